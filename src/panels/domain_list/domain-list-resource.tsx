import { DomainType, DomainVerification } from '../../../contract/enums';
import {
  DOMAIN_TYPE_OPTIONS,
  DomainTypeTag,
  domainStateColumns,
  HostCell,
  LinkTemplates,
} from '../../features/domains/domain-cells';
import { VerificationSteps } from '../../features/domains/VerificationSteps';
import type { ResourceDefinition } from '../../ui/resource/types';

type VerifyAnswer = { verified: boolean; reason?: string };

/**
 * A customer's own domains (SPEC §5): added here or assigned from the pool. An added domain waits
 * until its holder proves control (a TXT record or an HTTP file) and serves nothing before; a domain
 * codes still use cannot be removed until they move (`change_domain_name`).
 */
export const domainListResource: ResourceDefinition<'domain_list/inquire'> = {
  id: 'domain_list',
  inquire: 'domain_list/inquire',
  add: 'domain_list/add',
  remove: 'domain_list/remove',
  filters: [{ kind: 'select', name: 'type', labelKey: 'domain.any_type', options: DOMAIN_TYPE_OPTIONS }],
  form: {
    fields: [
      {
        name: 'domain',
        kind: 'text',
        labelKey: 'domain.host',
        placeholderKey: 'domain_verify_ui.domain_placeholder',
        helperKey: 'domain_verify_ui.domain_help',
        required: true,
        wide: true,
      },
      { name: 'type', kind: 'select', labelKey: 'domain.type', options: DOMAIN_TYPE_OPTIONS, required: true },
    ],
    defaults: { domain: '', type: DomainType.entry },
    addTitleKey: 'domain_verify_ui.add_title',
    addButtonKey: 'domain_verify_ui.add',
  },
  columns: [
    {
      key: 'host',
      titleKey: 'domain.host',
      width: 230,
      sortValue: (row) => row.host,
      render: (row, intl) => (
        <HostCell host={row.unicode_host} copyLabel={intl.formatMessage({ id: 'domain.copy_host' })} />
      ),
    },
    {
      key: 'type',
      titleKey: 'domain.type',
      width: 120,
      sortValue: (row) => row.type,
      render: (row) => <DomainTypeTag type={row.type} />,
    },
    {
      key: 'links',
      titleKey: 'domain.code_links',
      render: (row) => <LinkTemplates host={row.host} type={row.type} />,
    },
    ...domainStateColumns,
  ],
  rowForms: [
    {
      call: 'domain_list/verify',
      icon: 'endorsed',
      intent: 'primary',
      labelKey: 'domain_verify_ui.verify',
      available: (row) => row.verification !== DomainVerification.verified,
      titleKey: 'domain_verify_ui.verify_title',
      submitKey: 'domain_verify_ui.verify_submit',
      fields: [],
      initial: (row) => ({ id: row.id }),
      intro: (row) => <VerificationSteps domainId={row.id} host={row.host} reason={row.verify_reason} />,
      savedMessage: (result, row, intl) => {
        const answer = result as VerifyAnswer;
        return answer.verified
          ? intl.formatMessage({ id: 'domain_verify_ui.verified' }, { host: row.unicode_host })
          : intl.formatMessage(
              { id: 'domain_verify_ui.not_yet' },
              { host: row.unicode_host, reason: answer.reason ?? '' },
            );
      },
    },
  ],
  blocked: {
    remove: (row) => (row.code_count > 0 ? 'domain_verify_ui.move_codes_first' : null),
  },
  rowLabel: (row) => row.unicode_host,
};

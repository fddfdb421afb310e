import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { REFERRER_POLICIES } from '../../../contract/areas/domain-policies';
import { DomainTypeTag, HostCell } from '../../features/domains/domain-cells';
import type { MessageKey } from '../../i18n/catalogues';
import type { FieldDef, Option, ResourceDefinition, RowOf } from '../../ui/resource/types';
import { HstsField } from './HstsField';
import { hstsText } from './hsts';

type PolicyRow = RowOf<'no_hijack/inquire'>;
type ReferrerPolicy = (typeof REFERRER_POLICIES)[number];

/** Each header value with what it sends, so the choice needs no lookup elsewhere. */
const REFERRER_LABELS: Record<ReferrerPolicy, MessageKey> = {
  '': 'policy_ui.referrer_none',
  'no-referrer': 'policy_ui.referrer_no_referrer',
  'no-referrer-when-downgrade': 'policy_ui.referrer_no_referrer_when_downgrade',
  origin: 'policy_ui.referrer_origin',
  'origin-when-cross-origin': 'policy_ui.referrer_origin_when_cross_origin',
  'same-origin': 'policy_ui.referrer_same_origin',
  'strict-origin': 'policy_ui.referrer_strict_origin',
  'strict-origin-when-cross-origin': 'policy_ui.referrer_strict_origin_when_cross_origin',
  'unsafe-url': 'policy_ui.referrer_unsafe_url',
};

const REFERRER_OPTIONS: Option[] = REFERRER_POLICIES.map((value) => ({
  value,
  labelKey: REFERRER_LABELS[value],
}));

/** The three settings of `no_hijack/update`, each with a line saying what it does to visitors. */
const policyFields: FieldDef[] = [
  {
    name: 'https_only',
    kind: 'switch',
    labelKey: 'policy_ui.https_only',
    helperKey: 'policy_ui.https_only_help',
    wide: true,
  },
  {
    name: 'hsts_max_age',
    kind: 'custom',
    labelKey: 'policy_ui.hsts',
    helperKey: 'policy_ui.hsts_help',
    wide: true,
    render: (props) => <HstsField {...props} />,
  },
  {
    name: 'referrer_policy',
    kind: 'select',
    labelKey: 'policy_ui.referrer_policy',
    helperKey: 'policy_ui.referrer_help',
    options: REFERRER_OPTIONS,
    wide: true,
  },
];

/**
 * The caller's verified domains with the policy the redirect engine applies on each (SPEC §4–5):
 * plain HTTP sent to HTTPS first, the HSTS header, the Referrer-Policy header. Domains are added
 * and verified on their own page, so this list only edits; one row form does it.
 */
export const noHijackResource: ResourceDefinition<'no_hijack/inquire'> = {
  id: 'no_hijack',
  inquire: 'no_hijack/inquire',
  filters: [{ kind: 'search', name: 'keyword', placeholderKey: 'domain.search' }],
  columns: [
    {
      key: 'host',
      titleKey: 'domain.host',
      width: 220,
      sortValue: (row) => row.host,
      render: (row, intl) => (
        <HostCell host={row.unicode_host} copyLabel={intl.formatMessage({ id: 'domain.copy_host' })} />
      ),
    },
    {
      key: 'type',
      titleKey: 'domain.type',
      width: 110,
      sortValue: (row) => row.type,
      render: (row) => <DomainTypeTag type={row.type} />,
    },
    {
      key: 'https_only',
      titleKey: 'policy_ui.https_only',
      width: 130,
      sortValue: (row) => (row.https_only ? 1 : 0),
      render: (row) =>
        row.https_only ? (
          <Tag minimal intent="success" icon="lock">
            <FormattedMessage id="policy_ui.https_forced" />
          </Tag>
        ) : (
          <Tag minimal icon="unlock">
            <FormattedMessage id="policy_ui.http_allowed" />
          </Tag>
        ),
    },
    {
      key: 'hsts_max_age',
      titleKey: 'policy_ui.hsts',
      width: 130,
      sortValue: (row) => row.hsts_max_age,
      render: (row, intl) =>
        row.hsts_max_age === 0 ? (
          <span className="lc-domain-none">{hstsText(intl, 0)}</span>
        ) : (
          <Tag minimal intent="primary" icon="shield">
            {hstsText(intl, row.hsts_max_age)}
          </Tag>
        ),
    },
    {
      key: 'referrer_policy',
      titleKey: 'policy_ui.referrer_policy',
      sortValue: (row) => row.referrer_policy,
      render: (row: PolicyRow) =>
        row.referrer_policy ? (
          <code className="lc-policy-value">{row.referrer_policy}</code>
        ) : (
          <span className="lc-domain-none">
            <FormattedMessage id="policy_ui.referrer_unset" />
          </span>
        ),
    },
  ],
  rowForms: [
    {
      call: 'no_hijack/update',
      icon: 'edit',
      labelKey: 'policy_ui.edit',
      titleKey: 'policy_ui.edit_title',
      submitKey: 'action.save',
      fields: policyFields,
      initial: (row) => ({
        id: row.id,
        https_only: row.https_only,
        hsts_max_age: row.hsts_max_age,
        referrer_policy: row.referrer_policy,
      }),
      intro: (row) => (
        <p className="lc-policy-intro">
          <FormattedMessage
            id="policy_ui.edit_intro"
            values={{ host: <code key="host">{row.unicode_host}</code> }}
          />
        </p>
      ),
    },
  ],
  empty: {
    titleKey: 'policy_ui.no_hijack_empty_title',
    descriptionKey: 'policy_ui.no_hijack_empty_description',
  },
  rowLabel: (row) => row.unicode_host,
};

import { Icon, Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { HostCell } from '../../features/domains/domain-cells';
import { formatTime } from '../../ui/format';
import { readableUrl } from '../../ui/readable-url';
import { ClippedText } from '../../ui/resource/ClippedText';
import type { FieldDef, Option, ResourceDefinition } from '../../ui/resource/types';
import { ForwardExamplePreview } from './ForwardExamplePreview';
import { LandingDomainField } from './LandingDomainField';

/** Temporary first: it is what a rule should be until it is known to stay. */
const STATUS_OPTIONS: Option[] = [
  { value: 302, labelKey: 'policy_ui.status_302' },
  { value: 301, labelKey: 'policy_ui.status_301' },
];

const forwardFields: FieldDef[] = [
  {
    name: 'domain_id',
    kind: 'custom',
    labelKey: 'policy_ui.landing_domain',
    helperKey: 'policy_ui.landing_domain_help',
    required: true,
    render: (props) => <LandingDomainField {...props} />,
  },
  {
    name: 'path_prefix',
    kind: 'text',
    labelKey: 'policy_ui.path_prefix',
    placeholderKey: 'policy_ui.path_prefix_placeholder',
    helperKey: 'policy_ui.path_prefix_help',
    required: true,
  },
  {
    name: 'target_url',
    kind: 'text',
    labelKey: 'policy_ui.target_url',
    placeholderKey: 'policy_ui.target_url_placeholder',
    required: true,
    wide: true,
  },
  {
    name: 'status_code',
    kind: 'segmented',
    labelKey: 'policy_ui.status_code',
    helperKey: 'policy_ui.status_code_help',
    options: STATUS_OPTIONS,
  },
  {
    name: 'keep_path',
    kind: 'switch',
    labelKey: 'policy_ui.keep_path',
    helperKey: 'policy_ui.keep_path_help',
  },
  { name: 'enabled', kind: 'switch', labelKey: 'policy_ui.enabled' },
  {
    // Not an input of the call (the schema drops it): the example follows the other fields.
    name: 'example',
    kind: 'custom',
    labelKey: 'policy_ui.example',
    wide: true,
    render: ({ values }) => <ForwardExamplePreview values={values} />,
  },
];

/**
 * Forwarding rules on the caller's verified landing-page domains (SPEC §4): a path prefix sent to
 * another address with 301 or 302, optionally keeping what follows the prefix. The longest prefix
 * wins, so a rule for `/` catches whatever no other rule does.
 */
export const forwardResource: ResourceDefinition<'forward/inquire'> = {
  id: 'forward',
  inquire: 'forward/inquire',
  add: 'forward/add',
  update: 'forward/update',
  remove: 'forward/remove',
  columns: [
    {
      key: 'host',
      titleKey: 'domain.host',
      width: 200,
      sortValue: (row) => row.host,
      render: (row, intl) => (
        <HostCell host={row.unicode_host} copyLabel={intl.formatMessage({ id: 'domain.copy_host' })} />
      ),
    },
    {
      key: 'path_prefix',
      titleKey: 'policy_ui.path_prefix',
      width: 140,
      sortValue: (row) => row.path_prefix,
      render: (row) => <code className="lc-forward-prefix">{row.path_prefix}</code>,
    },
    {
      key: 'target_url',
      titleKey: 'policy_ui.target_url',
      sortValue: (row) => row.target_url,
      render: (row) => (
        <span className="lc-forward-target">
          <Icon icon="arrow-right" size={12} />
          <ClippedText text={readableUrl(row.target_url)} className="lc-forward-url" />
        </span>
      ),
    },
    {
      key: 'status_code',
      titleKey: 'policy_ui.status_code',
      width: 96,
      sortValue: (row) => row.status_code,
      render: (row) => (
        <Tag minimal intent={row.status_code === 301 ? 'warning' : 'none'}>
          <FormattedMessage id={row.status_code === 301 ? 'policy_ui.status_301' : 'policy_ui.status_302'} />
        </Tag>
      ),
    },
    {
      key: 'keep_path',
      titleKey: 'policy_ui.keep_path',
      width: 90,
      render: (row) =>
        row.keep_path ? (
          <Icon icon="tick" intent="success" size={14} />
        ) : (
          <span className="lc-domain-none">—</span>
        ),
    },
    {
      key: 'enabled',
      titleKey: 'policy_ui.enabled',
      width: 80,
      sortValue: (row) => (row.enabled ? 1 : 0),
      render: (row) =>
        row.enabled ? (
          <Tag minimal intent="success">
            <FormattedMessage id="policy_ui.on" />
          </Tag>
        ) : (
          <Tag minimal>
            <FormattedMessage id="policy_ui.off" />
          </Tag>
        ),
    },
    {
      key: 'updated_at',
      titleKey: 'common.updated_at',
      width: 160,
      sortValue: (row) => row.updated_at,
      render: (row, intl) => formatTime(intl, row.updated_at),
    },
  ],
  form: {
    fields: forwardFields,
    defaults: { path_prefix: '/', target_url: '', status_code: 302, keep_path: true, enabled: true },
    addTitleKey: 'policy_ui.forward_add_title',
    editTitleKey: 'policy_ui.forward_edit_title',
    addButtonKey: 'policy_ui.forward_add',
  },
  empty: { titleKey: 'policy_ui.forward_empty_title', descriptionKey: 'policy_ui.forward_empty_description' },
  rowLabel: (row) => `${row.unicode_host}${row.path_prefix}`,
};

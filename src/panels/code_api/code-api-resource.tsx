import { Checkbox, Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { DEFAULT_API_RATE_LIMIT } from '../../../contract/areas/code-api';
import { API_SCOPES, type ApiScope } from '../../../contract/call';
import type { MessageKey } from '../../i18n/catalogues';
import { formatTime } from '../../ui/format';
import type { CustomFieldProps, FieldDef, ResourceDefinition } from '../../ui/resource/types';

export const SCOPE_LABELS: Record<ApiScope, MessageKey> = {
  'codes:read': 'code_api.scope_codes_read',
  'codes:write': 'code_api.scope_codes_write',
  'statistics:read': 'code_api.scope_statistics_read',
};

/** One box per scope: a key is given exactly what its holder's scripts need. */
function ScopeChecks({ id, value, onChange }: CustomFieldProps) {
  const chosen = Array.isArray(value) ? (value as ApiScope[]) : [];
  return (
    <fieldset id={id} className="lc-code-api-scopes">
      {API_SCOPES.map((scope) => (
        <Checkbox
          key={scope}
          inline
          checked={chosen.includes(scope)}
          onChange={(event) =>
            onChange(
              event.currentTarget.checked
                ? API_SCOPES.filter((each) => each === scope || chosen.includes(each))
                : chosen.filter((each) => each !== scope),
            )
          }
        >
          <FormattedMessage id={SCOPE_LABELS[scope]} /> <code>{scope}</code>
        </Checkbox>
      ))}
    </fieldset>
  );
}

/** The fields of a new key and of a key's edit form: the same three. */
export const keyFields: FieldDef[] = [
  {
    name: 'name',
    kind: 'text',
    labelKey: 'code_api.name',
    required: true,
    placeholderKey: 'code_api.name_placeholder',
  },
  {
    name: 'scopes',
    kind: 'custom',
    labelKey: 'code_api.scopes',
    required: true,
    helperKey: 'code_api.scopes_help',
    render: (props) => <ScopeChecks {...props} />,
  },
  {
    name: 'rate_limit',
    kind: 'number',
    labelKey: 'code_api.rate_limit',
    helperKey: 'code_api.rate_limit_help',
  },
];

export const newKeyDefaults = { name: '', scopes: ['codes:read'], rate_limit: DEFAULT_API_RATE_LIMIT };

/** The API keys (SPEC §4) as a described resource; a new key is made by the panel's own dialog. */
export const codeApiResource: ResourceDefinition<'code_api/inquire'> = {
  id: 'code_api',
  inquire: 'code_api/inquire',
  update: 'code_api/update',
  columns: [
    { key: 'name', titleKey: 'code_api.name', sortValue: (row) => row.name },
    {
      key: 'scopes',
      titleKey: 'code_api.scopes',
      render: (row) =>
        row.scopes.map((scope) => (
          <Tag key={scope} minimal intent="primary" className="lc-code-api-scope">
            {scope}
          </Tag>
        )),
    },
    {
      key: 'key',
      titleKey: 'code_api.key',
      width: 170,
      render: (row) => <code>{`${row.prefix}••••${row.last4}`}</code>,
    },
    {
      key: 'rate_limit',
      titleKey: 'code_api.rate_limit',
      width: 110,
      align: 'right',
      render: (row, intl) => intl.formatMessage({ id: 'code_api.per_minute' }, { count: row.rate_limit }),
    },
    {
      key: 'last_used_at',
      titleKey: 'code_api.last_used_at',
      width: 160,
      sortValue: (row) => row.last_used_at ?? '',
      render: (row, intl) =>
        row.last_used_at
          ? formatTime(intl, row.last_used_at)
          : intl.formatMessage({ id: 'code_api.never_used' }),
    },
    {
      key: 'created_at',
      titleKey: 'common.created_at',
      width: 160,
      sortValue: (row) => row.created_at,
      render: (row, intl) => formatTime(intl, row.created_at),
    },
    {
      key: 'revoked_at',
      titleKey: 'code_api.state',
      width: 170,
      render: (row, intl) =>
        row.revoked_at ? (
          <Tag minimal intent="danger" title={formatTime(intl, row.revoked_at)}>
            <FormattedMessage id="code_api.revoked" />
          </Tag>
        ) : (
          <Tag minimal intent="success">
            <FormattedMessage id="code_api.live" />
          </Tag>
        ),
    },
  ],
  form: {
    fields: keyFields,
    defaults: newKeyDefaults,
    fromRow: (row) => ({ name: row.name, scopes: row.scopes, rate_limit: row.rate_limit }),
    addTitleKey: 'code_api.add_title',
    editTitleKey: 'code_api.edit_title',
    addButtonKey: 'code_api.add',
  },
  blocked: { update: (row) => (row.revoked_at ? 'code_api.revoked_locked' : null) },
  batchActions: [
    {
      call: 'code_api/revoke',
      icon: 'disable',
      intent: 'danger',
      labelKey: 'code_api.revoke_selected',
      rowLabelKey: 'code_api.revoke',
      confirm: { messageKey: 'code_api.revoke_question', confirmKey: 'code_api.revoke' },
      doneMessage: (result, _rows, intl) => ({
        kind: 'success',
        message: intl.formatMessage(
          { id: 'code_api.revoked_count' },
          { count: (result as { revoked: number }).revoked },
        ),
      }),
    },
  ],
  empty: { titleKey: 'code_api.empty_title', descriptionKey: 'code_api.empty_description' },
  rowLabel: (row) => row.name,
};

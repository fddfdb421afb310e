import './url-key.css';
import { Button, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, errorMessage } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';
import { IntroducedPage } from '../../features/domains/domain-cells';
import { RefreshButton } from '../../features/live/RefreshButton';
import { ConfirmAlert } from '../../ui/ConfirmAlert';
import { ClippedText } from '../../ui/resource/ClippedText';
import { ResourceForm } from '../../ui/resource/ResourceForm';
import { ResourceTable } from '../../ui/resource/ResourceTable';
import type { ColumnDef } from '../../ui/resource/types';
import { useLocalTable } from '../../ui/resource/use-local-table';
import { useCallState } from '../../ui/use-call-state';
import { type ExternalKey, keyFormValues, NEW_KEY, saveKeySchema, urlKeyFields } from './url-key-form';

const COLUMNS: ColumnDef<ExternalKey>[] = [
  {
    key: 'platform',
    titleKey: 'url_key_ui.platform',
    width: 180,
    sortValue: (row) => row.platform,
    render: (row) => <code className="lc-code-cell">{row.platform}</code>,
  },
  { key: 'title', titleKey: 'url_key_ui.title', width: 180, sortValue: (row) => row.title },
  {
    key: 'url',
    titleKey: 'url_key_ui.url',
    render: (row) => <ClippedText text={row.url} className="lc-url-key-url" />,
  },
  {
    key: 'mapping',
    titleKey: 'url_key_ui.kind',
    width: 150,
    render: (row) =>
      row.mapping ? (
        <Tag minimal intent="primary" icon="shield">
          <FormattedMessage id="url_key_ui.kind_checker" values={{ method: row.mapping.method }} />
        </Tag>
      ) : (
        <span className="lc-domain-none">
          <FormattedMessage id="url_key_ui.kind_plain" />
        </span>
      ),
  },
  {
    key: 'has_secret',
    titleKey: 'url_key_ui.secret',
    width: 110,
    render: (row) =>
      row.has_secret ? (
        <Tag minimal icon="lock" title={row.secret_hint}>
          <code>{row.secret_hint}</code>
        </Tag>
      ) : (
        <span className="lc-domain-none">
          <FormattedMessage id="url_key_ui.secret_none" />
        </span>
      ),
  },
  {
    key: 'enabled',
    titleKey: 'url_key_ui.enabled',
    width: 80,
    sortValue: (row) => (row.enabled ? 1 : 0),
    render: (row) =>
      row.enabled ? (
        <Tag minimal intent="success">
          <FormattedMessage id="url_key_ui.on" />
        </Tag>
      ) : (
        <Tag minimal>
          <FormattedMessage id="url_key_ui.off" />
        </Tag>
      ),
  },
];

type Editing = { mode: 'add' } | { mode: 'edit'; key: ExternalKey } | null;

/** Removes one key after asking; the server refuses the checker the monitor still uses, and says so. */
function useKeyRemoval(reload: () => void) {
  const intl = useIntl();
  const [removing, setRemoving] = useState<ExternalKey | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await api.callByPath('url_key_platform/remove', { ids: [removing.id] });
      showToast('success', intl.formatMessage({ id: 'form.deleted' }, { count: 1 }));
      setRemoving(null);
      reload();
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const dialog = (
    <ConfirmAlert
      isOpen={removing !== null}
      intent="danger"
      icon="trash"
      busy={busy}
      confirmKey="action.delete"
      onCancel={() => setRemoving(null)}
      onConfirm={confirm}
    >
      <p>
        <FormattedMessage id="url_key_ui.remove_confirm" values={{ name: removing?.title ?? '' }} />
      </p>
    </ConfirmAlert>
  );
  return { ask: setRemoving, dialog };
}

/**
 * SPEC `url_key_platform`: the external services the platform calls, each under a fixed platform
 * id, with a write-only secret and, for a reputation checker, the data mapping that says how to
 * ask it and read its answer. The detail call answers every key at once, so the table pages and
 * sorts the loaded list; adding and editing go through the one save call.
 */
export default function UrlKeyPlatformPanel() {
  const intl = useIntl();
  const { state, reload } = useCallState('url_key_platform/detail', {});
  const canSave = useCan('url_key_platform/save');
  const canRemove = useCan('url_key_platform/remove');
  const removal = useKeyRemoval(reload);
  const [editing, setEditing] = useState<Editing>(null);
  const keys = useMemo(() => (state.status === 'ready' ? state.data.list : []), [state]);
  const table = useLocalTable(state, keys, COLUMNS, reload);

  const addButton = canSave ? (
    <Button
      intent="primary"
      icon="plus"
      data-action="url_key_platform/save"
      onClick={() => setEditing({ mode: 'add' })}
    >
      <FormattedMessage id="url_key_ui.add" />
    </Button>
  ) : undefined;

  return (
    <IntroducedPage intro="url_key_ui.intro">
      <div className="lc-resource">
        <div className="lc-resource-toolbar">
          <span className="lc-header-spacer" />
          <RefreshButton onRefresh={reload} />
          {addButton}
        </div>
        <ResourceTable<ExternalKey>
          columns={COLUMNS}
          {...table}
          emptyAction={addButton}
          empty={{
            title: <FormattedMessage id="url_key_ui.empty_title" />,
            description: <FormattedMessage id="url_key_ui.empty_description" />,
          }}
          rowActions={
            canSave || canRemove
              ? (row) => (
                  <>
                    {canSave && (
                      <Button
                        variant="minimal"
                        size="small"
                        icon="edit"
                        data-action="url_key_platform/save"
                        aria-label={intl.formatMessage({ id: 'action.edit' })}
                        onClick={() => setEditing({ mode: 'edit', key: row })}
                      />
                    )}
                    {canRemove && (
                      <Button
                        variant="minimal"
                        size="small"
                        icon="trash"
                        intent="danger"
                        data-action="url_key_platform/remove"
                        aria-label={intl.formatMessage({ id: 'action.delete' })}
                        onClick={() => removal.ask(row)}
                      />
                    )}
                  </>
                )
              : undefined
          }
        />
      </div>
      {removal.dialog}
      {editing && (
        <ResourceForm
          isOpen
          title={
            editing.mode === 'edit'
              ? intl.formatMessage({ id: 'url_key_ui.edit_title' }, { name: editing.key.title })
              : intl.formatMessage({ id: 'url_key_ui.add_title' })
          }
          submitText={intl.formatMessage({ id: editing.mode === 'edit' ? 'action.save' : 'action.submit' })}
          fields={urlKeyFields}
          initial={editing.mode === 'edit' ? keyFormValues(editing.key) : { ...NEW_KEY }}
          schema={saveKeySchema}
          submit={(input) => api.callByPath('url_key_platform/save', input)}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </IntroducedPage>
  );
}

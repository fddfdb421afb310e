import './resource.css';
import { AnchorButton, Button, ButtonGroup, Classes, Drawer, Tooltip } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { type ReactElement, type ReactNode, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type CallOutput, calls } from '../../../contract/calls';
import { api, errorMessage } from '../../core/api/api';
import { hasButton, useCan } from '../../core/permissions/use-can';
import { menuTreeAtom } from '../../core/session/atoms';
import { showToast } from '../../core/toaster';
import type { MessageKey } from '../../i18n/catalogues';
import { ConfirmAlert } from '../ConfirmAlert';
import { withoutBlanks } from '../paged-list/paged-list-state';
import { useIsMobile } from '../responsive';
import { useBatchActions } from './BatchActions';
import { FilterBar } from './FilterBar';
import { ResourceForm, schemaDefaults } from './ResourceForm';
import { listSelection, pagedTableProps, ResourceTable } from './ResourceTable';
import type { FormValues, PagedPath, ResourceDefinition, RowFormDef, RowOf } from './types';
import { useResourceList } from './use-resource-list';

type Editing<Row> = { mode: 'add' } | { mode: 'edit'; row: Row; loaded?: FormValues } | null;

/** The row forms whose call the authority list grants, following menu changes. */
function useGrantedRowForms<Row>(forms: RowFormDef<Row>[] | undefined): RowFormDef<Row>[] {
  const tree = useAtomValue(menuTreeAtom);
  return useMemo(() => (forms ?? []).filter((form) => hasButton(tree, form.call)), [forms, tree]);
}

type RowFormDialogProps<Row> = {
  form: RowFormDef<Row>;
  row: Row;
  /** The row's label, for the title's `{name}`. */
  name: string;
  onClose(): void;
  onSaved(): void;
};

/** The dialog of a row form: the generic resource form over the action's call, about one row. */
function RowFormDialog<Row>({ form, row, name, onClose, onSaved }: RowFormDialogProps<Row>) {
  const intl = useIntl();
  const { savedMessage } = form;
  return (
    <ResourceForm
      isOpen
      title={intl.formatMessage({ id: form.titleKey }, { name })}
      submitText={intl.formatMessage({ id: form.submitKey })}
      fields={form.fields}
      initial={form.initial(row)}
      intro={form.intro?.(row, intl)}
      schema={calls[form.call].input}
      submit={(input) => api.callByPath(form.call, input)}
      savedMessage={savedMessage && ((result) => savedMessage(result, row, intl))}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

/** What a panel's own row buttons may do to the list they sit in. */
export type RowActionContext<Row> = {
  /** Shows the row as a call answered it (balances read now), without asking for the page again. */
  replaceRow(row: Row): void;
  reload(): void;
};

/** What the toolbar sees of the list: its rows, to follow them (a page that refreshes while work runs). */
export type ToolbarListContext<Row> = RowActionContext<Row> & {
  rows: readonly Row[];
  /** Asks again without replacing the rows by an error: for timers. */
  refreshQuietly(): void;
};

/**
 * A complete list panel from a resource definition: filters, table, add/edit dialog and delete
 * with confirmation. Each button appears only when the panel's authority list grants its call.
 */
export function ResourcePanel<P extends PagedPath>({
  definition,
  actions,
  toolbar,
  rowActions: ownRowActions,
}: {
  definition: ResourceDefinition<P>;
  /**
   * What adds rows when the add form cannot (an upload), given a way to reload the list: shown
   * where the add button goes, and in the empty table.
   */
  actions?(reload: () => void): ReactElement | null;
  /**
   * Tools about the list as a whole that add no rows (a ledger check, an export): shown in the
   * toolbar after the refresh button, never in the empty table the way `actions` are. Given as a
   * function, they receive the filters the list is read with (an export of what is shown) and the
   * list itself (a timer that refreshes it while a row shows work under way), and the call's last
   * answer beyond its rows (a sum over every page), null until one arrives.
   */
  toolbar?:
    | ReactNode
    | ((
        filters: Record<string, string | number>,
        list: ToolbarListContext<RowOf<P>>,
        answer: CallOutput<P> | null,
      ) => ReactNode);
  /**
   * Row buttons with behaviour of their own, beyond a form over one call (a read that answers the
   * row anew, a dialog that shows a secret): drawn before the described ones. They check their own
   * permissions and answer null when the row offers nothing.
   */
  rowActions?(row: RowOf<P>, list: RowActionContext<RowOf<P>>): ReactNode;
}) {
  type Row = RowOf<P>;
  const intl = useIntl();
  const list = useResourceList(definition);
  const [editing, setEditing] = useState<Editing<Row>>(null);
  const [deleting, setDeleting] = useState<Row[] | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [viewing, setViewing] = useState<Row | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const [acting, setActing] = useState<{ form: RowFormDef<Row>; row: Row } | null>(null);
  const mobile = useIsMobile();
  const canAdd = useCan(definition.add) && definition.form !== undefined;
  const canUpdate = useCan(definition.update) && definition.form !== undefined;
  const canRemove = useCan(definition.remove);
  const rowForms = useGrantedRowForms(definition.rowForms);
  const { form, detail } = definition;

  const extraActions = actions?.(list.reload);
  const addButton = canAdd && form && (
    <Button
      intent="primary"
      icon="plus"
      data-action={definition.add}
      onClick={() => setEditing({ mode: 'add' })}
    >
      <FormattedMessage id={form.addButtonKey} />
    </Button>
  );

  const confirmDelete = async () => {
    if (!deleting || !definition.remove) return;
    setDeleteBusy(true);
    try {
      await api.callByPath(definition.remove, { ids: deleting.map((row) => row.id) });
      showToast('success', intl.formatMessage({ id: 'form.deleted' }, { count: deleting.length }));
      setDeleting(null);
      list.reload();
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setDeleteBusy(false);
    }
  };

  // A batch delete leaves out the rows the server would refuse.
  const selectedRows = list.rows.filter(
    (row) => list.selected.has(row.id) && !definition.blocked?.remove?.(row),
  );
  const batch = useBatchActions(definition.batchActions, {
    picked: list.rows.filter((row) => list.selected.has(row.id)),
    reload: list.reload,
    rowLabel: definition.rowLabel,
  });

  const openEdit = async (row: Row) => {
    if (!form?.load) {
      setEditing({ mode: 'edit', row });
      return;
    }
    setOpening(row.id);
    try {
      setEditing({ mode: 'edit', row, loaded: await form.load(row) });
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setOpening(null);
    }
  };

  /** A row action the server would refuse for this row: greyed, with the reason as its tooltip. */
  const refused = (reason: MessageKey, icon: 'edit' | 'trash'): ReactNode => (
    <Tooltip content={intl.formatMessage({ id: reason })} placement="left">
      <AnchorButton
        variant="minimal"
        size="small"
        icon={icon}
        disabled
        aria-label={intl.formatMessage({ id: reason })}
      />
    </Tooltip>
  );
  const viewingIndex = viewing ? list.rows.findIndex((row) => row.id === viewing.id) : -1;
  const editPath = editing?.mode === 'edit' ? definition.update : definition.add;

  return (
    <div className="lc-resource">
      <div className="lc-resource-toolbar">
        <FilterBar filters={definition.filters ?? []} values={list.query.filters} onChange={list.setFilter} />
        <span className="lc-header-spacer" />
        <ButtonGroup>
          <Tooltip content={intl.formatMessage({ id: 'action.refresh' })} placement="bottom">
            <Button
              icon="refresh"
              aria-label={intl.formatMessage({ id: 'action.refresh' })}
              onClick={list.reload}
            />
          </Tooltip>
          {canRemove && (
            <Button
              icon="trash"
              intent="danger"
              variant="outlined"
              disabled={selectedRows.length === 0}
              data-action={definition.remove}
              onClick={() => setDeleting(selectedRows)}
            >
              <FormattedMessage id="action.delete_selected" values={{ count: selectedRows.length }} />
            </Button>
          )}
        </ButtonGroup>
        {batch.toolbar}
        {typeof toolbar === 'function'
          ? toolbar(
              withoutBlanks(list.query.filters),
              list,
              list.state.status === 'ready' ? list.state.data : null,
            )
          : toolbar}
        {extraActions}
        {addButton}
      </div>
      <ResourceTable<Row>
        columns={definition.columns}
        {...pagedTableProps(list)}
        emptyAction={addButton || extraActions || undefined}
        empty={
          definition.empty && {
            title: <FormattedMessage id={definition.empty.titleKey} />,
            description: <FormattedMessage id={definition.empty.descriptionKey} />,
          }
        }
        selection={canRemove || batch.any ? listSelection(list) : undefined}
        onRowOpen={detail ? setViewing : undefined}
        openRowId={viewing?.id}
        rowActions={
          canUpdate || canRemove || detail || rowForms.length > 0 || batch.inRows || ownRowActions
            ? (row) => {
                const updateRefusal = definition.blocked?.update?.(row);
                const removeRefusal = definition.blocked?.remove?.(row);
                return (
                  <>
                    {ownRowActions?.(row, list)}
                    {batch.rowButtons(row)}
                    {rowForms.map(
                      (form) =>
                        (form.available?.(row) ?? true) && (
                          <Button
                            key={form.call}
                            variant="minimal"
                            size="small"
                            icon={form.icon}
                            intent={form.intent}
                            data-action={form.call}
                            onClick={() => setActing({ form, row })}
                          >
                            <FormattedMessage id={form.labelKey} />
                          </Button>
                        ),
                    )}
                    {detail && (
                      <Button
                        variant="minimal"
                        size="small"
                        icon="eye-open"
                        aria-label={intl.formatMessage({ id: 'action.view' })}
                        onClick={() => setViewing(row)}
                      />
                    )}
                    {canUpdate &&
                      (updateRefusal ? (
                        refused(updateRefusal, 'edit')
                      ) : (
                        <Button
                          variant="minimal"
                          size="small"
                          icon="edit"
                          data-action={definition.update}
                          loading={opening === row.id}
                          aria-label={intl.formatMessage({ id: 'action.edit' })}
                          onClick={() => void openEdit(row)}
                        />
                      ))}
                    {canRemove &&
                      (removeRefusal ? (
                        refused(removeRefusal, 'trash')
                      ) : (
                        <Button
                          variant="minimal"
                          size="small"
                          intent="danger"
                          icon="trash"
                          aria-label={intl.formatMessage({ id: 'action.delete' })}
                          onClick={() => setDeleting([row])}
                        />
                      ))}
                  </>
                );
              }
            : undefined
        }
      />
      {form && editing && editPath && (
        <ResourceForm
          isOpen
          title={
            editing.mode === 'edit'
              ? intl.formatMessage(
                  { id: form.editTitleKey ?? form.addTitleKey },
                  { name: definition.rowLabel(editing.row) },
                )
              : intl.formatMessage({ id: form.addTitleKey })
          }
          submitText={intl.formatMessage({ id: editing.mode === 'edit' ? 'action.save' : 'action.submit' })}
          fields={form.fields}
          initial={
            editing.mode === 'edit'
              ? {
                  ...(form.fromRow ? form.fromRow(editing.row) : (editing.row as FormValues)),
                  ...editing.loaded,
                  id: editing.row.id,
                }
              : { ...schemaDefaults(calls[editPath].input), ...form.defaults }
          }
          schema={calls[editPath].input}
          submit={(input) => api.callByPath(editPath, input)}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
      {acting && (
        <RowFormDialog
          {...acting}
          name={definition.rowLabel(acting.row)}
          onClose={() => setActing(null)}
          onSaved={() => {
            setActing(null);
            list.reload();
          }}
        />
      )}
      {detail && (
        // No backdrop and no outside-click close: the table stays usable, and clicking another
        // row shows that row, so a reader can go through entries side by side with the list.
        <Drawer
          isOpen={viewing !== null}
          onClose={() => setViewing(null)}
          title={intl.formatMessage({ id: detail.titleKey })}
          icon="document-open"
          size={mobile ? '100%' : 560}
          hasBackdrop={mobile}
          canOutsideClickClose={mobile}
          enforceFocus={false}
          className="lc-detail-drawer"
        >
          <div className={`${Classes.DRAWER_BODY} lc-detail-body`}>
            {viewingIndex >= 0 && (
              <div className="lc-detail-nav">
                <FormattedMessage
                  id="resource.row_position"
                  values={{ index: viewingIndex + 1, count: list.rows.length }}
                />
                <span className="lc-header-spacer" />
                <Button
                  size="small"
                  variant="minimal"
                  icon="chevron-up"
                  disabled={viewingIndex === 0}
                  onClick={() => setViewing(list.rows[viewingIndex - 1] ?? null)}
                >
                  <FormattedMessage id="resource.previous_row" />
                </Button>
                <Button
                  size="small"
                  variant="minimal"
                  icon="chevron-down"
                  disabled={viewingIndex === list.rows.length - 1}
                  onClick={() => setViewing(list.rows[viewingIndex + 1] ?? null)}
                >
                  <FormattedMessage id="resource.next_row" />
                </Button>
              </div>
            )}
            {viewing && detail.render(viewing, intl)}
          </div>
        </Drawer>
      )}
      {batch.dialog}
      <ConfirmAlert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        busy={deleteBusy}
        confirmKey="action.delete"
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <p>
          <FormattedMessage
            id="form.delete_confirm"
            values={{
              count: deleting?.length ?? 0,
              name: deleting?.length === 1 && deleting[0] ? definition.rowLabel(deleting[0]) : '',
            }}
          />
        </p>
      </ConfirmAlert>
    </div>
  );
}

import { Button, Menu, MenuDivider, MenuItem, PopoverNext, Tooltip } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCan } from '../../core/permissions/use-can';
import { openBulkUpload } from './bulk-upload';
import { GroupTargets } from './code-target-menus';
import { openCodeEditor } from './open-code-editor';
import { QrPreview } from './QrPreview';
import { ShareLinkButton } from './ShareLink';
import type { CodeActions } from './use-code-actions';
import type { CodeGroup } from './use-code-groups';
import type { CodeRow } from './use-code-list';
import type { CodeListPermissions } from './use-code-permissions';

export type CodeRowActionsProps = {
  row: CodeRow;
  can: CodeListPermissions;
  /** The owner's tools (QR, edit, the more menu); without them a row offers nothing but restore. */
  manage: boolean;
  /** A trash list: the row offers its restore and nothing else. */
  trash: boolean;
  groups: readonly CodeGroup[];
  actions: CodeActions;
};

/** Whether a list's rows get an actions cell at all (the same rules as `CodeRowActions`). */
export function hasCodeRowActions(can: CodeListPermissions, manage: boolean, trash: boolean): boolean {
  return trash ? can.restore : can.qr || can.share || can.edit || manage;
}

/**
 * The tools at the end of a code's row: restore in a trash; otherwise the QR preview, the editor,
 * and a menu of the rest (open the link, access records, move, batch settings, the trash).
 */
export function CodeRowActions({ row, can, manage, trash, groups, actions }: CodeRowActionsProps) {
  const intl = useIntl();
  const canBulk = useCan('qr_code_list/add_images');
  if (trash) {
    return can.restore ? (
      <Button
        variant="minimal"
        size="small"
        icon="undo"
        data-action="qr_code_list/update_remove"
        onClick={() => actions.request('restore', [row])}
      >
        <FormattedMessage id="codes.restore" />
      </Button>
    ) : null;
  }
  return (
    <span className="lc-codes-row-actions" data-code={row.file_name}>
      {can.qr && (
        <PopoverNext
          placement="left"
          content={<QrPreview codeId={row.id} url={row.url} qrUrl={row.qr_url} />}
          popoverClassName="lc-qr-popover"
        >
          <Tooltip content={intl.formatMessage({ id: 'codes.qr' })} placement="top" hoverOpenDelay={400}>
            <Button
              variant="minimal"
              size="small"
              icon="barcode"
              data-action="codes.qr"
              aria-label={intl.formatMessage({ id: 'codes.qr_of' }, { name: row.name })}
            />
          </Tooltip>
        </PopoverNext>
      )}
      {can.share && <ShareLinkButton codeId={row.id} name={row.name} />}
      {can.edit && (
        <Tooltip content={intl.formatMessage({ id: 'action.edit' })} placement="top" hoverOpenDelay={400}>
          <Button
            variant="minimal"
            size="small"
            icon="edit"
            data-action="codes.edit"
            aria-label={intl.formatMessage({ id: 'codes.edit_of' }, { name: row.name })}
            onClick={() => openCodeEditor(row.id)}
          />
        </Tooltip>
      )}
      {manage && (
        <PopoverNext
          placement="bottom-end"
          content={
            <Menu>
              <MenuItem
                icon="share"
                text={intl.formatMessage({ id: 'codes.open_link' })}
                href={row.url}
                target="_blank"
                rel="noreferrer"
              />
              {can.edit && canBulk && (
                <MenuItem
                  icon="media"
                  data-action="qr_code_list/add_images"
                  text={intl.formatMessage({ id: 'bulk_qr.open' })}
                  onClick={() => openBulkUpload(row.id)}
                />
              )}
              {can.records && (
                <MenuItem
                  icon="th-list"
                  data-action="qr_code_access/inquire"
                  text={intl.formatMessage({ id: 'access_records.open' })}
                  onClick={() => actions.openRecords(row)}
                />
              )}
              {can.restoreRecords && (
                <MenuItem
                  icon="history"
                  data-action="qr_code_access/restore_access_records"
                  text={intl.formatMessage({ id: 'access_records.restore' })}
                  onClick={() => void actions.restoreRecords(row)}
                />
              )}
              {can.move && (
                <MenuItem icon="folder-shared" text={intl.formatMessage({ id: 'codes.move_to_group' })}>
                  <GroupTargets groups={groups} onPick={(id) => actions.request('move_group', [row], id)} />
                </MenuItem>
              )}
              {can.settings && (
                <MenuItem
                  icon="cog"
                  text={intl.formatMessage({ id: 'codes.batch_settings' })}
                  onClick={() => actions.request('settings', [row])}
                />
              )}
              {can.trash && (
                <>
                  <MenuDivider />
                  <MenuItem
                    icon="trash"
                    intent="danger"
                    data-action="qr_code_list/remove"
                    text={intl.formatMessage({ id: 'codes.move_to_trash' })}
                    onClick={() => actions.request('trash', [row])}
                  />
                </>
              )}
            </Menu>
          }
        >
          <Button
            variant="minimal"
            size="small"
            icon="more"
            aria-label={intl.formatMessage({ id: 'codes.more_of' }, { name: row.name })}
          />
        </PopoverNext>
      )}
    </span>
  );
}

import {
  Button,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLTable,
  Icon,
  ProgressBar,
  Spinner,
  Tag,
  Tooltip,
} from '@blueprintjs/core';
import { type DragEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_BULK_IMAGES } from '../../../contract/group-qr';
import { api, errorMessage } from '../../core/api/api';
import { showToast } from '../../core/toaster';
import { ImageThumb } from '../images/ImageThumb';
import { uploadRefusal } from '../images/search-images';
import { addFiles, applyResult, type BulkEntry, bulkProgress } from './bulk-upload';

export type BulkImageDialogProps = {
  codeId: number;
  codeName: string;
  isOpen: boolean;
  onClose(): void;
  /** The pictures the server added, in the order chosen: the editor shows them as rows at once. */
  onAdded(entries: BulkEntry[]): void;
};

const ACCEPT = 'image/png,image/jpeg';

/**
 * Adds many group QR pictures to a code at once (`qr_code_list/add_images`): dropped or picked,
 * sent to the library one by one, then read together by the server, which answers what each
 * holds — a WeChat group code dated a week ahead — or why it was refused.
 */
export function BulkImageDialog({ codeId, codeName, isOpen, onClose, onAdded }: BulkImageDialogProps) {
  const intl = useIntl();
  const [entries, setEntries] = useState<BulkEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const finished = entries.length > 0 && entries.every((e) => e.status === 'added' || e.status === 'refused');

  const take = (files: readonly File[]) => {
    const { entries: next, leftOut } = addFiles(
      entries.filter((entry) => entry.status === 'queued'),
      files,
    );
    setEntries(next);
    if (leftOut > 0)
      showToast(
        'warning',
        intl.formatMessage({ id: 'bulk_qr.left_out' }, { count: leftOut, max: MAX_BULK_IMAGES }),
      );
  };

  const patch = (key: string, change: Partial<BulkEntry>) =>
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const start = async () => {
    setBusy(true);
    const sent: BulkEntry[] = [];
    for (const entry of entries) {
      const refusal = uploadRefusal(entry.file);
      if (refusal) {
        patch(entry.key, { status: 'refused', refusal: { text: refusal } });
        continue;
      }
      patch(entry.key, { status: 'uploading' });
      try {
        const image = await api.upload(entry.file);
        const uploaded = {
          ...entry,
          status: 'reading' as const,
          image: { id: image.id, url: image.url, name: image.name },
        };
        sent.push(uploaded);
        patch(entry.key, uploaded);
      } catch (error) {
        patch(entry.key, { status: 'refused', refusal: { text: errorMessage(error) } });
      }
    }
    if (sent.length > 0) {
      try {
        const result = await api.call('qr_code_list/add_images', {
          id: codeId,
          image_ids: sent.map((entry) => entry.image?.id ?? 0),
        });
        const settled = applyResult(sent, result);
        setEntries((current) => current.map((entry) => settled.find((s) => s.key === entry.key) ?? entry));
        const added = settled.filter((entry) => entry.status === 'added');
        if (added.length > 0) {
          onAdded(added);
          showToast('success', intl.formatMessage({ id: 'bulk_qr.added' }, { count: added.length }));
        }
      } catch (error) {
        const text = errorMessage(error);
        setEntries((current) =>
          current.map((entry) =>
            entry.status === 'reading' ? { ...entry, status: 'refused', refusal: { text } } : entry,
          ),
        );
      }
    }
    setBusy(false);
  };

  const close = () => {
    if (busy) return;
    setEntries([]);
    onClose();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy && !finished) take([...event.dataTransfer.files]);
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={intl.formatMessage({ id: 'bulk_qr.title' }, { name: codeName })}
      icon="media"
      className="lc-bulk-qr-dialog"
    >
      <DialogBody>
        {!finished && !busy && (
          // biome-ignore lint/a11y/useSemanticElements: a drop zone that is also a button for the file picker
          <div
            role="button"
            tabIndex={0}
            data-field="bulk-drop"
            className={`lc-bulk-drop${dragging ? ' lc-bulk-drop-over' : ''}`}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            onClick={() => picker.current?.click()}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') picker.current?.click();
            }}
          >
            <Icon icon="cloud-upload" size={28} />
            <div>
              <FormattedMessage id="bulk_qr.drop" values={{ max: MAX_BULK_IMAGES }} />
            </div>
            <div className={Classes.TEXT_MUTED}>
              <FormattedMessage id="bulk_qr.drop_hint" />
            </div>
            <input
              ref={picker}
              type="file"
              multiple
              accept={ACCEPT}
              hidden
              data-field="bulk-files"
              onChange={(event) => {
                take([...(event.target.files ?? [])]);
                event.target.value = '';
              }}
            />
          </div>
        )}
        {entries.length > 0 && (
          <>
            <ProgressBar
              className="lc-bulk-progress"
              value={bulkProgress(entries)}
              animate={busy}
              stripes={busy}
              intent={finished ? 'success' : 'primary'}
            />
            <div className="lc-bulk-scroll">
              <HTMLTable compact className="lc-bulk-table">
                <thead>
                  <tr>
                    <th>#</th>
                    <th>
                      <FormattedMessage id="bulk_qr.file" />
                    </th>
                    <th>
                      <FormattedMessage id="bulk_qr.status" />
                    </th>
                    <th>
                      <FormattedMessage id="bulk_qr.content" />
                    </th>
                    <th>
                      <FormattedMessage id="codes.dest_expires" />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry, index) => (
                    <BulkRow key={entry.key} entry={entry} index={index} />
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          </>
        )}
        {finished && (
          <Callout compact intent="primary" icon="info-sign" className="lc-bulk-done">
            <FormattedMessage id="bulk_qr.expiry_editable" />
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          finished ? (
            <Button intent="primary" onClick={close}>
              <FormattedMessage id="bulk_qr.done" />
            </Button>
          ) : (
            <>
              <Button onClick={close} disabled={busy}>
                <FormattedMessage id="action.cancel" />
              </Button>
              <Button
                intent="primary"
                icon="upload"
                loading={busy}
                disabled={entries.length === 0}
                data-action="qr_code_list/add_images"
                onClick={() => void start()}
              >
                <FormattedMessage id="bulk_qr.start" values={{ count: entries.length }} />
              </Button>
            </>
          )
        }
      />
    </Dialog>
  );
}

function BulkRow({ entry, index }: { entry: BulkEntry; index: number }) {
  const intl = useIntl();
  const refusal =
    entry.refusal &&
    ('key' in entry.refusal ? intl.formatMessage({ id: entry.refusal.key }) : entry.refusal.text);
  return (
    <tr data-status={entry.status} data-file={entry.file.name}>
      <td>{index + 1}</td>
      <td className="lc-bulk-file">
        {entry.image && <ImageThumb url={entry.image.url} alt="" size={24} />}
        <span>{entry.file.name}</span>
      </td>
      <td>
        {entry.status === 'uploading' || entry.status === 'reading' ? (
          <span className="lc-bulk-working">
            <Spinner size={12} />
            <FormattedMessage id={`bulk_qr.status.${entry.status}`} />
          </span>
        ) : (
          <Tag
            minimal
            intent={entry.status === 'added' ? 'success' : entry.status === 'refused' ? 'danger' : 'none'}
          >
            <FormattedMessage id={`bulk_qr.status.${entry.status}`} />
          </Tag>
        )}
      </td>
      <td className="lc-bulk-content">
        {entry.status === 'refused' && <span className="lc-bulk-refusal">{refusal}</span>}
        {entry.content !== null && (
          <Tooltip content={entry.content} hoverOpenDelay={200}>
            <span className="lc-bulk-content-text">
              {entry.kind && (
                <Tag minimal round className="lc-bulk-kind">
                  <FormattedMessage id={`bulk_qr.kind.${entry.kind}`} />
                </Tag>
              )}
              {entry.content}
            </span>
          </Tooltip>
        )}
      </td>
      <td className="lc-bulk-expiry">
        {entry.status === 'added' &&
          (entry.expiresAt ? (
            intl.formatDate(entry.expiresAt, { dateStyle: 'medium', timeStyle: 'short' })
          ) : (
            <span className={Classes.TEXT_MUTED}>
              <FormattedMessage id="bulk_qr.no_expiry" />
            </span>
          ))}
      </td>
    </tr>
  );
}

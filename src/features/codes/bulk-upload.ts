import { atom } from 'jotai';
import type { CallOutput } from '../../../contract/calls';
import { type BulkRefusal, MAX_BULK_IMAGES, type QrContentKind } from '../../../contract/group-qr';
import { appStore } from '../../core/store';
import type { MessageKey } from '../../i18n/catalogues';
import { openCodeEditor } from './open-code-editor';

export type BulkResult = CallOutput<'qr_code_list/add_images'>;

/**
 * One picture of a bulk upload as the dialog shows it: waiting, being sent to the library, being
 * read by the server, then added as a destination (with what it holds) or refused with why.
 */
export type BulkEntry = {
  key: string;
  file: File;
  status: 'queued' | 'uploading' | 'reading' | 'added' | 'refused';
  /** The library picture once uploaded. */
  image: { id: number; url: string; name: string } | null;
  content: string | null;
  kind: QrContentKind | null;
  expiresAt: string | null;
  destinationId: number | null;
  /** Why it was refused: a catalogue key, or the server's own words for an upload refusal. */
  refusal: { key: MessageKey } | { text: string } | null;
};

export const REFUSAL_KEYS: Record<BulkRefusal, MessageKey> = {
  unreadable: 'bulk_qr.refused.unreadable',
  unsupported_format: 'bulk_qr.refused.unsupported_format',
  duplicate: 'bulk_qr.refused.duplicate',
  unknown_image: 'bulk_qr.refused.unknown_image',
  too_many: 'bulk_qr.refused.too_many',
};

let lastKey = 0;

/**
 * The files of a drop or a pick, in the order given, after those already listed; beyond the
 * limit of one upload the rest are left out and counted.
 */
export function addFiles(
  entries: readonly BulkEntry[],
  files: readonly File[],
): { entries: BulkEntry[]; leftOut: number } {
  const room = Math.max(0, MAX_BULK_IMAGES - entries.length);
  const taken = files.slice(0, room).map(
    (file): BulkEntry => ({
      key: `bulk-${++lastKey}`,
      file,
      status: 'queued',
      image: null,
      content: null,
      kind: null,
      expiresAt: null,
      destinationId: null,
      refusal: null,
    }),
  );
  return { entries: [...entries, ...taken], leftOut: files.length - taken.length };
}

/** The server's answer spread over the entries it was about, matched by picture id. */
export function applyResult(entries: readonly BulkEntry[], result: BulkResult): BulkEntry[] {
  const added = new Map(result.added.map((row) => [row.image_id, row]));
  const refused = new Map(result.refused.map((row) => [row.image_id, row.reason]));
  return entries.map((entry) => {
    if (entry.status !== 'reading' || !entry.image) return entry;
    const done = added.get(entry.image.id);
    if (done)
      return {
        ...entry,
        status: 'added',
        content: done.content,
        kind: done.kind,
        expiresAt: done.expires_at,
        destinationId: done.destination_id,
      };
    const reason = refused.get(entry.image.id) ?? 'unknown_image';
    return { ...entry, status: 'refused', refusal: { key: REFUSAL_KEYS[reason] } };
  });
}

/** How far the upload is: pictures settled (sent and read, or refused) of all listed. */
export function bulkProgress(entries: readonly BulkEntry[]): number {
  if (entries.length === 0) return 0;
  const settled = entries.filter((entry) => entry.status === 'added' || entry.status === 'refused').length;
  const sent = entries.filter((entry) => entry.status === 'reading').length;
  return (settled + sent * 0.5) / entries.length;
}

/** The code whose editor should open its bulk upload at once (asked from a list), or null. */
export const bulkUploadRequestAtom = atom<number | null>(null);

/**
 * Opens a code's editor with its bulk upload: from the code list's row menu and from the "needs
 * attention" list. Answers false when the editor may not be opened.
 */
export function openBulkUpload(codeId: number): boolean {
  appStore.set(bulkUploadRequestAtom, codeId);
  return openCodeEditor(codeId);
}

import { MAX_IMPORT_BYTES } from '../../../contract/areas/code-transfer';
import type { CallOutput } from '../../../contract/calls';

export type TransferFormat = 'csv' | 'xlsx';
export type ImportResult = CallOutput<'qr_code_list/import_codes'>;
export type ImportRow = ImportResult['rows'][number];

/** The format a picked file is read as, by its name; null for anything else. */
export function formatOfFile(name: string): TransferFormat | null {
  const extension = /\.([a-z]+)$/.exec(name.toLowerCase())?.[1];
  return extension === 'csv' || extension === 'xlsx' ? extension : null;
}

/**
 * Why a picked file is not sent (a catalogue key), or null: the server refuses the same, but a
 * file too large would be cut off by the request's size limit before it could say why.
 */
export function fileProblem(file: { name: string; size: number }) {
  if (formatOfFile(file.name) === null) return 'code_transfer.wrong_type' as const;
  if (file.size === 0) return 'code_transfer.file_empty' as const;
  if (file.size > MAX_IMPORT_BYTES) return 'code_transfer.file_too_large' as const;
  return null;
}

/** A file's bytes in base64, as `import_codes` takes them. */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Whether applying would save anything: a line that creates or updates a code. */
export const hasValidLines = (result: ImportResult) => result.created + result.updated > 0;

/** Starts the browser's download of a finished file. */
export function download(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

import { z } from 'zod';
import { call, prefixed } from '../call';
import { text } from '../text';
import { ExportFormat } from './access-records';

/**
 * Bulk export and import of the caller's codes as a CSV or XLSX file (SPEC §12, §12.1). The file
 * layout (one line per code, destinations in numbered columns) is described in README and built
 * in `server/codes/transfer/layout.ts`.
 */

/** The largest file an import reads: the request carries it in base64 under the 1 MiB body limit. */
export const MAX_IMPORT_BYTES = 512 * 1024;
/** Codes one file may hold; a larger set is imported in several files. */
export const MAX_IMPORT_ROWS = 1000;
/** Base64 of `MAX_IMPORT_BYTES` bytes. */
const MAX_IMPORT_BASE64 = Math.ceil(MAX_IMPORT_BYTES / 3) * 4;

export const IMPORT_ACTIONS = ['create', 'update', 'error'] as const;

/** One line of an import: what it does (or did) and, for an error, which columns are wrong and why. */
export const importRowSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.int(),
  action: z.enum(IMPORT_ACTIONS),
  /** The code's suffix as the line gives it (empty: a new code gets a random one). */
  file_name: text(),
  /** Each with the column of the file it is about (`name`, `dest2_url`), or `line` for the whole line. */
  errors: z.array(z.object({ field: text(), message: text() })),
});

export const codeTransferCalls = prefixed('qr_code_list', {
  export_codes: call({
    summary: 'A file of all the caller’s codes (not in the trash) with their settings and destinations',
    effect: 'write',
    access: 'permission',
    apiScope: 'codes:read',
    input: z.object({ format: z.enum(ExportFormat) }),
    output: z.object({
      /** A signed link to the file, valid for an hour; the file is also listed in async_operations. */
      download_url: text(),
    }),
  }),
  import_codes: call({
    summary:
      'Create or update codes from a file of the export’s layout, matched by suffix; a dry run says what it would do and writes nothing',
    effect: 'write',
    access: 'permission',
    apiScope: 'codes:write',
    input: z.object({
      format: z.enum(ExportFormat),
      content_base64: z
        .string()
        .min(1, 'code_transfer.file_empty')
        .max(MAX_IMPORT_BASE64, 'code_transfer.file_too_large')
        .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'code_transfer.file_unreadable'),
      dry_run: z.boolean().default(true).describe('Only check the file and say what each line would do'),
    }),
    output: z.object({
      rows: z.array(importRowSchema),
      /** Codes created (a dry run: that would be created). */
      created: z.int(),
      updated: z.int(),
      failed: z.int(),
    }),
  }),
});

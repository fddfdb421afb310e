import { api } from '../../core/api/api';
import { canCall } from '../../core/permissions/use-can';
import type { CodeRow } from './use-code-list';

/** A code as pickers and statistics tabs remember it: enough to name it without asking the server. */
export type CodeRef = { id: number; name: string; file_name: string };

/** How many codes a picker or the palette offers for one search. */
export const CODE_SEARCH_LIMIT = 8;

/**
 * The caller's codes whose name or suffix contains the text (newest first): for pickers and the
 * palette. Users without the code list get nothing rather than a refusal.
 */
export async function searchCodes(keyword: string, limit = CODE_SEARCH_LIMIT): Promise<CodeRow[]> {
  if (!canCall('qr_code_list/inquire')) return [];
  const page = await api.call('qr_code_list/inquire', {
    keyword: keyword.trim() || undefined,
    page: 1,
    page_size: limit,
  });
  return page.list;
}

/** The same codes as `CodeRef`s, which is all a picker keeps (and a tab saves in its layout). */
export async function searchCodeRefs(keyword: string, limit = CODE_SEARCH_LIMIT): Promise<CodeRef[]> {
  const rows = await searchCodes(keyword, limit);
  return rows.map(({ id, name, file_name }) => ({ id, name, file_name }));
}

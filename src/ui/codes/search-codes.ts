import { api } from '../../workspace/api';
import { canCall } from './can-call';
import type { CodeRow } from './use-code-list';

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

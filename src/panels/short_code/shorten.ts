import { FILE_NAME_PATTERN, isSafeDestinationUrl } from '../../../contract/rules';
import type { MessageKey } from '../../i18n/catalogues';

export type ShortenValues = { url: string; name: string; fileName: string };

/** What is wrong with the form, by field, before anything is sent (the server checks again). */
export function checkShorten(values: ShortenValues): Partial<Record<keyof ShortenValues, MessageKey>> {
  const errors: Partial<Record<keyof ShortenValues, MessageKey>> = {};
  const url = values.url.trim();
  if (url === '') errors.url = 'codes.url_required';
  else if (!isSafeDestinationUrl(url)) errors.url = 'code.url_scheme';
  const fileName = values.fileName.trim();
  if (fileName !== '' && !FILE_NAME_PATTERN.test(fileName)) errors.fileName = 'code.file_name_format';
  return errors;
}

/** A short link is named after its destination's host unless the operator names it. */
export function shortLinkName(values: ShortenValues): string {
  const typed = values.name.trim();
  if (typed !== '') return typed;
  try {
    return new URL(values.url.trim()).host;
  } catch {
    return values.url.trim().slice(0, 100);
  }
}

/** The code a short link is: one destination, answered with a plain 302, on the short domain. */
export function shortenInput(values: ShortenValues, domainId: number) {
  const fileName = values.fileName.trim();
  return {
    name: shortLinkName(values),
    domain_id: domainId,
    ...(fileName === '' ? {} : { file_name: fileName }),
    destinations: [{ url: values.url.trim() }],
  };
}

/** The entry page as saved: trimmed, and empty to answer "not found" at the bare domain. */
export function checkEntryPage(url: string): MessageKey | null {
  const trimmed = url.trim();
  return trimmed === '' || isSafeDestinationUrl(trimmed) ? null : 'code.url_scheme';
}

/** The most suffixes one batch query answers (the contract's limit). */
export const MAX_BATCH_SUFFIXES = 500;

export type SuffixList = {
  /** Distinct suffixes in the order first written. */
  fileNames: string[];
  /** Lines that repeated an earlier suffix and were left out. */
  duplicates: number;
  /** Entries longer than any suffix can be; left out and shown to the reader. */
  invalid: string[];
};

/** No suffix is longer (the contract's limit). */
const MAX_SUFFIX_LENGTH = 64;

/**
 * The suffixes pasted into the batch query: one per line (commas, spaces and tabs also separate,
 * as spreadsheets paste them), blanks dropped, repeats kept once. A full link pasted by mistake
 * counts by its last path part, which is the suffix.
 */
export function parseSuffixes(text: string): SuffixList {
  const seen = new Set<string>();
  const invalid: string[] = [];
  let duplicates = 0;
  for (const raw of text.split(/[\s,，;；]+/)) {
    const entry = raw
      .trim()
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '');
    const suffix = /^https?:\/\//i.test(entry) ? (entry.split('/').pop() ?? '') : entry;
    if (suffix === '') continue;
    if (suffix.length > MAX_SUFFIX_LENGTH) invalid.push(suffix);
    else if (seen.has(suffix)) duplicates++;
    else seen.add(suffix);
  }
  return { fileNames: [...seen], duplicates, invalid };
}

export type BatchCheck = { ok: true } | { ok: false; reason: 'empty' | 'too_many' };

export function checkBatch(list: SuffixList): BatchCheck {
  if (list.fileNames.length === 0) return { ok: false, reason: 'empty' };
  if (list.fileNames.length > MAX_BATCH_SUFFIXES) return { ok: false, reason: 'too_many' };
  return { ok: true };
}

/** A half-open span `[start, end)` of a text: the part a query matched, to be highlighted. */
export type TextSpan = readonly [start: number, end: number];

/** How a palette row matched the query, and how well. */
export type PaletteMatch = {
  /** Higher ranks first; see the tiers below. */
  score: number;
  /** The row's label matched, or one of its keywords did (the row then says which). */
  field: 'label' | 'keyword';
  /** The keyword that matched, when `field` is `keyword`. */
  keyword?: string;
  /** Where in the label (or the keyword) the query matched. */
  spans: readonly TextSpan[];
};

/** What the scorer reads of a row: the label and keywords the viewer sees, in their language. */
export type Matchable = {
  label: string;
  keywords?: readonly string[];
  /** The provider matched the row itself (a server search): kept even when no text here matches. */
  preMatched?: boolean;
};

/**
 * Score tiers. Anything on the label beats any keyword, and any keyword beats an abbreviation of
 * the label: a reader who typed a keyword meant it, an abbreviation is a guess.
 */
export const MATCH_SCORE = {
  labelExact: 100,
  labelPrefix: 90,
  labelWord: 80,
  labelInside: 70,
  labelAllWords: 65,
  keywordExact: 60,
  keywordPrefix: 55,
  keywordWord: 50,
  keywordInside: 45,
  preMatched: 40,
  abbreviation: 30,
} as const;

/**
 * Shorter queries only match where a word starts: "ip" inside "membership" or "recipient" is
 * noise, while "word" inside "password" is what the reader meant.
 */
const MIN_INSIDE_WORD_QUERY = 3;

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Scripts written without spaces: each character starts a word of its own. */
const IDEOGRAPH = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Lower case, one code unit for one: spans found in the folded text then point at the same places
 * in the original.
 */
function fold(text: string): string {
  let folded = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    folded += lower.length === char.length ? lower : char;
  }
  return folded;
}

/** The query as typed with full-width letters (a Chinese input method's) made plain. */
export function normalizeQuery(query: string): string {
  return fold(query.normalize('NFKC').trim().replace(/\s+/g, ' '));
}

function isWordStart(text: string, index: number): boolean {
  const char = text[index] ?? '';
  if (index === 0 || IDEOGRAPH.test(char)) return true;
  const before = text[index - 1] ?? '';
  if (!WORD_CHAR.test(before)) return WORD_CHAR.test(char);
  if (IDEOGRAPH.test(before)) return true;
  // camelCase and letter-digit changes start a word too (e.g. "IPv4", "TRON钱包").
  const isUpper = (c: string) => c !== c.toLowerCase();
  return (isUpper(char) && !isUpper(before)) || /\d/.test(char) !== /\d/.test(before);
}

type TextHit = { kind: 'exact' | 'prefix' | 'word' | 'inside' | 'all_words'; spans: TextSpan[] };

/** The best plain (non-abbreviated) match of the query in one text. */
function findInText(query: string, text: string): TextHit | undefined {
  const folded = fold(text);
  if (folded === query) return { kind: 'exact', spans: [[0, text.length]] };
  let inside: number | undefined;
  for (let at = folded.indexOf(query); at >= 0; at = folded.indexOf(query, at + 1)) {
    const spans: TextSpan[] = [[at, at + query.length]];
    if (at === 0) return { kind: 'prefix', spans };
    if (isWordStart(text, at)) return { kind: 'word', spans };
    inside ??= at;
  }
  if (inside !== undefined && query.length >= MIN_INSIDE_WORD_QUERY) {
    return { kind: 'inside', spans: [[inside, inside + query.length]] };
  }
  const words = query.split(' ');
  if (words.length > 1) {
    const spans: TextSpan[] = [];
    for (const word of words) {
      const hit = findInText(word, text);
      if (!hit || hit.kind === 'all_words') return undefined;
      spans.push(...hit.spans);
    }
    return { kind: 'all_words', spans: spans.sort((a, b) => a[0] - b[0]) };
  }
  return undefined;
}

/**
 * The query as an abbreviation of the text: every character in order, and every run of
 * consecutive characters starting a word ("dm" → "Domain monitor", "活列" → "活码列表"). Scattered
 * letters inside words ("ip" in "sHIPping") are not a match. Answers the runs, fewest first.
 */
function findAbbreviation(query: string, text: string): TextSpan[] | undefined {
  const folded = fold(text);
  const compact = query.replaceAll(' ', '');
  if (compact.length < 2) return undefined;
  const best = new Map<string, TextSpan[] | null>();
  // Depth-first over where each run may start, remembering dead ends; texts are menu titles.
  const search = (from: number, position: number): TextSpan[] | null => {
    if (from === compact.length) return [];
    const key = `${from}:${position}`;
    const known = best.get(key);
    if (known !== undefined) return known;
    let found: TextSpan[] | null = null;
    for (let start = position; start < folded.length; start++) {
      if (folded[start] !== compact[from] || !isWordStart(text, start)) continue;
      // Longest run first: fewer runs read as a better abbreviation.
      let length = 1;
      while (from + length < compact.length && folded[start + length] === compact[from + length]) length++;
      for (; length >= 1; length--) {
        const rest = search(from + length, start + length);
        if (rest && (!found || rest.length + 1 < found.length)) found = [[start, start + length], ...rest];
      }
    }
    best.set(key, found);
    return found;
  };
  return search(0, 0) ?? undefined;
}

const LABEL_SCORES = {
  exact: MATCH_SCORE.labelExact,
  prefix: MATCH_SCORE.labelPrefix,
  word: MATCH_SCORE.labelWord,
  inside: MATCH_SCORE.labelInside,
  all_words: MATCH_SCORE.labelAllWords,
} as const;

const KEYWORD_SCORES = {
  exact: MATCH_SCORE.keywordExact,
  prefix: MATCH_SCORE.keywordPrefix,
  word: MATCH_SCORE.keywordWord,
  inside: MATCH_SCORE.keywordInside,
  all_words: MATCH_SCORE.keywordInside,
} as const;

/**
 * How one row matches the query, or `undefined` when it does not. An empty query matches every
 * row equally, so the rows keep their own order.
 */
export function matchPaletteEntry(rawQuery: string, entry: Matchable): PaletteMatch | undefined {
  const query = normalizeQuery(rawQuery);
  if (query === '') return { score: 0, field: 'label', spans: [] };
  const onLabel = findInText(query, entry.label);
  if (onLabel) return { score: LABEL_SCORES[onLabel.kind], field: 'label', spans: onLabel.spans };
  let onKeyword: PaletteMatch | undefined;
  for (const keyword of entry.keywords ?? []) {
    const hit = findInText(query, keyword);
    if (hit && (!onKeyword || KEYWORD_SCORES[hit.kind] > onKeyword.score)) {
      onKeyword = { score: KEYWORD_SCORES[hit.kind], field: 'keyword', keyword, spans: hit.spans };
    }
  }
  if (onKeyword) return onKeyword;
  if (entry.preMatched) return { score: MATCH_SCORE.preMatched, field: 'label', spans: [] };
  const abbreviation = findAbbreviation(query, entry.label);
  if (abbreviation) {
    // Fewer runs rank higher, but never up to a keyword's tier.
    const score = MATCH_SCORE.abbreviation - Math.min(abbreviation.length, 9);
    return { score, field: 'label', spans: abbreviation };
  }
  return undefined;
}

/** A row with how it matched. */
export type RankedEntry<Entry> = { entry: Entry; match: PaletteMatch };

function firstSpanStart(match: PaletteMatch): number {
  return match.spans[0]?.[0] ?? 0;
}

/**
 * The rows that match, best first: by score, then the earlier match, then the shorter label (the
 * closer fit), then their own order. An empty query keeps every row in its own order.
 */
export function rankPaletteEntries<Entry extends Matchable>(
  query: string,
  entries: readonly Entry[],
): RankedEntry<Entry>[] {
  if (normalizeQuery(query) === '') {
    return entries.map((entry) => ({ entry, match: { score: 0, field: 'label', spans: [] } }));
  }
  const ranked: (RankedEntry<Entry> & { order: number })[] = [];
  entries.forEach((entry, order) => {
    const match = matchPaletteEntry(query, entry);
    if (match) ranked.push({ entry, match, order });
  });
  ranked.sort(
    (a, b) =>
      b.match.score - a.match.score ||
      firstSpanStart(a.match) - firstSpanStart(b.match) ||
      a.entry.label.length - b.entry.label.length ||
      a.order - b.order,
  );
  return ranked.map(({ entry, match }) => ({ entry, match }));
}

/** A heading of the palette and its rows. */
export type PaletteGroupInput<Entry> = { id: string; entries: readonly Entry[] };
export type RankedGroup<Entry> = { id: string; entries: RankedEntry<Entry>[] };

/**
 * Each group's matching rows, best first, and the groups ordered by their best row (ties keep the
 * groups' own order); groups without a match are left out. The first row of the first group is
 * the one Enter runs.
 */
export function rankPaletteGroups<Entry extends Matchable>(
  query: string,
  groups: readonly PaletteGroupInput<Entry>[],
): RankedGroup<Entry>[] {
  return groups
    .map((group) => ({ id: group.id, entries: rankPaletteEntries(query, group.entries) }))
    .filter((group) => group.entries.length > 0)
    .sort((a, b) => (b.entries[0]?.match.score ?? 0) - (a.entries[0]?.match.score ?? 0));
}

/** Splits a catalogue's keyword list ("IP, 黑名单、封禁") into its keywords. */
export function splitKeywords(list: string): string[] {
  return list
    .split(/[,，、;；]/)
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
}

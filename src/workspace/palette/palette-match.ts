/** A half-open span `[start, end)` of a text: the part a query matched, to be highlighted. */
export type TextSpan = readonly [start: number, end: number];

/** How a palette row matched the query, and how well. */
export type PaletteMatch = {
  /** Higher ranks first; see the tiers below. */
  score: number;
  /**
   * What matched: the label, a keyword, another name of the row (`alias`), or the pinyin of a
   * Chinese title (`pinyin`). The row says which when it is not the label.
   */
  field: 'label' | 'keyword' | 'alias' | 'pinyin';
  /** The keyword that matched, when `field` is `keyword`. */
  keyword?: string;
  /**
   * The other name that matched (field `alias`, or `pinyin` read from a title other than the
   * label): a reader who typed an English title in Chinese sees why the row is there.
   */
  alias?: string;
  /** Where in the label (or the keyword, or the alias) the query matched. */
  spans: readonly TextSpan[];
};

/** What the scorer reads of a row: the label and keywords the viewer sees, in their language. */
export type Matchable = {
  label: string;
  keywords?: readonly string[];
  /**
   * Other names of the row in any language (a page's English and Chinese titles, its id): what a
   * reader knows the console by does not change when they switch its language.
   */
  aliases?: readonly string[];
  /** Chinese titles of the row as pinyin, so a reader can type them without an input method. */
  readings?: readonly PinyinReading[];
  /** The provider matched the row itself (a server search): kept even when no text here matches. */
  preMatched?: boolean;
};

/**
 * A Chinese text as a reader types it in pinyin, worked out once per text (`toPinyinReading`):
 * the conversion is slow next to a keystroke, comparing with these keys is not.
 */
export type PinyinReading = {
  /** The text read; spans of a match point into it. */
  text: string;
  /** Toneless syllables in order, lower case; a run of Latin letters or digits ("IP") is one. */
  syllables: readonly string[];
  /** Where each syllable's characters stand in `text`. */
  spans: readonly TextSpan[];
  /** The syllables run together ("tixianshenhe"). */
  full: string;
  /** Where each syllable starts in `full`. */
  starts: readonly number[];
  /** Each syllable's first letter ("txsh"). */
  initials: string;
};

/**
 * Score tiers. Anything on the label beats any keyword, and any keyword beats an abbreviation of
 * the label: a reader who typed a keyword meant it, an abbreviation is a guess. Another name of
 * the row (its title in another language, its id) comes after the keywords: it is exact, but not
 * what the screen says. Pinyin of the label sits between a server's own match and an
 * abbreviation; pinyin of a title in another language comes last, below an abbreviation of what
 * the reader sees.
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
  aliasExact: 44,
  aliasPrefix: 43,
  aliasWord: 42,
  aliasInside: 41,
  preMatched: 40,
  pinyinExact: 39,
  pinyinPrefix: 37,
  pinyinWord: 35,
  pinyinMixed: 33,
  abbreviation: 30,
  aliasPinyinExact: 20,
  aliasPinyinPrefix: 19,
  aliasPinyinWord: 18,
  aliasPinyinMixed: 17,
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
 * in the original. An underscore reads as a space, so "qr code" finds the page id `qr_code_list`.
 */
function fold(text: string): string {
  let folded = '';
  for (const char of text) {
    const lower = char === '_' ? ' ' : char.toLowerCase();
    folded += lower.length === char.length ? lower : char;
  }
  return folded;
}

/** The query as typed with full-width letters (a Chinese input method's) made plain. */
export function normalizeQuery(query: string): string {
  return fold(
    query
      .normalize('NFKC')
      .replace(/[\s_]+/g, ' ')
      .trim(),
  );
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

const HAN = /\p{Script=Han}/u;

/**
 * The pinyin reading of a text from its syllables, one per character as pinyin-pro gives them
 * (`pinyin(text, { toneType: 'none', type: 'array', v: true })`, which passes other characters
 * through).
 * A text without Chinese characters has no reading: its letters are matched as they are.
 */
export function toPinyinReading(text: string, perCharacter: readonly string[]): PinyinReading | undefined {
  const chars = [...text];
  if (chars.length !== perCharacter.length || !chars.some((char) => HAN.test(char))) return undefined;
  const syllables: string[] = [];
  const spans: TextSpan[] = [];
  let at = 0;
  let inWord = false;
  chars.forEach((char, index) => {
    const end = at + char.length;
    if (HAN.test(char)) {
      const sound = fold(perCharacter[index] ?? '').replace(/[^a-z]/g, '');
      if (sound !== '') {
        syllables.push(sound);
        spans.push([at, end]);
      }
      inWord = false;
    } else if (WORD_CHAR.test(char)) {
      const letter = fold(char);
      const last = spans.length - 1;
      // Latin letters and digits run on into one syllable: "IP" is typed "ip", not "i p".
      if (inWord && last >= 0) {
        syllables[last] += letter;
        spans[last] = [spans[last]?.[0] ?? at, end];
      } else {
        syllables.push(letter);
        spans.push([at, end]);
      }
      inWord = true;
    } else {
      inWord = false;
    }
    at = end;
  });
  const starts: number[] = [];
  let full = '';
  for (const syllable of syllables) {
    starts.push(full.length);
    full += syllable;
  }
  return {
    text,
    syllables,
    spans,
    full,
    starts,
    initials: syllables.map((syllable) => syllable[0]).join(''),
  };
}

/** The characters of syllables `from` up to `to`, touching ones joined into one span. */
function syllableSpans(reading: PinyinReading, from: number, to: number): TextSpan[] {
  const spans: TextSpan[] = [];
  for (const span of reading.spans.slice(from, to)) {
    const last = spans[spans.length - 1];
    if (last && last[1] === span[0]) spans[spans.length - 1] = [last[0], span[1]];
    else spans.push(span);
  }
  return spans;
}

/**
 * How many syllables from `from` the query spells when each gives a beginning of itself, one
 * letter or all ("tixsh", "tixianshenhe", "txsh"); answers the syllable after the last one used.
 */
function spellSyllables(query: string, reading: PinyinReading, from: number): number | undefined {
  const dead = new Set<string>();
  const spell = (syllable: number, position: number): number | undefined => {
    if (position === query.length) return syllable;
    const sound = reading.syllables[syllable];
    const key = `${syllable}:${position}`;
    if (sound === undefined || dead.has(key)) return undefined;
    for (let length = Math.min(sound.length, query.length - position); length >= 1; length--) {
      if (!query.startsWith(sound.slice(0, length), position)) continue;
      const end = spell(syllable + 1, position + length);
      if (end !== undefined) return end;
    }
    dead.add(key);
    return undefined;
  };
  return spell(from, 0);
}

type ReadingHit = { kind: 'exact' | 'prefix' | 'word' | 'mixed'; spans: TextSpan[] };

/**
 * The query (letters only, spaces dropped: "ti xian") as pinyin of a reading: all of it, its full
 * syllables or their initials from the first syllable or, with a longer query, from a later one,
 * or (`mixed`) a mix of whole syllables and initials. The spans mark the characters the query
 * spelled.
 */
function findInReading(query: string, reading: PinyinReading, mixed: boolean): ReadingHit | undefined {
  const compact = query.replaceAll(' ', '');
  if (compact.length < 2 || !/^[a-z0-9]+$/.test(compact)) return undefined;
  const count = reading.syllables.length;
  if (compact === reading.full || compact === reading.initials) {
    return { kind: 'exact', spans: syllableSpans(reading, 0, count) };
  }
  let spelled: ReadingHit | undefined;
  for (let from = 0; from < count; from++) {
    // Like a word inside a title, a match from a later syllable needs a longer query.
    if (from > 0 && compact.length < MIN_INSIDE_WORD_QUERY) break;
    const kind = from === 0 ? 'prefix' : 'word';
    const start = reading.starts[from] ?? 0;
    if (reading.full.startsWith(compact, start)) {
      let to = from + 1;
      while (to < count && (reading.starts[to] ?? 0) < start + compact.length) to++;
      return { kind, spans: syllableSpans(reading, from, to) };
    }
    if (reading.initials.startsWith(compact, from)) {
      return { kind, spans: syllableSpans(reading, from, from + compact.length) };
    }
    if (mixed && !spelled) {
      const to = spellSyllables(compact, reading, from);
      if (to !== undefined) spelled = { kind: 'mixed', spans: syllableSpans(reading, from, to) };
    }
  }
  return spelled;
}

const LABEL_READING_SCORES = {
  exact: MATCH_SCORE.pinyinExact,
  prefix: MATCH_SCORE.pinyinPrefix,
  word: MATCH_SCORE.pinyinWord,
  mixed: MATCH_SCORE.pinyinMixed,
} as const;

const ALIAS_READING_SCORES = {
  exact: MATCH_SCORE.aliasPinyinExact,
  prefix: MATCH_SCORE.aliasPinyinPrefix,
  word: MATCH_SCORE.aliasPinyinWord,
  mixed: MATCH_SCORE.aliasPinyinMixed,
} as const;

/**
 * The best pinyin match among the row's readings, the label's own reading counting first. Only
 * the label's reading is spelled mixed: against a title in another language, English words find
 * too much that way ("list" spells 历(li)史(s)统(t)计).
 */
function matchReadings(query: string, entry: Matchable): PaletteMatch | undefined {
  let best: PaletteMatch | undefined;
  for (const reading of entry.readings ?? []) {
    const onLabel = reading.text === entry.label;
    const hit = findInReading(query, reading, onLabel);
    if (!hit) continue;
    const score = (onLabel ? LABEL_READING_SCORES : ALIAS_READING_SCORES)[hit.kind];
    if (best && best.score >= score) continue;
    best = onLabel
      ? { score, field: 'pinyin', spans: hit.spans }
      : { score, field: 'pinyin', alias: reading.text, spans: hit.spans };
  }
  return best;
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

const ALIAS_SCORES = {
  exact: MATCH_SCORE.aliasExact,
  prefix: MATCH_SCORE.aliasPrefix,
  word: MATCH_SCORE.aliasWord,
  inside: MATCH_SCORE.aliasInside,
  all_words: MATCH_SCORE.aliasInside,
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
  let onAlias: PaletteMatch | undefined;
  for (const alias of entry.aliases ?? []) {
    const hit = findInText(query, alias);
    if (hit && (!onAlias || ALIAS_SCORES[hit.kind] > onAlias.score)) {
      onAlias = { score: ALIAS_SCORES[hit.kind], field: 'alias', alias, spans: hit.spans };
    }
  }
  if (onAlias) return onAlias;
  if (entry.preMatched) return { score: MATCH_SCORE.preMatched, field: 'label', spans: [] };
  const onReading = matchReadings(query, entry);
  if (onReading && onReading.score > MATCH_SCORE.abbreviation) return onReading;
  const abbreviation = findAbbreviation(query, entry.label);
  if (abbreviation) {
    // Fewer runs rank higher, but never up to a keyword's tier.
    const score = MATCH_SCORE.abbreviation - Math.min(abbreviation.length, 9);
    return { score, field: 'label', spans: abbreviation };
  }
  return onReading;
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

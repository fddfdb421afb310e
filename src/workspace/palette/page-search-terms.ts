import type { Matchable } from './palette-match';
import type { PinyinReader } from './pinyin-reader';

/** A page's title as the reader sees it and, where those messages are here, in English and Chinese. */
export type PageTitles = { shown: string; english?: string; chinese?: string };

/**
 * What finds a page besides its shown title and keywords, whatever the reader's language: its
 * English and Chinese titles, its id (`qr_code_list`, which "qr code" finds too), and the pinyin
 * of its Chinese title once `readPinyin` is here. Titles and id are what people pass on ("open
 * 提现审核", "go to user_list"), and those do not change with the console's language.
 */
export function pageSearchTerms(
  id: string,
  titles: PageTitles,
  readPinyin?: PinyinReader,
): Required<Pick<Matchable, 'aliases' | 'readings'>> {
  const aliases = [...new Set([titles.english, titles.chinese, id])].filter(
    (name): name is string => name !== undefined && name !== '' && name !== titles.shown,
  );
  const reading = titles.chinese ? readPinyin?.(titles.chinese) : undefined;
  return { aliases, readings: reading ? [reading] : [] };
}

import { atom, useAtomValue } from 'jotai';
import type { pinyin as toPinyin } from 'pinyin-pro';
import { useEffect } from 'react';
import { appStore } from '../../core/store';
import { type PinyinReading, toPinyinReading } from './palette-match';

/** A text's pinyin reading, or `undefined` for a text without Chinese characters. */
export type PinyinReader = (text: string) => PinyinReading | undefined;

/**
 * A reader that converts each text once: titles are read again every time the palette opens or
 * the language changes, and pinyin-pro's conversion costs far more than a comparison.
 */
export function pinyinReader(pinyin: typeof toPinyin): PinyinReader {
  const known = new Map<string, PinyinReading | null>();
  return (text) => {
    let reading = known.get(text);
    if (reading === undefined) {
      // `v: true` spells ü as v ("lv"), the way pinyin input methods have readers type it.
      const perCharacter = pinyin(text, { toneType: 'none', type: 'array', v: true });
      reading = toPinyinReading(text, perCharacter) ?? null;
      known.set(text, reading);
    }
    return reading ?? undefined;
  };
}

/** Held in an object: jotai would call a function stored as the value itself. */
const readerAtom = atom<{ read: PinyinReader } | undefined>(undefined);

let loading: Promise<void> | undefined;

/**
 * Fetches pinyin-pro once. Its dictionary outweighs the rest of the palette, so it stays out of
 * the workspace's first load; a failed fetch is tried again the next time the palette opens.
 */
export function loadPinyin(): Promise<void> {
  loading ??= import('pinyin-pro').then(
    ({ pinyin }) => appStore.set(readerAtom, { read: pinyinReader(pinyin) }),
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/**
 * The pinyin reader, fetching pinyin-pro on first use. Until it is here the answer is
 * `undefined` and the palette matches without pinyin; its arrival renders the caller again.
 */
export function usePinyinReader(): PinyinReader | undefined {
  const reader = useAtomValue(readerAtom);
  useEffect(() => {
    void loadPinyin();
  }, []);
  return reader?.read;
}

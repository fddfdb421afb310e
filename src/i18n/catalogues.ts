import type { Locale } from '../../contract/enums';
import enUS from './en-US.json' with { type: 'json' };
import swKE from './sw-KE.json' with { type: 'json' };
import zhCN from './zh-CN.json' with { type: 'json' };

export type Catalogue = Record<string, string>;
export type MessageKey = keyof typeof zhCN;

/** The three catalogues; zh-CN is the reference that the parity test holds the others to. */
export const catalogues: Record<Locale, Catalogue> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'sw-KE': swKE,
};

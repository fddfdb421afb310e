import { DEFAULT_LOCALE, type Locale } from '../../contract/enums';
import { translate } from '../i18n';

/** A catalogue key whose own values are filled in the reader's language too. */
export type NoticeRef = { key: string; values?: NoticeParams };
/** Several keys read as one value, joined by the catalogue's separator (a domain's problems). */
export type NoticeList = { all: NoticeRef[]; separator: string };
/** A value of an automatic message: plain text and numbers are shown as they are. */
export type NoticeParam = string | number | NoticeRef | NoticeList;
export type NoticeParams = Record<string, NoticeParam>;

/**
 * An automatic site message as it is stored: keys and values rather than text, so every reader
 * gets it in their own language, whenever they read it.
 */
export type Notice = { titleKey: string; contentKey: string; params: NoticeParams };

/** The text of a site message. */
export type MessageText = { title: string; content: string };

/** What a stored message row holds; the keys are null for a message a person wrote. */
export type StoredMessage = MessageText & {
  titleKey: string | null;
  contentKey: string | null;
  params: unknown;
};

/** `notice.code_exhausted` → its `.title` and `.content` keys, the usual shape of a notice. */
export function noticeOf(key: string, params: NoticeParams): Notice {
  return { titleKey: `${key}.title`, contentKey: `${key}.content`, params };
}

/** One value of a notice in one language. */
export function renderParam(locale: Locale, param: NoticeParam): string | number {
  if (typeof param !== 'object' || param === null) return param;
  if ('all' in param)
    return param.all.map((ref) => renderParam(locale, ref)).join(translate(locale, param.separator));
  return translate(locale, param.key, param.values && renderParams(locale, param.values));
}

/** The values of a notice as text in one language, ready for `translate`. */
export function renderParams(locale: Locale, params: NoticeParams): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, renderParam(locale, value)]),
  );
}

/** A notice in one language: for a reader, a Telegram chat or a toast. */
export function renderNotice(locale: Locale, notice: Notice): MessageText {
  const values = renderParams(locale, notice.params);
  return {
    title: translate(locale, notice.titleKey, values),
    content: translate(locale, notice.contentKey, values),
  };
}

/**
 * A stored message for one reader: an automatic one in the reader's language, one a person wrote
 * exactly as written. A row from before messages had keys has none, and keeps its stored text.
 */
export function messageTextFor(locale: Locale, row: StoredMessage): MessageText {
  if (row.titleKey === null || row.contentKey === null) return { title: row.title, content: row.content };
  return renderNotice(locale, {
    titleKey: row.titleKey,
    contentKey: row.contentKey,
    params: (row.params ?? {}) as NoticeParams,
  });
}

/**
 * The columns an automatic message is stored with: its keys and values, and its text in the
 * platform's language for anything that reads the text columns directly.
 */
export function noticeColumns(notice: Notice) {
  return {
    ...renderNotice(DEFAULT_LOCALE, notice),
    titleKey: notice.titleKey,
    contentKey: notice.contentKey,
    params: notice.params,
  };
}

import { LOCALES, type Locale } from '../../contract/enums';
import { type Notice, renderNotice } from '../messages/notice';

/**
 * The text of what the bot sends. Messages go out as plain text — `sendMessage` without a
 * `parse_mode` — so nothing in them is markup: stored text (a code's name, a URL, a reason) reaches
 * the chat exactly as written and needs no escaping, and no text can add a link or a mention
 * Telegram would format.
 */

/** A Telegram language code as one of ours; English for languages we do not have. */
export function localeOfTelegram(languageCode: string): Locale {
  const language = languageCode.split('-')[0]?.toLowerCase() ?? '';
  return LOCALES.find((locale) => locale.split('-')[0] === language) ?? 'en-US';
}

/** Telegram refuses a longer message for good (`sendMessage`: 1–4096 characters). */
export const MAX_MESSAGE_LENGTH = 4096;
const ELLIPSIS = '…';
/** A family emoji takes 11 code units, a flag 4; anything far longer is marks stacked for effect. */
const LONGEST_KEPT_WHOLE = 32;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A notice as a message in the chat's language: its title on the first line, then its content. */
export function noticeMessage(languageCode: string, notice: Notice): string {
  const text = renderNotice(localeOfTelegram(languageCode), notice);
  return `${text.title}\n${text.content}`;
}

/**
 * The text cut to what Telegram takes, ending in an ellipsis: a long stored name or URL would
 * otherwise have the message refused, never delivered. Lengths count UTF-16 code units, never
 * fewer than Telegram's own count. The cut falls between two characters as a reader sees them, so
 * an emoji or a flag is not split; a "character" of stacked combining marks longer than
 * `LONGEST_KEPT_WHOLE` is cut between two of its code points instead of being dropped whole.
 */
export function fitMessage(text: string): string {
  if (text.length <= MAX_MESSAGE_LENGTH) return text;
  const room = MAX_MESSAGE_LENGTH - ELLIPSIS.length;
  // The character holding the first code unit that does not fit: what precedes it is kept whole.
  // (`containing` looks around that point only; walking every character from the start costs
  // milliseconds per message.)
  let end = graphemes.segment(text).containing(room)?.index ?? room;
  if (room - end > LONGEST_KEPT_WHOLE) end = isHighSurrogate(text.charCodeAt(room - 1)) ? room - 1 : room;
  return `${text.slice(0, end)}${ELLIPSIS}`;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

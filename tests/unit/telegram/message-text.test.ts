import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStorableText } from '../../../contract/text';
import { type Notice, noticeOf } from '../../../server/messages/notice';
import { createTelegramClient } from '../../../server/telegram/client';
import { fitMessage, MAX_MESSAGE_LENGTH, noticeMessage } from '../../../server/telegram/message-text';
import { type FakeTelegram, startFakeTelegram } from '../../fakes/telegram/fake-telegram';
import { storableText } from '../../support/hostile-text';

/** Stands where stored text goes; no catalogue text holds a private-use character. */
const SLOT = '\ue000';
const LANGUAGES = ['en', 'zh-hans', 'sw', ''];

/** The notices the platform sends to Telegram, with stored text in every value a user wrote. */
const NOTICES: Record<string, (text: string) => Notice> = {
  'abuse report': (text) => ({
    titleKey: 'abuse_report.notice_title',
    contentKey: 'abuse_report.notice_content',
    params: { name: text, file_name: text, category: { key: 'enum.AbuseReportCategory.phishing' }, id: 7 },
  }),
  'paused destination': (text) =>
    noticeOf('notice.destination_paused', {
      code: text,
      url: text,
      reason: { key: 'screening.reason_provider', values: { provider: text, reason: text } },
    }),
  'domain status': (text) =>
    noticeOf('notice.domain_flagged', { host: text, reason: { key: 'monitor.no_problem' } }),
  'rejected withdrawal': (text) =>
    noticeOf('notice.withdrawal_rejected', { id: 3, amount: '5', reason: text, tx: '' }),
};

/**
 * The character (grapheme cluster) holding code unit `at`, found by walking every character from
 * `from` — a point known to start one — rather than by the shortcut the code under test takes.
 */
function characterAround(text: string, at: number, from: number): { start: number; end: number } {
  let start = from;
  for (const segment of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(
    text.slice(from),
  )) {
    if (from + segment.index > at) return { start, end: from + segment.index };
    start = from + segment.index;
  }
  return { start, end: text.length };
}

describe('a Telegram message built from stored text', () => {
  test.prop([storableText, fc.constantFrom(...Object.keys(NOTICES)), fc.constantFrom(...LANGUAGES)])(
    'holds the text exactly as stored where the template puts it, and nothing else changes',
    (text, kind, language) => {
      const build = NOTICES[kind] as (text: string) => Notice;
      const template = noticeMessage(language, build(SLOT));
      expect(template).toContain(SLOT);
      expect(noticeMessage(language, build(text))).toBe(template.split(SLOT).join(text));
    },
  );
});

/**
 * Text just over the limit: plain letters, then characters of several code units where the cut
 * lands. A character starts between two letters whatever follows, so `from`, such a point before
 * the cut, is where a walk over the characters may start.
 */
const overLimit = fc
  .tuple(
    fc.integer({ min: MAX_MESSAGE_LENGTH - 40, max: MAX_MESSAGE_LENGTH + 10 }),
    fc.oneof(
      fc
        .constantFrom('x', '😀', '👩‍👩‍👧', '🇺🇸', 'e\u0301', '二', '\u{1d167}', '\r\n')
        .map((unit) => unit.repeat(40)),
      fc.string({ unit: 'grapheme', minLength: 40, maxLength: 80 }),
    ),
    storableText,
  )
  .map(([lead, middle, tail]) => ({
    text: `${'a'.repeat(lead)}${middle}${tail}`,
    from: Math.min(lead, MAX_MESSAGE_LENGTH - 40) - 1,
  }))
  .filter(({ text }) => text.length > MAX_MESSAGE_LENGTH);

describe('fitting a message to Telegram', () => {
  test.prop([storableText])('leaves a message within the limit as it is', (text) => {
    expect(fitMessage(text)).toBe(text);
  });

  test.prop([overLimit])(
    'cuts a longer one between two characters, within the limit, with an ellipsis',
    ({ text, from }) => {
      const fitted = fitMessage(text);
      expect(fitted.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
      expect(fitted.endsWith('…')).toBe(true);
      const kept = fitted.slice(0, -1);
      expect(text.startsWith(kept)).toBe(true);
      // Between two characters, unless the one there is marks stacked far past any real character.
      const around = characterAround(text, kept.length, from);
      if (around.start !== kept.length) expect(around.end - around.start).toBeGreaterThan(32);
      expect(kept.length).toBeGreaterThan(MAX_MESSAGE_LENGTH - 40);
      if (isStorableText(text)) expect(isStorableText(fitted)).toBe(true);
    },
  );

  it.each([
    ['combining marks', `a${'\u0301'.repeat(6000)}`],
    ['combining marks outside the BMP', `a${'\u{1d167}'.repeat(3000)}`],
  ])('cuts one endless character of %s between code points', (_name, text) => {
    const fitted = fitMessage(text);
    expect(fitted.length).toBeGreaterThan(MAX_MESSAGE_LENGTH - 3);
    expect(fitted.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    expect(isStorableText(fitted)).toBe(true);
  });
});

describe('sending to Telegram', () => {
  let fake: FakeTelegram;
  beforeAll(async () => {
    fake = await startFakeTelegram();
  });
  afterAll(() => fake.close());

  test.prop(
    [
      fc.oneof(
        storableText,
        storableText.map((text) => `${text}${'名'.repeat(5000)}`),
      ),
      fc.constantFrom(...Object.keys(NOTICES)),
    ],
    { numRuns: 15 },
  )('sends plain text, never with a parse mode, and a long one still goes out', async (text, kind) => {
    const client = createTelegramClient(fake.token, fake.url, 0);
    const message = noticeMessage('en', (NOTICES[kind] as (text: string) => Notice)(text));
    await client.send('42', message);
    const sent = fake.sent.at(-1);
    expect(sent?.parse_mode).toBeUndefined();
    expect(sent?.text).toBe(fitMessage(message));
  });
});

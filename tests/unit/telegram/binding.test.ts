import { describe, expect, it } from 'vitest';
import { codeInMessage } from '../../../server/telegram/binding';
import { localeOfTelegram } from '../../../server/telegram/message-text';
import { retryDelayMs } from '../../../server/telegram/outbox';

describe('binding codes in messages to the bot', () => {
  it('reads the code from the deep link or typed alone, in any case', () => {
    expect(codeInMessage('/start ABCD2345')).toBe('ABCD2345');
    expect(codeInMessage('  abcd2345 ')).toBe('ABCD2345');
    expect(codeInMessage('/start')).toBeNull();
    expect(codeInMessage('hello there')).toBeNull();
    expect(codeInMessage('ABCD23456')).toBeNull();
  });

  it('answers in the user’s Telegram language, English for one we do not have', () => {
    expect(localeOfTelegram('zh-hans')).toBe('zh-CN');
    expect(localeOfTelegram('sw')).toBe('sw-KE');
    expect(localeOfTelegram('en')).toBe('en-US');
    expect(localeOfTelegram('fr')).toBe('en-US');
    expect(localeOfTelegram('')).toBe('en-US');
  });
});

describe('retrying Telegram', () => {
  it('waits 30 s, then twice as long each time, at most an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});

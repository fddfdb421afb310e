import { describe, expect, it } from 'vitest';
import { consoleLogger } from '../../../server/http/console-logger';

describe('consoleLogger', () => {
  it('keeps JSON lines when stdout is a pipe or a file', () => {
    expect(consoleLogger('info', { isTTY: false })).toEqual({ level: 'info' });
    expect(consoleLogger('warn', {})).toEqual({ level: 'warn' });
  });

  it('formats readable lines for a terminal', () => {
    const options = consoleLogger('debug', { isTTY: true });
    expect(options.level).toBe('debug');
    expect(typeof options.stream?.write).toBe('function');
  });

  it('formats nothing when nothing is logged', () => {
    expect(consoleLogger('silent', { isTTY: true })).toEqual({ level: 'silent' });
  });
});

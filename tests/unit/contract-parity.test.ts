import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '../../contract/call';
import { calls } from '../../contract/calls';
import { handlers } from '../../server/calls';
import { checkParity } from '../../server/http/handlers';

const spec = call({
  summary: 's',
  effect: 'read',
  access: 'public',
  input: z.object({}),
  output: z.object({}),
});
const handler = async () => ({});

describe('call table and handlers', () => {
  it('match for the real table', () => {
    expect(() => checkParity(calls, handlers)).not.toThrow();
  });

  it('fail when a call has no handler', () => {
    expect(() => checkParity({ 'a/one': spec, 'a/two': spec }, { 'a/one': handler })).toThrow(
      'calls without a handler: a/two',
    );
  });

  it('fail when a handler has no call', () => {
    expect(() => checkParity({ 'a/one': spec }, { 'a/one': handler, 'a/stray': handler })).toThrow(
      'handlers without a call: a/stray',
    );
  });

  it('give every call a path of the form module/action and a known access rule', () => {
    for (const [path, entry] of Object.entries(calls)) {
      expect(path).toMatch(/^[a-z_]+\/[a-z_]+$/);
      expect(['public', 'user', 'permission']).toContain(entry.access);
    }
  });
});

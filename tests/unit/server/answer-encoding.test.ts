import { describe, expect, it } from 'vitest';
import { chosenEncoding } from '../../../server/http/answer-compression';

describe('the encoding a call answers in', () => {
  it('prefers brotli, then gzip, and honours a refusal by quality 0', () => {
    expect(chosenEncoding('gzip, deflate, br')).toBe('br');
    expect(chosenEncoding('gzip, deflate')).toBe('gzip');
    expect(chosenEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chosenEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chosenEncoding('*')).toBe('br');
    expect(chosenEncoding('*, br;q=0')).toBe('gzip');
    expect(chosenEncoding('identity')).toBeNull();
    expect(chosenEncoding('')).toBeNull();
    expect(chosenEncoding(undefined)).toBeNull();
  });
});

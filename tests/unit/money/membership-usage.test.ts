import { describe, expect, it } from 'vitest';
import { requestIdSchema } from '../../../contract/areas/money';
import { newRequestId } from '../../../src/core/api/request-id';
import { usageOf } from '../../../src/features/membership/usage';

describe('usageOf', () => {
  it('fills a bar by the share used', () => {
    expect(usageOf(0, 300)).toEqual({ ratio: 0, intent: 'primary', full: false });
    expect(usageOf(150, 300)).toEqual({ ratio: 0.5, intent: 'primary', full: false });
  });

  it('warns from 80 % on and turns red at the limit', () => {
    expect(usageOf(237, 300).intent).toBe('primary');
    expect(usageOf(240, 300).intent).toBe('warning');
    expect(usageOf(9, 10)).toEqual({ ratio: 0.9, intent: 'warning', full: false });
    expect(usageOf(10, 10)).toEqual({ ratio: 1, intent: 'danger', full: true });
  });

  it('caps an account above its limit (a package ended) at a full red bar', () => {
    expect(usageOf(237, 10)).toEqual({ ratio: 1, intent: 'danger', full: true });
  });

  it('treats a limit of zero as full', () => {
    expect(usageOf(0, 0)).toEqual({ ratio: 1, intent: 'danger', full: true });
  });
});

describe('newRequestId', () => {
  it('makes tokens the contract accepts, a new one each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newRequestId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(requestIdSchema.safeParse(id).success).toBe(true);
  });
});

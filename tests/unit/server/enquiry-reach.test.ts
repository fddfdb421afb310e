import { describe, expect, it } from 'vitest';
import { ENQUIRY_REACH_MS, withinEnquiryReach } from '../../../server/access-log/enquiry';

describe('withinEnquiryReach', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('reaches the page’s seven days and one more for any time zone’s midnight', () => {
    expect(ENQUIRY_REACH_MS).toBe(8 * 86_400_000);
  });

  it.each([
    ['now', 0, true],
    ['seven days back', 7 * 86_400_000, true],
    ['exactly the reach', ENQUIRY_REACH_MS, true],
    ['a millisecond beyond the reach', ENQUIRY_REACH_MS + 1, false],
    ['ten days back', 10 * 86_400_000, false],
  ])('answers a start %s with %s', (_name, back, expected) => {
    expect(withinEnquiryReach(new Date(now.getTime() - back), now)).toBe(expected);
  });

  it('allows a start in the future (the range order is the schema’s check)', () => {
    expect(withinEnquiryReach(new Date(now.getTime() + 60_000), now)).toBe(true);
  });
});

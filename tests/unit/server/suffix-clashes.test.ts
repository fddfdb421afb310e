import { describe, expect, it } from 'vitest';
import { suffixClashes } from '../../../server/codes/suffixes';

const code = (id: number, fileName: string) => ({ id, fileName });

describe('suffixClashes', () => {
  it('finds nothing when the target domain holds none of the suffixes', () => {
    expect(suffixClashes([code(1, 'spring'), code(2, 'summer')], [])).toEqual([]);
    expect(suffixClashes([], [code(9, 'spring')])).toEqual([]);
  });

  it('finds a suffix another code on the target domain already has', () => {
    expect(suffixClashes([code(1, 'spring'), code(2, 'summer')], [code(9, 'spring')])).toEqual(['spring']);
  });

  it('does not count a moving code that is already on the target domain', () => {
    expect(suffixClashes([code(1, 'spring')], [code(1, 'spring')])).toEqual([]);
  });

  it('finds two moving codes that share a suffix', () => {
    expect(suffixClashes([code(1, 'twin'), code(2, 'twin'), code(3, 'solo')], [])).toEqual(['twin']);
  });

  it('finds a shared suffix even when one of the twins is already on the target domain', () => {
    expect(suffixClashes([code(1, 'twin'), code(2, 'twin')], [code(1, 'twin')])).toEqual(['twin']);
  });

  it('does not count the same code listed twice as a twin', () => {
    expect(suffixClashes([code(1, 'spring'), code(1, 'spring')], [])).toEqual([]);
  });

  it('names each clashing suffix once, sorted', () => {
    expect(
      suffixClashes(
        [code(1, 'b'), code(2, 'a'), code(3, 'a'), code(4, 'c')],
        [code(8, 'b'), code(9, 'b'), code(10, 'c')],
      ),
    ).toEqual(['a', 'b', 'c']);
  });

  it('compares suffixes exactly, as the unique index does', () => {
    expect(suffixClashes([code(1, 'Spring')], [code(9, 'spring')])).toEqual([]);
    expect(suffixClashes([code(1, 'Spring'), code(2, 'spring')], [])).toEqual([]);
  });
});

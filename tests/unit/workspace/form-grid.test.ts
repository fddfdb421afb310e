import { describe, expect, it } from 'vitest';
import { dialogWidth } from '../../../src/ui/dialog';
import { FIELD_SPAN_PC, FORM_COLUMNS, fieldSpan } from '../../../src/ui/form-grid';

describe('responsive layout rules', () => {
  it('places a form field on 6 of 24 columns on a PC and on all 24 otherwise', () => {
    expect(FORM_COLUMNS).toBe(24);
    expect(FIELD_SPAN_PC).toBe(6);
    expect(fieldSpan(false)).toBe(6);
    expect(fieldSpan(true)).toBe(24);
    expect(fieldSpan(false, true)).toBe(24);
  });

  it('makes dialogs 90% wide on a PC and 96% on a phone', () => {
    expect(dialogWidth(false)).toBe('90%');
    expect(dialogWidth(true)).toBe('96%');
  });
});

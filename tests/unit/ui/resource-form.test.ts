import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../src/core/i18n/intl';
import { NEW_KEY, saveKeySchema, urlKeyFields } from '../../../src/panels/url_key_platform/url-key-form';
import { checkForm, fieldOfIssue, nestDotted } from '../../../src/ui/resource/ResourceForm';

const intl = intlFor('en-US');

describe('dotted field names', () => {
  it('fill nested objects and leave other names as they are', () => {
    expect(nestDotted({ title: 'a', 'mapping.method': 'GET', 'mapping.ok_values': ['ok'] })).toEqual({
      title: 'a',
      mapping: { method: 'GET', ok_values: ['ok'] },
    });
  });

  it('take an issue to the longest field its path starts with', () => {
    const names = new Set(['title', 'mapping.ok_values']);
    expect(fieldOfIssue(['mapping', 'ok_values', 0], names)).toBe('mapping.ok_values');
    expect(fieldOfIssue(['title'], names)).toBe('title');
    expect(fieldOfIssue(['mapping', 'method'], names)).toBe('mapping');
  });
});

describe('the external-service key form', () => {
  const key = {
    ...NEW_KEY,
    platform: 'wx_checker',
    title: 'WeChat checker',
    url: 'https://c.example.com/?u={url}',
  };

  it('sends no mapping for a key that is not a checker', () => {
    const checked = checkForm(saveKeySchema, urlKeyFields, key, intl);
    expect(checked).toMatchObject({ ok: true, input: { platform: 'wx_checker', mapping: null } });
  });

  it('puts a checker’s missing values on their own fields', () => {
    const checked = checkForm(saveKeySchema, urlKeyFields, { ...key, checker: true }, intl);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual([
      'mapping.flagged_values',
      'mapping.ok_values',
      'mapping.verdict_path',
    ]);
  });

  it('sends a GET checker’s mapping with an empty body', () => {
    const checked = checkForm(
      saveKeySchema,
      urlKeyFields,
      {
        ...key,
        checker: true,
        'mapping.verdict_path': 'data.status',
        'mapping.flagged_values': ['blocked'],
        'mapping.ok_values': ['ok'],
      },
      intl,
    );
    expect(checked).toMatchObject({
      ok: true,
      input: {
        mapping: {
          method: 'GET',
          body: '',
          verdict_path: 'data.status',
          flagged_values: ['blocked'],
          ok_values: ['ok'],
          reason_path: '',
        },
      },
    });
  });
});

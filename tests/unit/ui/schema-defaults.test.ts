import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract/calls';
import { schemaDefaults } from '../../../src/ui/resource/ResourceForm';

describe("a new record's starting values", () => {
  it('are the defaults the add call declares, without the fields that have none', () => {
    const defaults = schemaDefaults(calls['mall_category_list/add'].input);
    expect(defaults).toEqual({ parent_id: 0, icon: '', show_status: 1, sort: 0 });
  });

  it('fill a translation with every language blank', () => {
    expect(schemaDefaults(calls['mall_brand_list/add'].input)).toEqual({
      translations: { 'zh-CN': '', 'en-US': '', 'sw-KE': '' },
      sort: 0,
    });
  });
});

// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RawIntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls } from '../../../contract/calls';
import { intlFor } from '../../../src/core/i18n/intl';
import { mallProductResource } from '../../../src/panels/mall_product_list/mall-product-resource';
import { ResourceForm, schemaDefaults } from '../../../src/ui/resource/ResourceForm';

vi.mock('../../../src/core/api/api', () => ({
  api: {
    call: async (path: string) =>
      path === 'mall_category_list/inquire'
        ? {
            list: [{ id: 7, depth: 0, title: { 'zh-CN': '配件', 'en-US': 'Accessories', 'sw-KE': '' } }],
            total: 1,
          }
        : { list: [], total: 0 },
  },
  errorMessage: (error: unknown) => String(error),
  fieldErrors: () => ({}),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const form = mallProductResource.form;
if (!form) throw new Error('the product page describes a form');
const schema = calls['mall_product_list/add'].input;
let root: Root;
let submit: ReturnType<typeof vi.fn<(values: unknown) => Promise<unknown>>>;

const byName = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);
const button = (text: string) =>
  [...document.querySelectorAll('button')].find(
    (each) => each.textContent?.trim() === text,
  ) as HTMLButtonElement;

/** Types into a React-controlled input as a reader would. */
async function type(input: HTMLInputElement | null, text: string) {
  if (!input) throw new Error('no such input');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(async () => {
  submit = vi.fn<(values: unknown) => Promise<unknown>>(async () => ({ id: 1 }));
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root.render(
      <RawIntlProvider value={intlFor('en-US')}>
        <ResourceForm
          isOpen
          title="New product"
          submitText="Submit"
          fields={form.fields}
          initial={{ ...schemaDefaults(schema), ...form.defaults }}
          schema={schema}
          submit={submit}
          onClose={() => {}}
          onSaved={() => {}}
        />
      </RawIntlProvider>,
    );
  });
});
afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

describe('the product form', () => {
  it('edits SKUs with their attributes and sends the price as the text typed', async () => {
    const category = document.querySelector<HTMLSelectElement>('#field-category_id');
    expect([...(category?.options ?? [])].map((option) => option.text)).toEqual([
      'Choose a category',
      'Accessories',
    ]);
    await act(async () => {
      if (!category) return;
      category.value = '7';
      category.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await type(byName('title'), 'Charger');
    await type(byName('model'), 'A1');
    await type(byName('price'), '0.0000001');
    await act(async () => button('Add attribute').click());
    await type(byName('name'), 'colour');
    await type(byName('value'), 'black');

    await act(async () => button('Submit').click());
    expect(submit).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('At most 6 decimal places');

    await type(byName('price'), '0.000001');
    await act(async () => button('Submit').click());
    expect(submit).toHaveBeenCalledOnce();
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      category_id: 7,
      title: 'Charger',
      skus: [{ model: 'A1', price: '0.000001', stock: 0, attributes: [{ name: 'colour', value: 'black' }] }],
    });
  });
});

import type { FieldDef } from '../../ui/resource/types';

/** A new SKU: one the product form starts with, and the add button's. */
export const BLANK_SKU = { model: '', attributes: [], price: '', stock: 0 };

/**
 * A product's SKUs as a described list field: each a model, its attributes (name and value), a
 * price (a decimal string, checked by the contract's money rule) and its stock.
 */
export const skuListField: FieldDef = {
  name: 'skus',
  kind: 'list',
  labelKey: 'mall_product_list.skus',
  helperKey: 'mall_product_list.skus_help',
  required: true,
  wide: true,
  item: {
    blank: BLANK_SKU,
    addKey: 'mall_product_list.add_sku',
    max: 100,
    fields: [
      { name: 'model', kind: 'text', labelKey: 'mall_product_list.model', required: true },
      {
        name: 'price',
        kind: 'text',
        labelKey: 'mall_product_list.price',
        required: true,
        placeholderKey: 'mall_product_list.price_placeholder',
      },
      { name: 'stock', kind: 'number', labelKey: 'mall_product_list.stock', required: true },
      {
        name: 'attributes',
        kind: 'list',
        labelKey: 'mall_product_list.attributes',
        item: {
          blank: { name: '', value: '' },
          addKey: 'mall_product_list.add_attribute',
          max: 10,
          fields: [
            { name: 'name', kind: 'text', labelKey: 'mall_product_list.attribute_name', required: true },
            { name: 'value', kind: 'text', labelKey: 'mall_product_list.attribute_value', required: true },
          ],
        },
      },
    ],
  },
};

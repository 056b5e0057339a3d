import { describe, expect, it } from 'vitest';
import type { AdminProductAnswer } from '../../../../domain/contract/admin-products.ts';
import { PRICING_MESSAGES } from '../../../../domain/contract/admin-pricing.ts';
import { PRODUCT_MESSAGES } from '../../../../domain/schemas/product.ts';
import { emptyProduct, placeIssues, productResolver, toFormValues, toProductInput, type ProductForm } from './form-values.ts';
import { productChanges } from './product-changes.ts';

const SIZES = [
  { id: 11, label: '6' },
  { id: 12, label: '7' },
  { id: 13, label: '6.5' },
];
const METALS = [
  { id: 1, name: 'Gold' },
  { id: 2, name: 'Silver' },
];

function filled(): ProductForm {
  const form = emptyProduct({ metals: METALS });
  return {
    ...form,
    title: 'Dew Ring',
    description: 'A ring.',
    categories: ['Rings'],
    subCategories: ['Halo'],
    variants: [
      {
        ...form.variants[0]!,
        id: 40,
        gemstone: 'Ruby',
        metals: [
          { metal: 'Gold', price: '120', compareAt: '', stock: { s12: '3', s13: '1', s11: '' }, weight: '3.2', making: '85', stones: '', margin: '12.5' },
          { metal: 'Silver', price: '80.5', compareAt: '99', stock: {}, weight: '', making: '', stones: '', margin: '' },
        ],
        // Ticked in another order than the size list's: stored in the list's order.
        sizes: ['7', '6.5'],
        madeToOrder: false,
        images: [{ file: 'a.webp', widths: [320] }],
      },
    ],
  };
}

const resolve = (form: ProductForm) => productResolver(SIZES)(form, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the product form', () => {
  it('becomes the product the API takes: shared fields on every variant, metals as parallel lists, stock per metal and size', () => {
    const input = toProductInput(filled(), SIZES);
    const [variant] = input.ProductVariants;
    expect(variant).toMatchObject({
      id: 40,
      title: 'Dew Ring',
      categories: ['Rings'],
      subCategories: ['Halo'],
      gemstone: 'Ruby',
      metal: ['Gold', 'Silver'],
      price: [120, 80.5],
      compareAtPrice: [null, 99],
      // Metal-rate pricing's inputs: an empty charge is none, an empty weight a typed price.
      pricing: [{ weightGrams: 3.2, making: 85, stones: 0, marginPercent: 12.5 }, null],
      sizes: ['7', '6.5'],
      images: ['a.webp'],
      madeToOrder: false,
      stock: [
        { metal: 'Gold', size: '7', quantity: 3 },
        { metal: 'Gold', size: '6.5', quantity: 1 },
        { metal: 'Silver', size: '7', quantity: 0 },
        { metal: 'Silver', size: '6.5', quantity: 0 },
      ],
    });
    expect(variant).not.toHaveProperty('leadTimeDays');
  });

  it('sends a made-to-order variant with its lead time and no stock', () => {
    const form = filled();
    form.variants[0] = { ...form.variants[0]!, madeToOrder: true, leadMin: '5', leadMax: '9' };
    const [variant] = toProductInput(form, SIZES).ProductVariants;
    expect(variant).toMatchObject({ madeToOrder: true, leadTimeDays: { min: 5, max: 9 }, stock: [] });
  });

  it('accepts a valid form and submits the parsed product', async () => {
    const result = await resolve(filled());
    expect(result.errors).toEqual({});
    expect((result.values as { ProductVariants: Array<{ price: number[] }> }).ProductVariants[0]!.price).toEqual([120, 80.5]);
  });

  it('shows each refusal of the product schema at the field the person typed into', async () => {
    const form = filled();
    form.title = '';
    form.variants[0]!.metals[1]!.price = '';
    form.variants[0]!.metals[0]!.stock.s13 = '-2';
    const { errors } = await resolve(form);
    const weight = filled();
    weight.variants[0]!.metals[0]!.weight = '-1';
    weight.variants[0]!.metals[0]!.margin = 'lots';
    expect((await resolve(weight)).errors).toMatchObject({
      variants: [{ metals: [{ weight: { message: PRICING_MESSAGES.weight }, margin: { message: PRICING_MESSAGES.margin } }] }],
    });
    expect(errors).toMatchObject({
      title: { message: PRODUCT_MESSAGES.title },
      variants: [{ metals: [{ stock: { s13: { message: PRODUCT_MESSAGES.quantity } } }, { price: { message: PRODUCT_MESSAGES.price } }] }],
    });

    const twice = filled();
    twice.variants[0]!.metals[1]!.metal = 'Gold';
    expect((await resolve(twice)).errors).toMatchObject({
      variants: [{ metals: [undefined, { metal: { message: PRODUCT_MESSAGES.duplicateMetal('Gold') } }] }],
    });
  });

  it('places the lead time and an empty variant list', async () => {
    const form = filled();
    form.variants[0] = { ...form.variants[0]!, madeToOrder: true, leadMin: '30', leadMax: '10' };
    expect((await resolve(form)).errors).toMatchObject({ variants: [{ leadMax: { message: PRODUCT_MESSAGES.leadTime } }] });
    const empty = { ...filled(), variants: [] };
    expect((await resolve(empty)).errors).toMatchObject({ variants: { root: { message: PRODUCT_MESSAGES.variants } } });
  });

  it('places the server’s refusals, named by their path in the product, on the same fields', () => {
    const form = filled();
    expect(
      placeIssues(
        [
          { path: 'ProductVariants.0.categories.0', message: 'Unknown category: Rings' },
          { path: 'ProductVariants.0.subCategories.0', message: 'Halo is a type of Rings' },
          { path: ['ProductVariants', 0, 'stock', 3], message: 'too many' },
          { path: 'ProductVariants.0.gemstone', message: 'Unknown gemstone: Ruby' },
          { path: 'ProductVariants.0.compareAtPrice.1', message: 'compare' },
          { path: 'slug', message: 'Another product already has the slug dew-ring' },
        ],
        form,
        SIZES,
      ),
    ).toEqual([
      { name: 'categories', message: 'Unknown category: Rings' },
      { name: 'subCategories', message: 'Halo is a type of Rings' },
      { name: 'variants.0.metals.1.stock.s13', message: 'too many' },
      { name: 'variants.0.gemstone', message: 'Unknown gemstone: Ruby' },
      { name: 'variants.0.metals.1.compareAt', message: 'compare' },
      { name: 'root.form', message: 'Another product already has the slug dew-ring' },
    ]);
  });

  it('reads a stored product back as the form it was saved from', () => {
    const product: AdminProductAnswer = {
      id: 7,
      slug: 'dew-ring',
      currency: 'USD',
      status: 'published',
      showRating: false,
      stars: null,
      bestSeller: false,
      seoTitle: 'Dew Ring in silver',
      seoDescription: null,
      ProductVariants: [
        {
          id: 40,
          productId: 7,
          title: 'Dew Ring',
          description: 'A ring.',
          images: ['a.webp', 'b.svg'],
          imageWidths: [[320], []],
          metal: ['Gold', 'Silver'],
          metals: ['Gold', 'Silver'],
          price: [120, 80.5],
          compareAtPrice: [null, 99],
          sizes: ['7', '6.5'],
          gemstone: 'Ruby',
          categories: ['Rings'],
          subCategories: ['Halo'],
          themes: [],
          purposes: [],
          festivals: [],
          madeToOrder: false,
          stock: [
            { metal: 'Gold', size: '7', quantity: 3 },
            { metal: 'Gold', size: '6.5', quantity: 1 },
          ],
          promotion: null,
        },
      ],
      pricing: [{ variantId: 40, metal: 'Gold', weightGrams: 3.2, making: 85, stones: 0, marginPercent: null }],
    };
    const form = toFormValues(product, SIZES);
    expect(form.variants[0]!.metals).toEqual([
      { metal: 'Gold', price: '120', compareAt: '', stock: { s12: '3', s13: '1' }, weight: '3.2', making: '85', stones: '0', margin: '' },
      { metal: 'Silver', price: '80.5', compareAt: '99', stock: {}, weight: '', making: '', stones: '', margin: '' },
    ]);
    expect(form.variants[0]!.images).toEqual([
      { file: 'a.webp', widths: [320] },
      { file: 'b.svg', widths: [] },
    ]);
    expect(toProductInput(form, SIZES)).toMatchObject({ slug: 'dew-ring', status: 'published', showRating: false });
    // The SEO words go back as they were; an empty one is none, so the page makes its own.
    expect(toProductInput(form, SIZES)).toMatchObject({ seoTitle: 'Dew Ring in silver', seoDescription: null });
    expect(toProductInput({ ...form, seoTitle: '  ' }, SIZES).seoTitle).toBeNull();
  });
});

describe('a product’s history', () => {
  it('names the fields a change changed, matching variants by id', () => {
    const variant = { id: 40, gemstone: 'Ruby', position: 0, pricesMinor: [12000, 8050], sizes: ['7'] };
    const before = { id: 7, status: 'draft', variants: [variant] };
    const after = {
      id: 7,
      status: 'published',
      variants: [
        { id: 41, gemstone: 'Onyx', position: 0, pricesMinor: [5000], sizes: [] },
        { ...variant, position: 1, pricesMinor: [13500, 8050] },
      ],
    };
    expect(productChanges(before, after, 'USD').changes).toEqual([
      { field: 'status', before: 'draft', after: 'published' },
      { field: 'Variant Ruby › position', before: '0', after: '1' },
      { field: 'Variant Ruby › prices', before: '$120.00, $80.50', after: '$135.00, $80.50' },
      { field: 'Variant Onyx', before: '—', after: 'added' },
    ]);
    expect(productChanges(null, after, 'USD').changes).toEqual([]);
  });
});

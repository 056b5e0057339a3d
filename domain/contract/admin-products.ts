/**
 * The back office's catalogue as the API answers it and its pages read it: a page of the products
 * list (`GET /api/admin/products`, /admin/products) and one product of any status
 * (`/api/admin/products/{id}`, /admin/products/{id}): the storefront's product plus its `status`.
 * Money in major units, the currency named once.
 */
import { z } from 'zod';
import { PRODUCT_STATUSES } from '../catalog.ts';
import { STOCK_STATES, TOTAL_PRECISIONS } from '../schemas/admin-products.ts';
import { ProductPricingAnswer } from './admin-pricing.ts';
import { ProductAnswer } from './catalog.ts';
import { Amount } from './money.ts';

const StockSummaryAnswer = z.object({
  state: z.enum(STOCK_STATES),
  pieces: z.number().int().nullable().meta({ description: 'Pieces on the shelves of the ready-to-ship variants; null when all are made to order' }),
});

export const AdminProductRowAnswer = z
  .object({
    id: z.number().int(),
    title: z.string().meta({ description: 'The first variant’s title' }),
    image: z
      .object({ file: z.string(), widths: z.array(z.number().int()) })
      .nullable()
      .meta({ description: 'The first variant’s first image, served from /api/uploads/{file}' }),
    status: z.enum(PRODUCT_STATUSES),
    variantCount: z.number().int(),
    lowestPrice: Amount.nullable(),
    stock: StockSummaryAnswer,
    updatedAt: z.string().meta({ description: 'ISO 8601' }),
  })
  .meta({ id: 'AdminProductRow' });
export type AdminProductRowAnswer = z.infer<typeof AdminProductRowAnswer>;

export const AdminProductListAnswer = z
  .object({
    items: z.array(AdminProductRowAnswer),
    total: z.number().int(),
    totalPrecision: z.enum(TOTAL_PRECISIONS).meta({ description: 'at_least: more products match than the count went on to (total is a lower bound)' }),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'AdminProductList' });
export type AdminProductListAnswer = z.infer<typeof AdminProductListAnswer>;

/** A product as the back office reads and writes it: the storefront's shape plus its status. */
export const AdminProductAnswer = ProductAnswer.extend({
  status: z.enum(PRODUCT_STATUSES),
  seoTitle: z.string().nullable().meta({ description: 'The page’s <title> when set; null: made from the first variant' }),
  seoDescription: z.string().nullable().meta({ description: 'The page’s meta description when set; null: made from the variant’s description' }),
  pricing: z
    .array(ProductPricingAnswer)
    .meta({ description: 'Metal-rate pricing’s inputs of the variants’ metals on it (decision record 055); a variant’s `pricing` writes them' }),
}).meta({ id: 'AdminProduct' });
export type AdminProductAnswer = z.infer<typeof AdminProductAnswer>;

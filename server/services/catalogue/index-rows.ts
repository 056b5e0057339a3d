/** A row of the listing read model as the listing engine's build reads it, and its index row. */
import type { IndexRow } from '../listing-engine/index.ts';

export interface IndexSourceRow {
  variant_id: number;
  product_id: number;
  category_ids: string;
  sub_category_ids: string;
  theme_ids: string;
  purpose_ids: string;
  festival_ids: string;
  metal_ids: string;
  gemstone_id: number | null;
  min_price_minor: number;
  rating: number;
  created_ms: number;
  sold_out: boolean;
  title: string;
  search_text: string;
  description: string;
}

const ids = (text: string) => (text === '' ? [] : text.split(',').map(Number));

export const toIndexRow = (row: IndexSourceRow): IndexRow => ({
  variantId: row.variant_id,
  productId: row.product_id,
  values: {
    category: ids(row.category_ids),
    subCategory: ids(row.sub_category_ids),
    theme: ids(row.theme_ids),
    purpose: ids(row.purpose_ids),
    festival: ids(row.festival_ids),
    metal: ids(row.metal_ids),
    gemstone: row.gemstone_id === null ? [] : [row.gemstone_id],
  },
  priceMinor: row.min_price_minor,
  rating: row.rating,
  createdMs: row.created_ms,
  soldOut: row.sold_out,
  title: row.title,
  keywords: row.search_text,
  description: row.description,
});

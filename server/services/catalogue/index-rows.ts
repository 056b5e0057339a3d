/** A row of the listing read model as the listing engine's build reads it, and its index row. */
import type { DiscountRule } from '../../../domain/discounts.ts';
import { percentOfMinor } from '../../../domain/money.ts';
import { shownPromotionOf } from '../../../domain/shown-promotion.ts';
import type { IndexRow } from '../listing-engine/index.ts';
import type { Ranking } from './ranking.ts';

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
  created_ms: number;
  sold_out: boolean;
  title: string;
  search_text: string;
  description: string;
}

const ids = (text: string) => (text === '' ? [] : text.split(',').map(Number));

/**
 * The index row of a read model's row. Its price is the one the piece shows: the typed price less
 * the promotion it shows (`promotions`, best first), as displayPrice takes it off, so the price sort
 * and filter order pieces by what the shopper sees (a place's tax multiplies every price alike and
 * never changes their order). Its rating and best-seller place are its product's (`ranking`).
 */
export function toIndexRow(row: IndexSourceRow, ranking: Ranking, promotions: readonly DiscountRule[] = []): IndexRow {
  const categories = ids(row.category_ids);
  const promotion = promotions.length === 0 ? null : shownPromotionOf(promotions, { productId: row.product_id, categoryIds: categories });
  return {
    variantId: row.variant_id,
    productId: row.product_id,
    values: {
      category: categories,
      subCategory: ids(row.sub_category_ids),
      theme: ids(row.theme_ids),
      purpose: ids(row.purpose_ids),
      festival: ids(row.festival_ids),
      metal: ids(row.metal_ids),
      gemstone: row.gemstone_id === null ? [] : [row.gemstone_id],
    },
    priceMinor: promotion ? row.min_price_minor - percentOfMinor(row.min_price_minor, promotion.percent) : row.min_price_minor,
    rating: ranking.score(row.product_id),
    bestSellerPlace: ranking.bestSellerPlace.get(row.product_id) ?? 0,
    createdMs: row.created_ms,
    soldOut: row.sold_out,
    title: row.title,
    keywords: row.search_text,
    description: row.description,
  };
}

/** How the products list names and shows a product's stock state. */
import type { StockState } from '../../../../domain/schemas/admin-products';

export const STOCK_LABELS: Record<StockState, string> = {
  in_stock: 'In stock',
  low: 'Low stock',
  sold_out: 'Sold out',
  made_to_order: 'Made to order',
};

export const STOCK_LOOKS: Record<StockState, string> = {
  in_stock: 'text-ink',
  low: 'text-gold-dark font-semibold',
  sold_out: 'text-sale font-semibold',
  made_to_order: 'text-muted',
};

/** An order's life: placed Pending; the shop moves it on; a shopper may cancel it while Pending. */
export const ORDER_STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export { invoicePdf, packingSlipPdf } from './documents.ts';
export {
  type OrderItemView,
  type OrderView,
  type ShippingMethod,
  cancelOrder,
  checkDiscount,
  getOrder,
  listOrders,
  listShippingMethods,
  placeOrder,
  quote,
} from './orders.ts';
export { type AdminOrderRow, type AdminOrderView, addOrderNote, changeOrderStatus, getAdminOrder, listAdminOrders } from './workflow.ts';

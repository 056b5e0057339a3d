/**
 * Orders, the module's only public surface: checkout's discount check and quote,
 * placing, reading and cancelling a shopper's order, the back office's list and workflow, the
 * documents, and the presenters that make every order answer (the API's and the pages').
 */
export { cancelOrder } from './cancel.ts';
export { captureDuePayments, captureOrderPayment } from './card-capture.ts';
export { payAgain, refreshCardPayment } from './card-return.ts';
export { receivePaymentWebhook, reconcileCardPayments } from './card-sync.ts';
export { recordMoneyReceived, refundOrder } from './money.ts';
export { type ExchangeLine, writeExchangeOrder } from './exchange.ts';
export { downloadOrderDocument, downloadOwnOrderDocument } from './document-downloads.ts';
export { placeOrder } from './place.ts';
export { presentAdminOrder, presentAdminOrderRow, presentOrder, presentQuote } from './presenter.ts';
export { quote } from './quote.ts';
export { getOrder, listOrders } from './read.ts';
export { cancelOverdueTransfers, remindUnpaidTransfers } from './unpaid-transfers.ts';
export { addOrderNote, changeOrderStatus, getAdminOrder, listAdminOrders } from './workflow.ts';
export { chooseLaterSize, laterSizeLineByToken, laterSizeLines, readSizeLinkToken as sizeLinkItem } from './later-sizes.ts';

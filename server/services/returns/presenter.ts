/** Returns as the API and the pages answer them (domain/contract/returns.ts): money in major units, dates as ISO 8601. */
import type { AdminReturnRowAnswer, ReturnAnswer } from '../../../domain/contract/returns.ts';
import { toMajor } from '../../../domain/money.ts';
import { returnInstructions, returnNumberText, returnPhotoUrl, stepsFrom } from '../../../domain/returns.ts';
import type { ReturnPolicy } from '../../../domain/returns-policy.ts';
import type { ReturnView } from './read.ts';

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function presentReturn(view: ReturnView, policy: ReturnPolicy): ReturnAnswer {
  const money = (minor: number) => toMajor(minor, view.currency);
  return {
    id: view.id,
    number: returnNumberText(view.number),
    orderId: view.orderId,
    orderNumber: view.orderNumber,
    state: view.state,
    wanted: view.wanted,
    reason: view.reason,
    reasonText: view.reasonText,
    refusalReason: view.refusalReason,
    currency: view.currency,
    paid: money(view.paidMinor),
    lines: view.lines.map((line) => ({
      id: line.id,
      orderItemId: line.orderItemId,
      productName: line.productName,
      metal: line.metal,
      size: line.size,
      image: line.image,
      quantity: line.quantity,
      paid: money(line.paidMinor),
      restocked: line.restocked,
      exchange: line.exchange && {
        variantId: line.exchange.variantId,
        metal: line.exchange.metal,
        size: line.exchange.size,
        price: money(line.exchange.priceMinor),
        madeToOrder: line.exchange.madeToOrder,
      },
    })),
    photos: view.photos.map((file) => returnPhotoUrl(view.id, file)),
    inspection:
      view.condition === null
        ? null
        : {
            condition: view.condition,
            certificatePresent: view.certificatePresent ?? false,
            packagingPresent: view.packagingPresent ?? false,
            notes: view.inspectionNotes,
          },
    resolution:
      view.state === 'resolved'
        ? { how: view.wanted, amount: money(view.resolvedMinor ?? 0), restockingFee: money(view.feeMinor), exchangeOrderId: view.exchangeOrderId }
        : null,
    steps: stepsFrom(view.state),
    sendTo: returnInstructions(policy, view.number),
    created: view.createdAt.toISOString(),
    approvedAt: iso(view.approvedAt),
    refusedAt: iso(view.refusedAt),
    receivedAt: iso(view.receivedAt),
    inspectedAt: iso(view.inspectedAt),
    resolvedAt: iso(view.resolvedAt),
    cancelledAt: iso(view.cancelledAt),
  };
}

export const presentAdminReturnRow = (view: ReturnView): AdminReturnRowAnswer => ({
  id: view.id,
  number: returnNumberText(view.number),
  orderId: view.orderId,
  orderNumber: view.orderNumber,
  customerName: view.customerName,
  state: view.state,
  wanted: view.wanted,
  reason: view.reason,
  pieces: view.lines.reduce((sum, line) => sum + line.quantity, 0),
  paid: toMajor(view.paidMinor, view.currency),
  currency: view.currency,
  created: view.createdAt.toISOString(),
});

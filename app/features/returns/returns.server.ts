/** The shopper's returns as the order page and the return form show them: what `/api/returns` answers (domain/contract/returns.ts). */
import type { AppLoadContext } from 'react-router';
import { toMajor } from '../../../domain/money';
import type { ReturnRequestInput } from '../../../domain/contract/returns';
import * as returns from '../../../server/services/returns/index.ts';
import { photoStore } from '../../../server/services/content/index.ts';
import { getReturnPolicy } from '../../../server/services/shop/index.ts';

/** The shopper's returns of one order, newest first. */
export async function loadOrderReturns(context: AppLoadContext, userId: number, orderId: number) {
  const [found, policy] = [await returns.listOwnReturns(context.db, userId, orderId), await getReturnPolicy(context.db)];
  return found.map((view) => returns.presentReturn(view, policy));
}

/** Whether the order page offers "Return or exchange": a delivered order inside its deadline with a piece left to return. */
export async function canReturnOrder(context: AppLoadContext, userId: number, orderId: number, status: string) {
  if (status !== 'Delivered') return false;
  const options = await returns.returnOptions(context.db, userId, orderId);
  return options.refusal === null && options.lines.some((line) => line.left > 0);
}

/** What the return form offers for the shopper's order, money in major units. */
export async function loadReturnOptions(context: AppLoadContext, userId: number, orderId: number, currency: string) {
  const options = await returns.returnOptions(context.db, userId, orderId);
  return {
    refusal: options.refusal,
    deadline: options.deadline?.toISOString() ?? null,
    lines: options.lines.map(({ exchangeChoices, ...line }) => ({
      ...line,
      exchangeChoices: exchangeChoices.map(({ priceMinor, ...choice }) => ({ ...choice, price: toMajor(priceMinor, currency) })),
    })),
  };
}

/** Sends the shopper's return request with its photos (the form's files); answers the return as the API does. */
export async function sendReturn(context: AppLoadContext, userId: number, input: ReturnRequestInput, files: unknown[]) {
  const photos = { store: photoStore(context.config), files };
  const { view } = await returns.requestReturn(context.db, context.config, userId, input, undefined, photos);
  return returns.presentReturn(view, await getReturnPolicy(context.db));
}

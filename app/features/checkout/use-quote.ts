/**
 * The order summary's figures, priced by the server (POST /api/checkout/quote) from the cart's
 * lines, the chosen shipping method and an accepted discount code: the page never adds up
 * prices itself, so it shows exactly what the order will cost.
 */
import { useEffect, useMemo, useState } from 'react';
import type { CartLine } from '../../../domain/cart.ts';
import { pricedLineOf, taxOf, totalsOf } from '../../../domain/contract/read-answers.ts';
import type { DiscountLine } from '../../../domain/discounts.ts';
import type { PricedLine } from '../../../domain/line.ts';
import { toMinor } from '../../../domain/money.ts';
import type { OrderTotals } from '../../../domain/pricing.ts';
import type { OrderTax } from '../../../domain/tax.ts';
import { callApi } from '../../lib/api';
import { NO_TENDERS, quoteRequest, type Tenders } from './order-request';

export interface Quote extends OrderTotals {
  /** Major units, as the order a client sends carries its total. */
  total: number;
  currency: string;
  items: PricedLine[];
  shippingMethod: { id: number; name: string; deliveryText: string; priceMinor: number; freeAboveMinor: number | null };
  discountCode: string | null;
  /** Each discount given, as the summary names it (the promotion, then the code). */
  discounts: Array<Omit<DiscountLine, 'discountId'>>;
  /** The tax of the address's rates: none before the address is known, or where the shop charges none. */
  tax: OrderTax;
  /** Gift cards and store credit paying first ("Gift card ••••7KQ2"), each with what it pays (decision record 049). */
  tenders: Array<{ label: string; amountMinor: number }>;
  /** What is left for the card or bank transfer. */
  toPayMinor: number;
  /** The shopper's store credit balance. */
  storeCreditMinor: number;
}

export type QuoteState =
  | { status: 'empty' }
  | { status: 'loading'; previous: Quote | null }
  | { status: 'ready'; quote: Quote }
  /** `about`: what the shopper can change, the cart or the address (the shop does not ship there: 422). */
  | { status: 'error'; message: string; about: 'cart' | 'address' };

const UNREACHABLE = 'We could not reach the shop to price your order. Please try again.';
const UNPRICED = 'We could not price your order.';

type Settled = { request: string } & ({ quote: Quote } | { error: string; about: 'cart' | 'address' });

/**
 * `revision`: a new number asks the server again for the same lines (a price changed at ordering).
 * `country` and `state`: where the order goes ('' for no address yet).
 */
export function useQuote(
  lines: readonly CartLine[],
  choice: { shippingMethodId: number | null; discountCode: string | null; country: string; state: string; tenders?: Tenders },
  enabled: boolean,
  revision = 0,
): QuoteState {
  const { shippingMethodId, discountCode, country, state, tenders = NO_TENDERS } = choice;
  const body = useMemo(
    () => quoteRequest(lines, shippingMethodId, discountCode, country === '' ? null : { country, state }, tenders),
    [lines, shippingMethodId, discountCode, country, state, tenders],
  );
  const request = useMemo(() => `${revision}:${JSON.stringify(body)}`, [body, revision]);
  const active = enabled && lines.length > 0;
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    callApi('POST /api/checkout/quote', { body, signal: controller.signal })
      .then((answer) => {
        if (!answer.ok)
          return setSettled({
            request,
            error: answer.status === 0 ? UNREACHABLE : (answer.message ?? UNPRICED),
            about: answer.status === 422 ? 'address' : 'cart',
          });
        const { currency, items, shippingMethod, discountCode: code, total } = answer.data;
        setSettled({
          request,
          quote: {
            ...totalsOf(answer.data),
            total,
            currency,
            items: items.map((item) => pricedLineOf(item, currency)),
            shippingMethod: {
              ...shippingMethod,
              priceMinor: toMinor(shippingMethod.price, currency),
              freeAboveMinor: shippingMethod.freeAbove == null ? null : toMinor(shippingMethod.freeAbove, currency),
            },
            discountCode: code,
            discounts: answer.data.discounts.map((line) => ({
              name: line.name,
              code: line.code,
              kind: line.kind,
              amountMinor: toMinor(line.amount, currency),
            })),
            tax: taxOf(answer.data),
            tenders: answer.data.tenders.map((tender) => ({ label: tender.label, amountMinor: toMinor(tender.amount, currency) })),
            toPayMinor: toMinor(answer.data.toPay, currency),
            storeCreditMinor: toMinor(answer.data.storeCredit, currency),
          },
        });
      })
      .catch(() => {
        // Aborted: a newer request replaced this one.
      });
    return () => controller.abort();
  }, [active, body, request]);

  if (!active) return { status: 'empty' };
  if (settled?.request === request)
    return 'quote' in settled ? { status: 'ready', quote: settled.quote } : { status: 'error', message: settled.error, about: settled.about };
  // While a new quote is on its way, the last one stays in view.
  return { status: 'loading', previous: settled && 'quote' in settled ? settled.quote : null };
}

/** The figures to show: the fresh quote, or the last one while a new one is on its way. */
export function shownQuote(state: QuoteState): Quote | null {
  if (state.status === 'ready') return state.quote;
  if (state.status === 'loading') return state.previous;
  return null;
}

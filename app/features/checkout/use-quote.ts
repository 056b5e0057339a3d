/**
 * The order summary's figures, priced by the server (POST /api/checkout/quote) from the cart's
 * lines, the chosen shipping method and an accepted discount code: the page never adds up
 * prices itself, so it shows exactly what the order will cost.
 */
import { useEffect, useMemo, useState } from 'react';
import type { CartLine } from '../../../domain/cart.ts';
import { totalsOf } from '../../../domain/contract/checkout.ts';
import { pricedLineOf } from '../../../domain/contract/lines.ts';
import type { PricedLine } from '../../../domain/line.ts';
import { toMinor } from '../../../domain/money.ts';
import type { OrderTotals } from '../../../domain/pricing.ts';
import { callApi } from '../../lib/api';
import { quoteRequest } from './order-request';

export interface Quote extends OrderTotals {
  /** Major units, as the order a client sends carries its total. */
  total: number;
  currency: string;
  items: PricedLine[];
  shippingMethod: { id: number; name: string; deliveryText: string; priceMinor: number };
  discountCode: string | null;
}

export type QuoteState =
  | { status: 'empty' }
  | { status: 'loading'; previous: Quote | null }
  | { status: 'ready'; quote: Quote }
  | { status: 'error'; message: string };

const UNREACHABLE = 'We could not reach the shop to price your order. Please try again.';
const UNPRICED = 'We could not price your order.';

export function useQuote(lines: readonly CartLine[], shippingMethodId: number | null, discountCode: string | null, enabled: boolean): QuoteState {
  const [state, setState] = useState<QuoteState>({ status: 'empty' });
  const request = useMemo(() => quoteRequest(lines, shippingMethodId, discountCode), [lines, shippingMethodId, discountCode]);
  const empty = lines.length === 0;

  useEffect(() => {
    if (!enabled || empty) {
      setState({ status: 'empty' });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', previous: previous.status === 'ready' ? previous.quote : previous.status === 'loading' ? previous.previous : null }));
    callApi('POST /api/checkout/quote', { body: request, signal: controller.signal })
      .then((answer) => {
        if (answer.ok) {
          const { currency, items, shippingMethod, discountCode: code, total } = answer.data;
          setState({
            status: 'ready',
            quote: {
              ...totalsOf(answer.data),
              total,
              currency,
              items: items.map((item) => pricedLineOf(item, currency)),
              shippingMethod: { ...shippingMethod, priceMinor: toMinor(shippingMethod.price, currency) },
              discountCode: code,
            },
          });
        } else {
          setState({ status: 'error', message: answer.status === 0 ? UNREACHABLE : (answer.message ?? UNPRICED) });
        }
      })
      .catch(() => {
        // Aborted: a newer request replaced this one.
      });
    return () => controller.abort();
  }, [request, enabled, empty]);

  return state;
}

/** The figures to show: the fresh quote, or the last one while a new one is on its way. */
export function shownQuote(state: QuoteState): Quote | null {
  if (state.status === 'ready') return state.quote;
  if (state.status === 'loading') return state.previous;
  return null;
}

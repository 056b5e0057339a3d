/**
 * The order summary's figures, priced by the server (POST /api/checkout/quote) from the cart's
 * lines, the chosen shipping method and an accepted discount code: the page never adds up
 * prices itself, so it shows exactly what the order will cost.
 */
import { useEffect, useMemo, useState } from 'react';
import type { CartLine } from '../../../domain/cart.ts';
import { quoteRequest } from './order-request';

export interface QuoteItem {
  variantId: number;
  productId: number;
  productName: string;
  gemstone: string | null;
  image: string | null;
  metal: string;
  size: string;
  personalisation: string;
  giftWrap: boolean;
  quantity: number;
  priceMinor: number;
  giftWrapPriceMinor: number;
  lineTotalMinor: number;
}

export interface Quote {
  itemCount: number;
  subtotalMinor: number;
  giftWrapMinor: number;
  shippingMinor: number;
  discountMinor: number;
  totalMinor: number;
  /** Major units, as the spec's order carries its total. */
  total: number;
  currency: string;
  items: QuoteItem[];
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

/** The message of an error answer: the spec's top-level `message`, else our `error.message`. */
export function answerMessage(body: unknown, fallback: string): string {
  const answer = body as { message?: unknown; error?: { message?: unknown } } | null;
  if (typeof answer?.message === 'string' && answer.message) return answer.message;
  if (typeof answer?.error?.message === 'string' && answer.error.message) return answer.error.message;
  return fallback;
}

export function useQuote(lines: readonly CartLine[], shippingMethodId: number | null, discountCode: string | null, enabled: boolean): QuoteState {
  const [state, setState] = useState<QuoteState>({ status: 'empty' });
  const body = useMemo(() => JSON.stringify(quoteRequest(lines, shippingMethodId, discountCode)), [lines, shippingMethodId, discountCode]);
  const empty = lines.length === 0;

  useEffect(() => {
    if (!enabled || empty) {
      setState({ status: 'empty' });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', previous: previous.status === 'ready' ? previous.quote : previous.status === 'loading' ? previous.previous : null }));
    fetch('/api/checkout/quote', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body,
      signal: controller.signal,
    })
      .then(async (response) => {
        const answer: unknown = await response.json().catch(() => null);
        setState(response.ok ? { status: 'ready', quote: answer as Quote } : { status: 'error', message: answerMessage(answer, UNPRICED) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error', message: UNREACHABLE });
      });
    return () => controller.abort();
  }, [body, enabled, empty]);

  return state;
}

/** The figures to show: the fresh quote, or the last one while a new one is on its way. */
export function shownQuote(state: QuoteState): Quote | null {
  if (state.status === 'ready') return state.quote;
  if (state.status === 'loading') return state.previous;
  return null;
}

/**
 * The shipping methods the address's zone offers (GET /api/shipping-methods?country=&state=):
 * checkout lists only those, and an address the shop does not ship to is told so ("We don't ship
 * to Canada yet.") at the address step, before it can reach payment.
 */
import { useEffect, useState } from 'react';
import type { ShippingMethodAnswer } from '../../../domain/contract/checkout.ts';
import { toMinor } from '../../../domain/money.ts';
import { callApi } from '../../lib/api';
import type { ShippingChoice } from './checkout-data';

export type ShippingOffer = { status: 'loading' } | { status: 'ready'; methods: ShippingChoice[] } | { status: 'refused'; message: string };

type Place = { country: string; state: string };

const UNREACHABLE = 'We could not reach the shop to find your shipping options. Please try again.';

const choiceOf = (method: ShippingMethodAnswer, currency: string): ShippingChoice => ({
  id: method.id,
  name: method.name,
  deliveryText: method.deliveryText,
  priceMinor: toMinor(method.price, currency),
  freeAboveMinor: method.freeAbove == null ? null : toMinor(method.freeAbove, currency),
});

/**
 * What the shop answered for a place in the last few seconds: the address step asks before moving
 * on, and the shipping step shows that answer at once while it asks again. The server checks the
 * method with every quote and order, so a change made meanwhile is never charged unseen.
 */
const recent = new Map<string, ShippingOffer>();
const RECENT_MS = 30_000;
const placeKey = (country: string, state: string) => `${country}\n${state}`;

/** The methods offered at `place` (none: the home zone's), or why there are none. */
export async function shippingOffer(place: Place | null, currency: string, signal?: AbortSignal): Promise<ShippingOffer> {
  const answer = await callApi('GET /api/shipping-methods', { query: place ? { country: place.country, state: place.state } : {}, signal });
  if (!answer.ok) return { status: 'refused', message: answer.status === 0 ? UNREACHABLE : (answer.message ?? UNREACHABLE) };
  const offer: ShippingOffer = { status: 'ready', methods: answer.data.map((method) => choiceOf(method, currency)) };
  const key = placeKey(place?.country ?? '', place?.state ?? '');
  recent.set(key, offer);
  setTimeout(() => recent.get(key) === offer && recent.delete(key), RECENT_MS);
  return offer;
}

export function useShippingOffer(place: Place | null, currency: string, enabled: boolean): ShippingOffer {
  const country = place?.country ?? '';
  const state = place?.state ?? '';
  const key = placeKey(country, state);
  const [settled, setSettled] = useState<{ key: string; offer: ShippingOffer } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    shippingOffer(country === '' ? null : { country, state }, currency, controller.signal)
      .then((offer) => setSettled({ key: placeKey(country, state), offer }))
      .catch(() => {
        // Aborted: the address changed meanwhile.
      });
    return () => controller.abort();
  }, [enabled, country, state, currency]);

  if (settled?.key === key) return settled.offer;
  return (enabled ? recent.get(key) : undefined) ?? { status: 'loading' };
}

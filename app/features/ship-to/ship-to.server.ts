/**
 * The request's "Ship to" country (its cookie, else the shop's home country) and the view of its
 * prices, read once a request: the root loader and a listing's loader share it.
 */
import type { AppLoadContext } from 'react-router';
import { NO_PRICE_VIEW } from '../../../domain/price-view.ts';
import { SHIP_TO_COOKIE, SHIP_TO_MAX_AGE_SECONDS, shipToCode, shipToFromCookie } from '../../../domain/ship-to.ts';
import { shipToOf, type ShipTo } from '../../../server/services/ship-to/index.ts';

const read = new WeakMap<Request, Promise<ShipTo>>();

/** The request's ship-to country and price view (read once for the request, whoever asks). */
export function requestShipTo(context: AppLoadContext, request: Request): Promise<ShipTo> {
  let pending = read.get(request);
  if (!pending) {
    pending = shipToOf(context.db, shipToFromCookie(request.headers.get('cookie')), context.caches);
    read.set(request, pending);
  }
  return pending;
}

/** Said while the database is away (a page that reads nothing else still shows): prices as typed, no chooser. */
const UNKNOWN: ShipTo = { country: '', homeCountry: '', countries: [], view: NO_PRICE_VIEW };

/** The root loader's ship-to: as `requestShipTo`, or prices as typed while the settings cannot be read. */
export async function rootShipTo(context: AppLoadContext, request: Request): Promise<ShipTo> {
  try {
    return await requestShipTo(context, request);
  } catch {
    return UNKNOWN;
  }
}

/** The Set-Cookie value that keeps a ship-to country: a year, the whole site, sent on top-level navigations (SameSite=Lax). */
export function shipToCookie(context: AppLoadContext, country: string): string {
  const secure = context.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${SHIP_TO_COOKIE}=${shipToCode(country)}; Path=/; Max-Age=${SHIP_TO_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure}`;
}

/**
 * What the root loader tells every page: the shop (name, currency, origin) and the logged-in
 * shopper. Components read it through `useShop()` and `useUser()`, meta functions through
 * `rootData(matches)`; nothing else reads the root route's data.
 */
import { useRouteLoaderData } from 'react-router';
import type { PublicUser } from '../../domain/account.ts';
import type { MoneyShape } from '../../domain/money.ts';
import type { PaymentMethod } from '../../domain/payment.ts';
import { NO_PRICE_VIEW, type PriceView } from '../../domain/price-view.ts';
import type { SizeSystem } from '../../domain/ring-sizes.ts';

/** How shoppers may pay now: the methods in the checkout's order, and bank transfer's days to pay. */
export interface ShopPayments {
  methods: PaymentMethod[];
  daysToPay: number;
}

/** The returns policy as the pages say it (domain/returns-policy.ts `returnPolicyWords`, from the owner's setting). */
export interface ShopReturns {
  headline: string;
  summary: string;
  badge: string;
  sentence: string;
}

/** Said only while the root loader's data is missing (an error page): no figure to contradict, and few bytes in every page's script. */
export const UNKNOWN_RETURNS: ShopReturns = { headline: 'Returns', summary: '', badge: 'Easy returns', sentence: '' };

export interface ShopInfo {
  name: string;
  /** ISO 4217 code every price is shown in. */
  currency: string;
  /** How its amounts are written, read by the server (domain/money.ts): the browser writes prices with it. Missing on an error page. */
  money?: MoneyShape;
  /** The shop's public origin (PUBLIC_URL, else the request's), for canonical and Open Graph URLs. */
  origin: string;
  /** The footer's marks and the terms follow what the shop takes (features/shell/shop-payments.server.ts). */
  payments: ShopPayments;
  /** The home page, the product pages, the terms and the questions print the owner's returns policy (features/shell/shop-returns.server.ts). */
  returns: ShopReturns;
}

/** The shopper's "Ship to" country (the header's chooser, features/ship-to) and how its shoppers see prices. */
export interface ShipToInfo {
  /** ISO 3166-1 alpha-2; '' while the settings cannot be read. */
  country: string;
  /** The countries the chooser offers, by code and name. */
  countries: Array<{ code: string; name: string }>;
  /** Turns a typed price into the shown one (domain/price-view.ts `displayPrice`). */
  view: PriceView;
}

export interface RootData {
  shop: ShopInfo;
  user: PublicUser | null;
  shipTo: ShipToInfo;
  /** The ring size system pages name sizes in, and whether the shopper chose it (decision record 057). */
  sizeSystem: { system: SizeSystem; chosen: boolean };
}

const ROOT_ID = 'root';

/** Stands in for the shop only while the root loader's data is missing (its error page is showing). */
const UNKNOWN_SHOP: ShopInfo = {
  name: 'Jewellery',
  currency: 'USD',
  origin: 'http://localhost',
  payments: { methods: [], daysToPay: 0 },
  returns: UNKNOWN_RETURNS,
};

/** Prices as typed, no chooser, while the root loader's data is missing. */
const UNKNOWN_SHIP_TO: ShipToInfo = { country: '', countries: [], view: NO_PRICE_VIEW };

/** The root loader's data; undefined when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>(ROOT_ID);
}

/** The shop's name, currency and origin, for any component. */
export function useShop(): ShopInfo {
  return useRootData()?.shop ?? UNKNOWN_SHOP;
}

/** The shopper's ship-to country and the chooser's list. */
export function useShipTo(): ShipToInfo {
  return useRootData()?.shipTo ?? UNKNOWN_SHIP_TO;
}

/** The ring size system the shopper sees sizes in (US while the root loader's data is missing). */
export function useSizeSystem(): SizeSystem {
  return useRootData()?.sizeSystem.system ?? 'US';
}

/** How the shopper's place shows prices: every price on a page goes through it (components/price.tsx). */
export function usePriceView(): PriceView {
  return useShipTo().view;
}

/** The logged-in shopper (from the session cookie), or null for a guest. */
export function useUser(): PublicUser | null {
  return useRootData()?.user ?? null;
}

/** A meta function's `matches`, as far as reading the root's data needs them. */
export type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The root loader's data among a meta function's matches; undefined when the root loader failed. */
export function rootData(matches: MetaMatches): RootData | undefined {
  return matches.find((match) => match?.id === ROOT_ID)?.loaderData as RootData | undefined;
}

/** The shop among a meta function's matches, with a stand-in when the root loader failed. */
export function rootShop(matches: MetaMatches): ShopInfo {
  return rootData(matches)?.shop ?? UNKNOWN_SHOP;
}

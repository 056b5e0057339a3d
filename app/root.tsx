// First: no schema may be built before zod learns not to use eval (lib/no-eval.ts).
import './lib/no-eval';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';
import { useEffect } from 'react';
import type { Route } from './+types/root';
import './app.css';
import cormorantLatin from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { ErrorPage } from './components/error-page';
import { SiteFooter } from './features/shell/site-footer';
import { SiteHeader } from './features/shell/site-header';
import { Toasts } from './components/toasts';
import { currentUser } from './features/account/session.server';
import { requestSizeSystem } from './features/ring-sizes/size-system.server';
import { shopPayments } from './features/shell/shop-payments.server';
import { shopReturns } from './features/shell/shop-returns.server';
import { rootShipTo } from './features/ship-to/ship-to.server';
import { useAccountSync } from './features/account-sync/account-sync';
import { useShop, type RootData } from './lib/root-data';
import { knowMoneyShape, moneyShape } from '../domain/money';

/**
 * The two typefaces' Latin files (every page's text) load with the page rather than after the
 * stylesheet is read; the other subsets (Cyrillic, Greek, Vietnamese, Latin Extended) are left to
 * the stylesheet's unicode ranges, for a page that needs them. Text shows at once in the fallback
 * face either way (font-display: swap).
 */
export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: cormorantLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

/** The shop and the logged-in shopper for every page; lib/root-data.ts is how pages read them. */
export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  // Canonical and share links use the configured origin: the Host header is the client's to choose.
  const origin = context.config.publicUrl;
  const [user, payments, returns, shipTo] = await Promise.all([
    currentUser(context, request),
    shopPayments(context),
    shopReturns(context),
    rootShipTo(context, request),
  ]);
  const { country, countries, view } = shipTo;
  const sizeSystem = await requestSizeSystem(context, request, user, country || shipTo.homeCountry);
  return {
    shop: { name: context.config.shopName, currency: context.config.currency, money: moneyShape(context.config.currency), origin, payments, returns },
    user,
    shipTo: { country, countries, view },
    sizeSystem,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { money } = useShop();
  // Every price on the page, its meta tags' first, is written with the shape the server read (domain/money.ts): the browser builds no number format while it hydrates.
  if (money) knowMoneyShape(money);
  useEffect(() => {
    // Says the page's scripts run, on every page (an error page too): a choice made before (a size
    // picked on a slow phone) is not yet heard.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen flex flex-col">
        {children}
        <Toasts />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** A route whose `handle` says `{ backOffice: true }` brings its own frame: no storefront header and footer. */
const isBackOffice = (handle: unknown) => (handle as { backOffice?: boolean } | undefined)?.backOffice === true;

export default function App() {
  useAccountSync();
  const backOffice = useMatches().some((match) => isBackOffice(match.handle));
  // The back office's frame (routes/admin/layout.tsx) brings its own header, menu and <main>.
  if (backOffice) return <Outlet />;
  return (
    <>
      <SiteHeader />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The root's boundary stands in for the whole layout, so it brings the header and footer back.
  return (
    <>
      <SiteHeader />
      <main className="flex-1">
        <ErrorPage error={error} />
      </main>
      <SiteFooter />
    </>
  );
}

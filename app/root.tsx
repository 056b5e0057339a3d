import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './app.css';
import { TOAST_AUTO_CLOSE_MS } from './lib/toast';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { currentUser } from './features/account/session.server';
import { useAccountSync } from './features/account-sync/account-sync';

export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = context.config.publicUrl ?? new URL(request.url).origin;
  const user = await currentUser(context, request);
  return { shop: { name: context.config.shopName, currency: context.config.currency, origin }, user };
}

/** The logged-in shopper (from the session cookie), for the header and any page. */
export function useUser() {
  return useRouteLoaderData<typeof loader>('root')?.user ?? null;
}

export type ShopInfo = Awaited<ReturnType<typeof loader>>['shop'];

/** The shop's name and currency, for any component. */
export function useShop(): ShopInfo {
  const data = useRouteLoaderData<typeof loader>('root');
  return data?.shop ?? { name: 'Jewellery', currency: 'USD', origin: 'http://localhost' };
}

export function Layout({ children }: { children: React.ReactNode }) {
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
        <ToastContainer position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} pauseOnHover pauseOnFocusLoss draggable draggablePercent={80} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useAccountSync();
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <>
      <SiteHeader />
      <main className="flex-1 mx-auto max-w-3xl px-6 py-24 text-center">
        <h1 className="text-4xl">{notFound ? "We can't seem to find the page you are looking for" : 'Something went wrong'}</h1>
        <p className="mt-4 text-muted">{notFound ? 'The page may have moved, or the link may be mistyped.' : 'Please try again in a moment.'}</p>
        <a href="/" className="mt-10 inline-block bg-ink px-8 py-3 text-sm tracking-[0.2em] text-ivory hover:bg-gold-dark">
          BACK TO MAIN PAGE
        </a>
      </main>
      <SiteFooter />
    </>
  );
}

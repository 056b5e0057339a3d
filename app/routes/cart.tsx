/**
 * The cart, /cart: MY CART with the cart rules, today's prices
 * (a changed price or a piece no longer sold is shown), MY ORDERS for a logged-in shopper,
 * special instructions, SUBTOTAL (with the automatic promotions the cart gets) and CHECK OUT; an
 * empty cart shows the way to the shop instead of them. The cart lives in the browser (and, for a
 * logged-in shopper, on the server too), so the lines appear once scripts run.
 */
import { Link, data, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/cart';
import type { CartLine } from '../../domain/cart';
import { itemCount } from '../../domain/line';
import { privatePageMeta } from '../features/account/page-meta';
import { currentUser } from '../features/account/session.server';
import { useHydrated } from '../lib/use-hydrated';
import { CartLinesInput } from '../../domain/contract/cart';
import { priceCartLines } from '../features/cart/cart-pricing.server';
import { CartSummary } from '../features/cart/cart-summary';
import { CartTable } from '../features/cart/cart-table';
import { cart, useCartLines } from '../features/cart/cart-store';
import { SpecialInstructions } from '../features/checkout/special-instructions';
import { useCartPrices } from '../features/cart/use-cart-prices';
import { OrdersTable } from '../features/checkout/orders-table';
import { shownQuote, useQuote } from '../features/checkout/use-quote';
import { loadOrderRows } from '../features/checkout/orders.server';
import { usePriceView, useShipTo, useShop, useUser } from '../lib/root-data';
import { giftWrapFeeMinor, shownLine } from '../../domain/price-view';
import { ButtonLink } from '../components/ui/button-link';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'My Cart', description: 'The pieces in your cart and your orders.', path: '/cart' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await currentUser(context, request);
  return { orders: user ? await loadOrderRows(context, user.id) : null };
}

/** Today's prices of the lines the browser holds. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = CartLinesInput.safeParse(await request.json().catch(() => null));
  if (!body.success) return data({ prices: [] }, { status: 400 });
  return { prices: await priceCartLines(context, body.data.lines) };
}

/** Pricing the lines changes no order: the orders need not be read again. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === '/cart' ? false : defaultShouldRevalidate;
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const lines = useCartLines();
  // Before an address is known, the lines and totals are priced as the ship-to country shows them (decision record 036).
  const { country } = useShipTo();
  const view = usePriceView();
  const shownLines = lines.map((line) => shownLine(line, view));
  // The automatic promotions these lines get, priced by the checkout's own quote for that country.
  const quote = shownQuote(useQuote(lines, { shippingMethodId: null, discountCode: null, country, state: '' }, hydrated));
  const discounts = quote ? { lines: quote.discounts, totalMinor: quote.discountMinor } : null;
  const user = useUser();
  const { currency } = useShop();
  const notices = useCartPrices(currency);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14 lg:px-8">
      <section aria-labelledby="my-cart">
        <CartHeading lines={hydrated ? lines : []} />

        {notices.gone.length ? (
          <div role="alert" className="mt-6 border border-sale/30 bg-blush px-5 py-4 text-sm">
            <ul className="space-y-1">
              {notices.gone.map((title, index) => (
                <li key={`${title}-${index}`}>
                  <strong className="font-medium">{title}</strong>: This piece is no longer available. It has been removed from your cart.
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {!hydrated ? (
          <CartSkeleton />
        ) : lines.length ? (
          <>
            <CartTable
              lines={shownLines}
              wrapFeeMinor={giftWrapFeeMinor(view)}
              currency={currency}
              changed={notices.changed}
              left={notices.left}
              promotions={notices.promotions}
              onDecrement={cart.decrement}
              onIncrement={cart.increment}
              onRemove={cart.remove}
            />
            <div className="mt-4 flex justify-between gap-4">
              <Link to="/products" className="text-sm underline underline-offset-4 hover:text-gold-dark">
                Continue shopping
              </Link>
              <button type="button" onClick={cart.clear} className="text-sm text-muted underline underline-offset-4 hover:text-sale">
                Clear cart
              </button>
            </div>
          </>
        ) : (
          <div className="py-16 text-center">
            <h2 className="text-3xl">Your cart is empty</h2>
            <p className="mt-3 text-muted">Find a piece you love and it will wait for you here.</p>
            <ButtonLink to="/products" className="mt-8">
              BROWSE THE COLLECTION
            </ButtonLink>
          </div>
        )}

        {/* Instructions, a subtotal and CHECK OUT belong to a cart with pieces; an empty one shows the way to the shop above. */}
        {hydrated && lines.length ? (
          <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14">
            <SpecialInstructions />
            <CartSummary lines={shownLines} currency={currency} loggedIn={user !== null} discounts={discounts} />
          </div>
        ) : null}
      </section>

      <section aria-labelledby="my-orders" className="mt-20">
        <h2 id="my-orders" className="border-b border-line pb-4 text-3xl lg:text-4xl">
          MY ORDERS ({loaderData.orders?.length ?? 0})
        </h2>
        <MyOrders orders={loaderData.orders} />
      </section>
    </div>
  );
}

/** MY CART (lines) and, for a cart with pieces, how many pieces. */
function CartHeading({ lines }: { lines: readonly CartLine[] }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line pb-5">
      <div>
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">SHOPPING BAG</p>
        <h1 id="my-cart" className="mt-2 text-4xl lg:text-5xl">
          MY CART ({lines.length})
        </h1>
      </div>
      {lines.length ? (
        <p className="text-sm text-muted">
          {itemCount(lines)} {itemCount(lines) === 1 ? 'piece' : 'pieces'}
        </p>
      ) : null}
    </div>
  );
}

function MyOrders({ orders }: { orders: Route.ComponentProps['loaderData']['orders'] }) {
  if (orders === null) {
    return (
      <p className="py-10 text-center text-muted">
        <Link to="/login?redirectTo=%2Fcart" className="font-medium text-ink underline underline-offset-4 hover:text-gold-dark">
          Log in to see your orders
        </Link>
      </p>
    );
  }
  if (orders.length === 0) return <p className="py-10 text-center text-muted">You have not placed an order yet.</p>;
  return (
    <div className="mt-2">
      <OrdersTable orders={orders} />
    </div>
  );
}

function CartSkeleton() {
  return (
    <div aria-busy="true" className="py-6">
      <p className="sr-only">Loading your cart…</p>
      <div className="space-y-4" aria-hidden="true">
        {[0, 1].map((row) => (
          <div key={row} className="flex animate-pulse gap-4 border-b border-line pb-5">
            <div className="h-20 w-20 bg-sand" />
            <div className="flex-1 space-y-3 pt-2">
              <div className="h-4 w-1/3 bg-sand" />
              <div className="h-3 w-1/4 bg-sand" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

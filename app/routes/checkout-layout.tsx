/**
 * The three checkout steps (/checkout, /checkout-2, /checkout-3) share one load: the shopper
 * (checkout needs a login: a guest is sent to /login and brought back), the shipping methods and
 * the last order's details. Moving between the steps loads nothing again.
 */
import { Outlet } from 'react-router';
import type { Route } from './+types/checkout-layout';
import { loadCheckout } from '../features/checkout/checkout.server';
import { addressStore } from '../features/checkout/checkout-store';
import { useShipToFollows } from '../features/ship-to/use-ship-to-follows';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCheckout(context, request);
}

export default function CheckoutLayout() {
  // The address's country becomes the header's "Ship to" (decision record 036).
  useShipToFollows(addressStore.use()?.country);
  return <Outlet />;
}

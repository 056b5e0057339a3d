/**
 * The three checkout steps (/checkout, /checkout-2, /checkout-3) share one load: the shopper
 * (checkout needs a login: a guest is sent to /login and brought back), the shipping methods and
 * the last order's details. Moving between the steps loads nothing again.
 */
import { Outlet } from 'react-router';
import type { Route } from './+types/checkout-layout';
import { loadCheckout } from '../features/checkout/checkout.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCheckout(context, request);
}

export default function CheckoutLayout() {
  return <Outlet />;
}

/**
 * Checkout step 1, /checkout: contact information and the shipping
 * address, each with EDIT/SAVE, then 'Continue to Shipping'. The layout (checkout-layout.tsx) needs a
 * login and loads what the steps show.
 */
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/checkout';
import { Button } from '../components/ui/button';
import { privatePageMeta } from '../features/account/page-meta';
import { useCheckoutData } from '../features/checkout/checkout-data';
import { CheckoutShell } from '../features/checkout/checkout-shell';
import { AddressSection, ContactSection, type SectionHandle } from '../features/checkout/details-section';
import { OrderSummary } from '../features/checkout/order-summary';
import { confirmSections, useCheckout } from '../features/checkout/use-checkout';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Checkout', description: 'Your contact information and shipping address.', path: '/checkout' });
}

export default function CheckoutInformation() {
  const checkout = useCheckout(useCheckoutData());
  const navigate = useNavigate();
  const contact = useRef<SectionHandle>(null);
  const address = useRef<SectionHandle>(null);

  const proceed = async () => {
    if (await confirmSections([contact, address])) navigate('/checkout-2');
  };

  return (
    <CheckoutShell
      step={1}
      title="Information"
      hydrated={checkout.hydrated}
      empty={checkout.lines.length === 0}
      summary={<OrderSummary state={checkout.quote} />}
    >
      <ContactSection ref={contact} {...checkout.contact} />
      <AddressSection ref={address} {...checkout.address} />
      <Button block onClick={proceed}>
        Continue to Shipping
      </Button>
    </CheckoutShell>
  );
}

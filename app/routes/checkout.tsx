/**
 * Checkout step 1, /checkout: contact information and the shipping
 * address, each with EDIT/SAVE, then 'Continue to Shipping', which first asks whether the shop
 * ships there: "We don't ship to Canada yet." keeps the shopper on this step. The layout (checkout-layout.tsx) needs a
 * login and loads what the steps show.
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/checkout';
import { Button } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { privatePageMeta } from '../features/account/page-meta';
import { useCheckoutData } from '../features/checkout/checkout-data';
import { CheckoutShell } from '../features/checkout/checkout-shell';
import { AddressSection, ContactSection, type SectionHandle } from '../features/checkout/details-section';
import { OrderSummary } from '../features/checkout/order-summary';
import { addressStore } from '../features/checkout/checkout-store';
import { confirmSections, useCheckout } from '../features/checkout/use-checkout';
import { shippingOffer } from '../features/checkout/use-shipping-offer';
import { useShop } from '../lib/root-data';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Checkout', description: 'Your contact information and shipping address.', path: '/checkout' });
}

export default function CheckoutInformation() {
  const checkout = useCheckout(useCheckoutData());
  const navigate = useNavigate();
  const { currency } = useShop();
  const contact = useRef<SectionHandle>(null);
  const address = useRef<SectionHandle>(null);

  const [refusal, setRefusal] = useState<string | null>(null);

  // The address step is where a shopper learns the shop does not ship to their country.
  const proceed = async () => {
    if (!(await confirmSections([contact, address]))) return;
    const saved = addressStore.read();
    const offer = await shippingOffer(saved && { country: saved.country, state: saved.state }, currency);
    setRefusal(offer.status === 'refused' ? offer.message : null);
    if (offer.status === 'ready') navigate('/checkout-2');
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
      {refusal ? <FormAlert tone="error">{refusal}</FormAlert> : null}
      <Button block onClick={proceed}>
        Continue to Shipping
      </Button>
    </CheckoutShell>
  );
}

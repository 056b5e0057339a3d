/**
 * Checkout step 1, /checkout: contact information and the shipping address, each with EDIT/SAVE
 * (or one from the shopper's address book: shipping-address.tsx), then 'Continue to Shipping',
 * which first asks whether the shop ships there. "We don't ship to Japan yet." keeps the shopper on this step, not at a dead end:
 * the order summary stays, the button is off, and another address or the contact page is offered.
 * The layout (checkout-layout.tsx) needs a login and loads what the steps show.
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/checkout';
import { Button } from '../components/ui/button';
import { privatePageMeta } from '../features/account/page-meta';
import { useCheckoutData } from '../features/checkout/checkout-data';
import { CheckoutShell } from '../features/checkout/checkout-shell';
import { ContactSection, type SectionHandle } from '../features/checkout/details-section';
import { NotShipped } from '../features/checkout/not-shipped';
import { OrderSummary } from '../features/checkout/order-summary';
import { ShippingAddress } from '../features/checkout/shipping-address';
import { addressStore } from '../features/checkout/checkout-store';
import { confirmSections, useCheckout } from '../features/checkout/use-checkout';
import { shippingOffer } from '../features/checkout/use-shipping-offer';
import { useShop } from '../lib/root-data';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Checkout', description: 'Your contact information and shipping address.', path: '/checkout' });
}

export default function CheckoutInformation() {
  const data = useCheckoutData();
  const checkout = useCheckout(data);
  const navigate = useNavigate();
  const { currency } = useShop();
  const contact = useRef<SectionHandle>(null);
  const address = useRef<SectionHandle>(null);

  const [refusal, setRefusal] = useState<string | null>(null);
  // The saved address's answer, or the one 'Continue' got, while no other address has been answered.
  const notShipped = checkout.shippingRefusal ?? (checkout.shipping.status === 'ready' ? null : refusal);

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
      summary={<OrderSummary state={checkout.quote} notShipped={notShipped !== null} />}
    >
      <ContactSection ref={contact} {...checkout.contact} />
      <ShippingAddress ref={address} {...checkout.address} saved={data.savedAddresses} account={data.user.id} />
      {notShipped ? <NotShipped message={notShipped} onOtherAddress={() => address.current?.edit()} /> : null}
      <Button block onClick={proceed} disabled={notShipped !== null}>
        Continue to Shipping
      </Button>
    </CheckoutShell>
  );
}

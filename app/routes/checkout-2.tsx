/**
 * Checkout step 2, /checkout-2: contact and address (EDIT/SAVE), the shipping methods of the
 * address's zone (the first, Express, chosen by default), then 'CONTINUE TO PAYMENT'. An address
 * the shop does not ship to is told so here too, and goes no further.
 */
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/checkout-2';
import { Button } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { privatePageMeta } from '../features/account/page-meta';
import { useCheckoutData } from '../features/checkout/checkout-data';
import { CheckoutShell } from '../features/checkout/checkout-shell';
import { AddressSection, ContactSection, type SectionHandle } from '../features/checkout/details-section';
import { OrderSummary } from '../features/checkout/order-summary';
import { ShippingMethodPicker } from '../features/checkout/shipping-methods';
import { confirmSections, useCheckout } from '../features/checkout/use-checkout';
import { useShop } from '../lib/root-data';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Checkout · Shipping', description: 'Choose how your order travels.', path: '/checkout-2' });
}

export default function CheckoutShipping() {
  const checkout = useCheckout(useCheckoutData());
  const { currency } = useShop();
  const navigate = useNavigate();
  const contact = useRef<SectionHandle>(null);
  const address = useRef<SectionHandle>(null);

  const proceed = async () => {
    if (!(await confirmSections([contact, address])) || !checkout.method) return;
    checkout.chooseMethod(checkout.method.id);
    navigate('/checkout-3');
  };

  return (
    <CheckoutShell step={2} title="Shipping" hydrated={checkout.hydrated} empty={checkout.lines.length === 0} summary={<OrderSummary state={checkout.quote} />}>
      <ContactSection ref={contact} {...checkout.contact} />
      <AddressSection ref={address} {...checkout.address} />
      <section aria-labelledby="shipping-method" className="border border-line bg-white/70 p-5 sm:p-7">
        <h2 id="shipping-method" className="text-2xl">
          Shipping method
        </h2>
        <p className="mt-1 text-sm text-muted">Every piece is made to order, then sent insured.</p>
        <div className="mt-5">
          {checkout.shippingRefusal ? (
            <FormAlert tone="error">{checkout.shippingRefusal}</FormAlert>
          ) : (
            <ShippingMethodPicker
              methods={checkout.methods}
              selected={checkout.method?.id ?? null}
              onSelect={checkout.chooseMethod}
              currency={currency}
              goodsMinor={checkout.goodsMinor}
            />
          )}
        </div>
      </section>
      <Button block onClick={proceed}>
        CONTINUE TO PAYMENT
      </Button>
    </CheckoutShell>
  );
}

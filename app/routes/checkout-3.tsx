/**
 * Checkout step 3, /checkout-3: a review of contact, address and shipping method (each with
 * EDIT/SAVE) and a discount code; beside them (below on a phone) the order summary, the payment
 * method (the first listed checked) and, after it, 'Paying by …' and 'ORDER NOW', which places the
 * order priced by the server. A card payment then continues on the provider's hosted page (the order's
 * `payment.redirectUrl`); a bank transfer shows the order with the details to pay to.
 */
import { useRef } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/checkout-3';
import { privatePageMeta } from '../features/account/page-meta';
import { addressStore, contactStore } from '../features/checkout/checkout-store';
import { instructionsStore } from '../features/checkout/instructions-store';
import { useCheckoutData } from '../features/checkout/checkout-data';
import { CheckoutShell } from '../features/checkout/checkout-shell';
import { AddressSection, ContactSection, type SectionHandle } from '../features/checkout/details-section';
import { DiscountField } from '../features/checkout/discount-field';
import { OrderSummary } from '../features/checkout/order-summary';
import { PaymentMethodSection } from '../features/checkout/payment-methods';
import { PlaceOrder } from '../features/checkout/place-order';
import { ShippingMethodSection } from '../features/checkout/shipping-methods';
import { confirmSections, useCheckout } from '../features/checkout/use-checkout';
import { usePlaceOrder } from '../features/checkout/use-place-order';
import { useShop } from '../lib/root-data';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Checkout · Review', description: 'Review your order and place it.', path: '/checkout-3' });
}

export default function CheckoutReview() {
  const checkout = useCheckout(useCheckoutData());
  const { currency } = useShop();
  const instructions = instructionsStore.use() ?? '';
  const order = usePlaceOrder(checkout.refreshQuote);
  const contact = useRef<SectionHandle>(null);
  const address = useRef<SectionHandle>(null);
  const ready = checkout.quote.status === 'ready' && checkout.method !== null && checkout.payment !== null;

  const orderNow = async () => {
    if (order.placing || !ready || checkout.quote.status !== 'ready' || !checkout.method || !checkout.payment) return;
    if (!(await confirmSections([contact, address]))) return;
    // confirm() saved both sections: what is stored now is what the shopper confirmed.
    const contactDetails = contactStore.read();
    const addressDetails = addressStore.read();
    if (!contactDetails || !addressDetails) return;
    await order.place({
      user: checkout.user,
      contact: contactDetails,
      address: addressDetails,
      lines: checkout.lines,
      shippingMethodId: checkout.method.id,
      paymentMethod: checkout.payment.id,
      discountCode: checkout.discount.applied,
      specialInstructions: instructions,
      shown: checkout.quote.quote,
    });
  };

  return (
    <CheckoutShell
      step={3}
      title="Review your order"
      hydrated={checkout.hydrated}
      empty={checkout.lines.length === 0}
      summary={
        <div className="space-y-6">
          <OrderSummary state={checkout.quote} />
          {/* The payment choice comes before ORDER NOW at every width, the button saying how the shopper pays. */}
          <PaymentMethodSection methods={checkout.paymentMethods} selected={checkout.payment?.id ?? null} onSelect={checkout.choosePayment} />
          <PlaceOrder
            payment={checkout.payment}
            problem={order.problem}
            placing={order.placing}
            priceChanged={order.priceChanged}
            ready={ready}
            user={checkout.user}
            onOrder={orderNow}
          />
        </div>
      }
    >
      <ContactSection ref={contact} {...checkout.contact} />
      <AddressSection ref={address} {...checkout.address} />
      <ShippingMethodSection
        method={checkout.method}
        methods={checkout.methods}
        onSelect={checkout.chooseMethod}
        currency={currency}
        goodsMinor={checkout.goodsMinor}
        refusal={checkout.shippingRefusal}
      />
      <DiscountField discount={checkout.discount} />
      {instructions ? (
        <section aria-label="Special instructions" className="border border-line bg-white/70 p-5 sm:p-7">
          <div className="flex items-center justify-between gap-4">
            <h2 className="text-2xl">Special instructions</h2>
            <Link
              to="/cart"
              className="text-xs font-semibold tracking-[0.2em] text-gold-dark underline-offset-4 hover:underline"
              aria-label="Edit special instructions"
            >
              EDIT
            </Link>
          </div>
          <p className="mt-3 whitespace-pre-line text-sm text-muted">{instructions}</p>
        </section>
      ) : null}
    </CheckoutShell>
  );
}

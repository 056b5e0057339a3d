/**
 * Checkout step 3, /checkout-3: a review of contact, address and shipping method (each with
 * EDIT/SAVE) and a discount code; beside them (below on a phone) the order summary, the payment
 * method (the first listed checked) and, after it, 'Paying by …' and 'ORDER NOW', which places the
 * order priced by the server. A card payment then continues on the provider's hosted page (the order's
 * `payment.redirectUrl`); a bank transfer shows the order with the details to pay to.
 */
import { useRef, useState } from 'react';
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
import { InstructionsReview } from '../features/checkout/instructions-review';
import { PlaceOrder } from '../features/checkout/place-order';
import { TenderField } from '../features/checkout/tender-field';
import { shownQuote } from '../features/checkout/use-quote';
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
  const [newsletter, setNewsletter] = useState(false);
  const contact = useRef<SectionHandle>(null);
  const address = useRef<SectionHandle>(null);
  // Tenders paying it all leave nothing for a method: the choice goes, and ORDER NOW places it.
  const nothingToPay = checkout.quote.status === 'ready' && checkout.quote.quote.toPayMinor === 0;
  const ready = checkout.quote.status === 'ready' && checkout.method !== null && checkout.payment !== null;

  const orderNow = async () => {
    if (order.placing || !ready || checkout.quote.status !== 'ready' || !checkout.method || !checkout.payment) return;
    if (!(await confirmSections([contact, address]))) return;
    // confirm() saved both sections: what is stored now is what the shopper confirmed.
    const contactDetails = contactStore.read();
    const addressDetails = addressStore.read();
    if (!contactDetails || !addressDetails) return;
    await order.place(
      {
        user: checkout.user,
        contact: contactDetails,
        address: addressDetails,
        lines: checkout.lines,
        shippingMethodId: checkout.method.id,
        paymentMethod: checkout.payment.id,
        discountCode: checkout.discount.applied,
        tenders: checkout.tenders,
        specialInstructions: instructions,
        shown: checkout.quote.quote,
      },
      { newsletter },
    );
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
          {nothingToPay ? null : (
            <PaymentMethodSection methods={checkout.paymentMethods} selected={checkout.payment?.id ?? null} onSelect={checkout.choosePayment} />
          )}
          <PlaceOrder
            payment={nothingToPay ? null : checkout.payment}
            problem={order.problem}
            placing={order.placing}
            priceChanged={order.priceChanged}
            ready={ready}
            user={checkout.user}
            newsletter={newsletter}
            onNewsletter={setNewsletter}
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
      <TenderField lines={checkout.lines} tenders={checkout.tenders} quote={shownQuote(checkout.quote)} currency={currency} />
      <InstructionsReview instructions={instructions} />
    </CheckoutShell>
  );
}

import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../domain/cart.ts';
import { PlaceOrderInput, CheckoutQuoteInput } from '../../../domain/schemas/checkout.ts';
import { NO_TAX } from '../../../domain/tax.ts';
import { orderRequest, quoteRequest } from './order-request';

const ring: CartLine = {
  id: 41,
  productId: 7,
  title: 'Rose Halo Ring',
  images: ['a.svg'],
  sizes: '7',
  metal: 'Rose Gold',
  metals: ['Silver', 'Rose Gold'],
  price: 129,
  priceMinor: 12900,
  quantity: 2,
  personalisation: 'A & J',
  giftWrap: true,
  gemstone: 'Ruby',
};
const contact = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' };
const address = {
  name: 'Ada Lovelace',
  company: '',
  address: '12 St James’s Square',
  city: 'London',
  country: 'GB',
  state: '',
  zip: 'SW1Y 4JH',
};

describe('quoteRequest', () => {
  it('names each piece by its variant and choices, and the method and code when there are some', () => {
    const body = quoteRequest([ring], 2, 'WELCOME10');
    expect(body).toEqual({
      items: [{ variantId: 41, metal: 'Rose Gold', size: '7', quantity: 2, personalisation: 'A & J', giftWrap: true }],
      shippingMethodId: 2,
      discountCode: 'WELCOME10',
    });
    expect(CheckoutQuoteInput.safeParse(body).success).toBe(true);
    expect(quoteRequest([ring], null, null)).not.toHaveProperty('shippingMethodId');
  });
});

describe('orderRequest', () => {
  it('is the spec’s order with the real name, "First Last", every choice of each piece, and the figures the summary showed', () => {
    const body = orderRequest({
      user: { id: 3, firstName: 'Ada', lastName: 'Lovelace' },
      contact,
      address,
      lines: [ring],
      shippingMethodId: 1,
      paymentMethod: 'bank_transfer',
      discountCode: null,
      specialInstructions: '  Please engrave carefully  ',
      shown: {
        currency: 'USD',
        items: [{ variantId: 41, metal: 'Rose Gold', priceMinor: 12900 }],
        shippingMinor: 999,
        discounts: [{ name: 'Weekend sale on rings', code: null, kind: 'percent', amountMinor: 2580 }],
        tax: { ...NO_TAX, taxMinor: 1725 },
        total: 287.99,
      },
      now: new Date('2025-05-01T10:00:00Z'),
    });
    expect(body).toMatchObject({
      customerId: 3,
      customerName: 'Ada Lovelace',
      orderCustomer: contact,
      // One phone asked: the contact's goes with the address too.
      shippingAddress: { ...address, phone: contact.phone },
      date: '2025-05-01T10:00:00.000Z',
      status: 'Pending',
      total: 287.99,
      expectedTotal: 287.99,
      expectedShipping: 9.99,
      expectedDiscounts: [{ name: 'Weekend sale on rings', code: null, amount: 25.8 }],
      expectedTax: 17.25,
      shippingMethodId: 1,
      paymentMethod: 'bank_transfer',
      specialInstructions: 'Please engrave carefully',
      items: [
        {
          variantId: 41,
          productId: '7',
          productName: 'Rose Halo Ring',
          metal: 'Rose Gold',
          size: '7',
          quantity: 2,
          price: 129,
          personalisation: 'A & J',
          giftWrap: true,
        },
      ],
    });
    expect(body).not.toHaveProperty('discountCode');
    expect(PlaceOrderInput.safeParse(body).success).toBe(true);
  });
});

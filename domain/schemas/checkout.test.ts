import { describe, expect, it } from 'vitest';
import {
  CheckoutQuoteInput,
  ContactInfoInput,
  DiscountCheckInput,
  PlaceOrderInput,
  ShippingAddressForm,
  ShippingAddressInput,
  isPhoneNumber,
} from './checkout.ts';

const messages = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958' };
const address = {
  name: 'Ada Lovelace',
  address: '12 St James’s Square',
  city: 'London',
  country: 'United Kingdom',
  state: 'London',
  zip: 'SW1Y 4JH',
  phone: '020-7946-0958',
};
const item = { variantId: 12, metal: '14K Gold', size: '7', quantity: 1 };

describe('ContactInfoInput', () => {
  it('accepts a complete contact', () => {
    expect(ContactInfoInput.safeParse(contact).success).toBe(true);
  });

  it('names each missing field', () => {
    expect(messages(ContactInfoInput.safeParse({}))).toEqual({ name: 'Name is required', email: 'Email is required', phone: 'Phone is required' });
    expect(messages(ContactInfoInput.safeParse({ name: ' ', email: '', phone: '' }))).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
    });
  });

  it('checks email and phone', () => {
    expect(messages(ContactInfoInput.safeParse({ ...contact, email: 'ada@', phone: 'call me' }))).toEqual({
      email: 'Invalid email address',
      phone: 'Invalid phone number',
    });
  });
});

describe('isPhoneNumber', () => {
  it('takes 7 to 15 digits, an optional leading +, spaces and dashes', () => {
    expect(isPhoneNumber('5550123')).toBe(true);
    expect(isPhoneNumber('+1 555-012-3456')).toBe(true);
    expect(isPhoneNumber('+123456789012345')).toBe(true);
    expect(isPhoneNumber('555012')).toBe(false);
    expect(isPhoneNumber('+1234567890123456')).toBe(false);
    expect(isPhoneNumber('555-CALL-NOW')).toBe(false);
    expect(isPhoneNumber('12+3456789')).toBe(false);
  });
});

describe('ShippingAddressInput', () => {
  it('accepts an address without a company', () => {
    expect(ShippingAddressInput.parse(address).company).toBe('');
  });

  it('names each missing field; the state, the postcode and the phone depend on the country (domain/addresses.ts)', () => {
    expect(messages(ShippingAddressInput.safeParse({}))).toEqual({
      name: 'Name is required',
      address: 'Address is required',
      city: 'City is required',
      country: 'Country is required',
    });
    expect(Object.keys(messages(ShippingAddressForm.safeParse({ ...address, zip: '' })))).toEqual(['zip']);
  });
});

describe('PlaceOrderInput', () => {
  const order = { orderCustomer: contact, shippingAddress: address, items: [item] };

  it('accepts the spec’s order with the fields it lacked', () => {
    const parsed = PlaceOrderInput.parse({
      ...order,
      customerId: '7',
      customerName: 'AdaLovelace',
      date: '2025-01-01',
      status: 'Shipped',
      total: 0.01,
      items: [{ ...item, productName: '12', productId: '3', price: 0.01 }],
    });
    expect(parsed.items[0]).toMatchObject({ variantId: 12, metal: '14K Gold', size: '7', quantity: 1, personalisation: '', giftWrap: false });
    expect(parsed.specialInstructions).toBe('');
  });

  it('reads the total and prices the first clients send as amounts in major units, and any other text as not sent', () => {
    const read = (total: unknown) => PlaceOrderInput.parse({ ...order, total, items: [{ ...item, price: total }] });
    const amounts: Array<[unknown, number]> = [
      [309.96, 309.96],
      [0, 0],
      ['309.96', 309.96],
      [' 309.96 ', 309.96],
      ['309', 309],
      ['1,309.96', 1309.96],
      ['$1,309.96', 1309.96],
      ['US$ 1,309.96', 1309.96],
      ['USD 1309.96', 1309.96],
      ['€12,345,678.5', 12345678.5],
    ];
    for (const [sent, amount] of amounts) {
      const parsed = read(sent);
      expect({ sent, total: parsed.total, price: parsed.items[0]!.price }).toEqual({ sent, total: amount, price: amount });
    }
    for (const sent of [undefined, '', 'NaN', 'n/a', '-5', -5, '309,96', '1,30.96', '12.34.56', '1e3', '0x10', '309.96 USD', 'about 300']) {
      const parsed = read(sent);
      expect({ sent, total: parsed.total, price: parsed.items[0]!.price }).toEqual({ sent, total: undefined, price: undefined });
    }
    expect(PlaceOrderInput.safeParse({ ...order, total: true }).success).toBe(false);
  });

  it('refuses an empty order', () => {
    expect(messages(PlaceOrderInput.safeParse({ ...order, items: [] }))).toEqual({
      items: 'Your cart is empty. Please add items to your cart before checking out.',
    });
    expect(messages(PlaceOrderInput.safeParse({ orderCustomer: contact, shippingAddress: address }))).toEqual({
      items: 'Your cart is empty. Please add items to your cart before checking out.',
    });
  });

  it('takes a variant id as a number or as digits, and nothing else', () => {
    expect(PlaceOrderInput.parse({ ...order, items: [{ ...item, variantId: '12' }] }).items[0]!.variantId).toBe(12);
    for (const variantId of [true, '', '12a', 0, -3, 1.5]) {
      expect(messages(PlaceOrderInput.safeParse({ ...order, items: [{ ...item, variantId }] }))).toEqual({
        'items.0.variantId': 'Each item needs its variantId.',
      });
    }
  });

  it('asks for each item’s variant and metal', () => {
    expect(messages(PlaceOrderInput.safeParse({ ...order, items: [{ quantity: 1 }] }))).toEqual({
      'items.0.variantId': 'Each item needs its variantId.',
      'items.0.metal': 'Each item needs its metal.',
    });
  });

  it('asks for contact and address', () => {
    expect(messages(PlaceOrderInput.safeParse({ items: [item] }))).toEqual({
      orderCustomer: 'Contact information is required',
      shippingAddress: 'Shipping address is required',
    });
  });

  it('upper-cases a discount code and drops an empty one', () => {
    expect(PlaceOrderInput.parse({ ...order, discountCode: ' welcome10 ' }).discountCode).toBe('WELCOME10');
    expect(PlaceOrderInput.parse({ ...order, discountCode: '' }).discountCode).toBeUndefined();
  });
});

describe('CheckoutQuoteInput and DiscountCheckInput', () => {
  it('need items and a code', () => {
    expect(CheckoutQuoteInput.safeParse({ items: [item], shippingMethodId: 1 }).success).toBe(true);
    expect(messages(DiscountCheckInput.safeParse({ code: ' ' }))).toEqual({ code: 'Please enter a discount code.' });
  });
});

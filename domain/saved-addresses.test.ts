import { describe, expect, it } from 'vitest';
import type { SavedAddressAnswer } from './contract/account.ts';
import { checkoutAddressOf, defaultAddressOf, sameAddress, savedAddressFor } from './saved-addresses.ts';
import { ShippingAddressForm } from './schemas/checkout.ts';

const saved = (id: number, over: Partial<SavedAddressAnswer> = {}): SavedAddressAnswer => ({
  id,
  name: 'Ada Lovelace',
  company: '',
  address: `${id} Pearl St`,
  city: 'Portland',
  country: 'US',
  countryName: 'United States',
  state: 'Oregon',
  zip: '97201',
  phone: '503 555 0100',
  isDefault: false,
  ...over,
});

describe('a saved address at checkout', () => {
  it('becomes the checkout’s address: its fields, which the checkout’s form reads as they are', () => {
    const address = checkoutAddressOf(saved(1));
    expect(address).toEqual({ name: 'Ada Lovelace', company: '', address: '1 Pearl St', city: 'Portland', country: 'US', state: 'Oregon', zip: '97201' });
    expect(ShippingAddressForm.parse(address)).toEqual(address);
  });

  it('is found again from the checkout’s address, case and spaces aside; another place is not it', () => {
    const book = [saved(1, { isDefault: true }), saved(2)];
    expect(savedAddressFor(book, { ...checkoutAddressOf(book[1]!), city: ' portland ' })?.id).toBe(2);
    expect(savedAddressFor(book, { ...checkoutAddressOf(book[1]!), zip: '97202' })).toBeUndefined();
    expect(savedAddressFor(book, null)).toBeUndefined();
    expect(sameAddress(checkoutAddressOf(book[0]!), checkoutAddressOf(book[1]!))).toBe(false);
  });

  it('starts from the default', () => {
    expect(defaultAddressOf([saved(1), saved(2, { isDefault: true })])?.id).toBe(2);
    expect(defaultAddressOf([])).toBeUndefined();
  });
});

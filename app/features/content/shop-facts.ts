/**
 * The shop's contact details and the promises its policies make, in one place: the contact page,
 * the footer, the terms and the custom jewellery pages all read them, so they never disagree.
 */

export const SHOP_CONTACT = {
  phone: '+1 (503) 555-0142',
  phoneHref: 'tel:+15035550142',
  email: 'care@lumenandloom.com',
  address: {
    street: '1120 NW Couch Street, Suite 410',
    city: 'Portland',
    region: 'OR',
    state: 'Oregon',
    postalCode: '97209',
    country: 'United States',
  },
  hours: 'Monday to Friday, 9 am to 5 pm Pacific Time',
  replyWithin: 'one business day',
} as const;

export const addressLines = (address = SHOP_CONTACT.address) => [
  address.street,
  `${address.city}, ${address.region} ${address.postalCode}`,
  address.country,
];

/** The figures every page quotes. */
export const SHOP_POLICY = {
  cancellationHours: 24,
  returnContactDays: 7,
  /** A return reaches us within this many days of delivery (the product page's "Easy 30 Day Return"). */
  returnArrivalDays: 30,
  readyToShipDispatch: '3 to 5 business days',
  customMaking: '10 to 21 business days',
  minimumAge: 18,
  privacyMinimumAge: 16,
  warrantyMonths: 6,
  designReply: '2 business days',
  welcomeCode: 'WELCOME10',
  welcomePercent: 10,
} as const;

/** The effective dates of the policies. */
export const POLICY_DATES = {
  privacy: '05 July 2025',
  terms: '15 July 2025',
} as const;

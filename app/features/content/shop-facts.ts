/**
 * The shop's words and facts, in one place: its contact details, the promises its policies make
 * (the contact page, the footer, the terms and the custom jewellery pages all read them, so they
 * never disagree), and the copy of the home and about pages.
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

export const addressLines = (address = SHOP_CONTACT.address) => [address.street, `${address.city}, ${address.region} ${address.postalCode}`, address.country];

/** The figures every page quotes. The returns policy is the owner's setting (/admin/settings/returns), not a figure here. */
export const SHOP_POLICY = {
  cancellationHours: 24,
  readyToShipDispatch: '3 to 5 business days',
  customMaking: '10 to 21 business days',
  minimumAge: 18,
  privacyMinimumAge: 16,
  warrantyMonths: 6,
  designReply: '2 business days',
  welcomeCode: 'WELCOME10',
  welcomePercent: 10,
} as const;

/** The days the policies' words last changed (ISO 8601); a retention period changed later dates them instead (policy-date.ts). */
export const POLICY_DATES = {
  privacy: '2026-12-06',
  terms: '2026-12-06',
} as const;

/** A customer's words on the home page. */
export const TESTIMONIAL: { quote: string; author: string; location: string } = {
  quote:
    'I ordered the Forget-Me-Not charm with my daughters\u2019 birthstones, and when it arrived I actually cried. You can tell a real person made it: the petals are ever so slightly different, the little engraved heart on the back was a lovely surprise, and the packaging felt like opening a present from an old friend. I wear it every single day.',
  author: 'Margaret H.',
  location: 'Portland, Oregon',
};

export const SHOP_COPY: { tagline: string; blurb: string; about: string[] } = {
  tagline: 'Handcrafted jewellery, made to be treasured.',
  blurb:
    'Our studio designs and handcrafts fine jewellery in sterling silver and solid gold, one piece at a time. Every ring, charm and necklace is cast, set and polished by hand at our bench, and made to be worn for a lifetime.',
  about: [
    'We are a small jewellery studio with a simple belief: that the pieces you wear every day should be made with the same care as the moments they mark. Every ring, charm, pair of earrings, bracelet and necklace in our collection is designed and handcrafted at our own bench.',
    'Our work begins with a sketch and a carved wax or a length of wire. From there, each piece is cast in recycled sterling silver or solid gold, then filed, set, engraved and polished by hand. It is slow work, and we like it that way: the small irregularities of handwork are what make a piece your own.',
    'We choose our gemstones one at a time, by eye, for colour and life rather than size alone. We buy from suppliers we know and trust, ask where our stones come from, and tell you honestly about any treatments. Our diamonds are conflict-free and our gold and silver are recycled wherever possible.',
    'Many of our pieces are made to order, in your size, metal and stone. That means a little patience, usually a week or two, but it also means less waste and a piece made especially for you. We are always happy to engrave an initial, a date or a few words that matter.',
    'We stand behind everything we make. Pieces from our studio come with free cleaning, polishing and stone checks for life, and if something ever goes wrong, we will put it right. Jewellery should be handed down, not thrown away.',
    'Thank you for supporting independent craft. Whether you are choosing an engagement ring, a birthday charm or something just because, we are honoured to be part of your story.',
  ],
};

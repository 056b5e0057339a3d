/**
 * The terms and conditions, written for the configured shop name and currency. The periods for
 * which accounts and messages are kept are the owner's settings, printed as the retention job
 * applies them (decision record 043).
 */
import type { RetentionSettingsAnswer } from '../../../domain/contract/retention';
import type { LegalSection } from './legal-page';
import type { ShopPayments, ShopReturns } from '../../lib/root-data';
import { cancellationTerms, howToPay, refundTerms } from './payment-terms';
import { SHOP_CONTACT, SHOP_POLICY, addressLines } from './shop-facts';

export const termsIntro = (shopName: string) =>
  `These terms govern your use of the ${shopName} website and every order you place with us. Please read them before you buy. By using the site or placing an order, you agree to them; if you do not agree, please do not use the site.`;

/** Who we are, who may buy, our pieces, prices and orders. */
function shopAndOrderSections(shopName: string, currency: string, payments: ShopPayments, kept: RetentionSettingsAnswer['words']): LegalSection[] {
  const p = SHOP_POLICY;
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: [
        `The site is run by ${shopName}, an independent jewellery studio at ${addressLines().join(', ')}. You can reach us at ${SHOP_CONTACT.email} or ${SHOP_CONTACT.phone}.`,
      ],
    },
    {
      id: 'eligibility',
      title: 'Using our shop',
      body: [
        `You must be at least ${p.minimumAge} years old to place an order, or use the site under the supervision of a parent or guardian who accepts these terms on your behalf. You are responsible for keeping your account password private and for everything done with your account.`,
        `Please confirm your e-mail address from the message we send when you register: an account whose address is still unconfirmed ${kept.unconfirmedAccounts} after it was created, and that has no order, is deleted.`,
        'Please do not misuse the site: no attempts to break into it, to disrupt it, to collect other customers’ information, or to use it for anything unlawful.',
      ],
    },
    {
      id: 'our-jewellery',
      title: 'Our jewellery',
      body: [
        'Every piece is made by hand, so small variations in finish, texture and engraving from the photographs are part of its character, not a fault. Gemstones are natural or lab-grown as described, and each one differs slightly in colour and inclusions. Screens show colours differently, so metal and stone shades may look slightly different in person.',
        'Sterling silver is 925 silver; gold is solid 14K or 18K as stated. Plated finishes wear with use over time.',
      ],
    },
    {
      id: 'prices-and-payment',
      title: 'Prices and payment',
      body: [
        `All prices are shown and charged in ${currency}. Prices include the cost of any personalisation you choose; shipping, gift wrap and any applicable sales tax are added at checkout and shown before you pay.`,
        ...howToPay(payments),
        'We check our prices carefully, but if a piece is listed at an obviously wrong price we will contact you before dispatching and you may choose to pay the correct price or cancel for a full refund.',
        `Discount codes apply as described when issued and cannot be exchanged for cash. The welcome code ${p.welcomeCode} gives ${p.welcomePercent}% off a first purchase and can be used once per customer.`,
      ],
    },
    {
      id: 'orders',
      title: 'Orders',
      body: [
        'When you place an order you will receive an e-mail confirming that we have received it. The contract between us is formed when we accept your order, which we do when we begin making or dispatch it. We may decline an order, for example if a material is no longer available or we suspect fraud; if we do, we refund any payment in full.',
      ],
    },
    {
      id: 'personalised-and-custom',
      title: 'Personalised and custom pieces',
      body: [
        `Personalised pieces and custom designs are made to order and take ${p.customMaking} to make before dispatch. For custom designs, we share a sketch or description and a quote for your approval; we begin making the piece only once you approve it.`,
        'Please check personalisation text carefully before you order: we engrave exactly what you enter. You confirm that any photo, drawing or link you send us is yours to share, and you allow us to use it to design and make your piece.',
        `We keep what you send us through the contact and custom design forms, photos included, for ${kept.messages} after you send it, then delete it.`,
      ],
    },
  ];
}

/** Shipping, cancellations, returns and the warranty. */
function deliverySections(returns: ShopReturns): LegalSection[] {
  const p = SHOP_POLICY;
  return [
    {
      id: 'shipping',
      title: 'Dispatch and delivery',
      body: [
        {
          list: [
            `Ready-to-ship pieces are dispatched within ${p.readyToShipDispatch} of your order.`,
            `Personalised and custom pieces are dispatched within ${p.customMaking}.`,
            'After dispatch, Express delivery takes 1 to 2 days and Regular delivery 3 to 5 days.',
          ],
        },
        'Delivery times are estimates; carriers are occasionally delayed, especially around holidays. Every parcel is insured; the risk in your order passes to you once it is delivered. If your parcel has not arrived within 10 business days of the estimated date, please contact us.',
      ],
    },
    {
      id: 'cancellations',
      title: 'Cancellations',
      body: [
        `${cancellationTerms()} After ${p.cancellationHours} hours, your piece may already be in the making; ready-to-ship orders that have not yet been dispatched can usually still be cancelled, but personalised and custom pieces cannot.`,
      ],
    },
    {
      id: 'returns',
      title: 'Returns and refunds',
      body: [
        // The owner's returns policy, in the words every page uses (domain/returns-policy.ts).
        returns.sentence,
        'Start a return from My orders in your account. A returned piece should be unworn, in its original packaging and with its certificate, if it came with one. Custom designs are made for you alone and come back only when faulty or when they differ from what you approved.',
        `Once we receive and inspect a return, we refund the price of the piece within 10 business days, or give you store credit or another size if you chose that. ${refundTerms()}`,
        'These terms do not affect your statutory rights as a consumer.',
      ],
    },
    {
      id: 'warranty',
      title: 'Warranty and care',
      body: [
        `Every piece carries a ${p.warrantyMonths}-month warranty against defects in materials and workmanship. If a defect appears, we will repair or replace the piece, or refund it if neither is possible. The warranty does not cover normal wear, accidental damage, loss of stones caused by knocks, or alterations made by another jeweller.`,
        'For as long as you own a piece from our studio, we will clean, polish and check its settings free of charge.',
      ],
    },
  ];
}

/** Intellectual property, liability, privacy, the law, changes, and how to reach us. */
function legalSections(shopName: string): LegalSection[] {
  return [
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      body: [
        `All designs, photographs, drawings and text on this site belong to ${shopName} or are used with permission. You may not copy or reuse them without our written consent. Custom designs we create for you remain our designs, but we will never sell a piece we made from your personal story or photograph to anyone else.`,
      ],
    },
    {
      id: 'liability',
      title: 'Our liability',
      body: [
        'We are responsible for losses you suffer that are a foreseeable result of our breaking these terms or failing to use reasonable care. We are not responsible for losses that were not foreseeable, for business losses, or for delays caused by events beyond our reasonable control. Nothing in these terms limits liability that cannot be limited by law.',
        'Our total liability for any order is limited to the amount you paid for it.',
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy',
      body: ['Our privacy policy explains how we use your personal information. It forms part of these terms.'],
    },
    {
      id: 'law',
      title: 'Governing law',
      body: [
        `These terms are governed by the laws of the State of ${SHOP_CONTACT.address.state} and of the United States. If a dispute arises, please contact us first: most problems are resolved quickly with a conversation. Otherwise, disputes will be heard by the courts of that state, unless the law of the place where you live gives you the right to bring them there.`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: [
        'We may update these terms from time to time. The version in force when you place an order applies to that order. The date at the top shows when these terms last changed.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: [
        `Questions about these terms or an order? Write to us at ${SHOP_CONTACT.email}, call ${SHOP_CONTACT.phone} (${SHOP_CONTACT.hours}), or visit our studio.`,
      ],
    },
  ];
}

export function termsSections(
  shopName: string,
  currency: string,
  { payments, returns }: { payments: ShopPayments; returns: ShopReturns },
  kept: RetentionSettingsAnswer['words'],
): LegalSection[] {
  return [...shopAndOrderSections(shopName, currency, payments, kept), ...deliverySections(returns), ...legalSections(shopName)];
}

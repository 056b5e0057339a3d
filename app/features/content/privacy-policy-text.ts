/**
 * The privacy policy, written for the configured shop name. Its retention periods are the owner's
 * settings, which the retention job enforces (decision records 043, 044): the policy prints them,
 * so what it promises and what the shop does are one figure. It promises nothing the software does
 * not do: the copy of one's data and the deletion of one's account are the account page's (044).
 */
import type { RetentionSettingsAnswer } from '../../../domain/contract/retention';
import type { LegalSection } from './legal-page';
import { SHOP_CONTACT, SHOP_POLICY, addressLines } from './shop-facts';

export const privacyIntro = (shopName: string) =>
  `${shopName} designs and handcrafts jewellery in our own studio. This policy explains what personal information we collect when you visit our shop, place an order or write to us, why we collect it, who we share it with, and the choices and rights you have. We collect only what we need to make and deliver your jewellery and to look after you as a customer.`;

/** What we collect, why, and who we share it with. */
function collectionSections(): LegalSection[] {
  return [
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      body: [
        'Information you give us:',
        {
          list: [
            'Your name, e-mail address, phone number, and billing and shipping addresses when you create an account or place an order.',
            'Order details: the pieces you choose, sizes, metals, personalisation text (such as names, dates or messages to engrave), gift-wrap choices and special instructions.',
            'What you send us through the contact and custom design forms: your message, your mobile number, and any photo or link you choose to share.',
            'A return you ask for: the reason you give and, for a fault or damage, your photos of it.',
            'A review you write of a piece you received: your stars, title, words and any photos, shown with your first name, the initial of your last name and the metal and size you bought once the shop approves it.',
            'Your e-mail address if you subscribe to our newsletter.',
          ],
        },
        'Information collected automatically when you use the site: your browser and device type, your IP address and approximate location derived from it, the pages you view and the links you follow, and information stored in cookies and your browser’s local storage (such as the contents of your cart and wishlist).',
        'Information from others: our payment providers confirm whether a payment succeeded and give us limited details such as the card type and its last four digits. We never receive or store your full card number.',
      ],
    },
    {
      id: 'how-we-use-it',
      title: 'How we use your information',
      body: [
        {
          list: [
            'To make, personalise, ship and deliver your order, and to keep you informed about its progress.',
            'To answer your messages and to design, quote and make custom pieces you request.',
            'To manage your account, including sign-in, password resets and your order history.',
            'To prevent fraud and keep the shop and our customers secure.',
            'To send you our newsletter, only if you asked for it and confirmed your address from the e-mail we sent; every letter has a link to unsubscribe in one click.',
            'To understand how the shop is used so we can improve it.',
            'To meet our legal obligations, such as keeping tax and accounting records.',
          ],
        },
        'We rely on the performance of our contract with you for orders, on your consent for the newsletter and optional cookies, on our legitimate interests in running and protecting a small business, and on legal obligations where the law requires us to keep records.',
      ],
    },
    {
      id: 'sharing',
      title: 'How we share your information',
      body: [
        'We do not sell or rent your personal information, and we do not share it for cross-context behavioural advertising. We share it only with:',
        {
          list: [
            'Payment providers that process your payment on our behalf.',
            'Shipping carriers and couriers, who need your name, address and phone number to deliver your parcel.',
            'Service providers that host our website, store our data and send our e-mails, under contracts that require them to protect it and use it only for us.',
            'Professional advisers, such as accountants and lawyers, where needed.',
            'Authorities, when the law requires it or to protect our rights, our customers or the public.',
            'A buyer or successor, if our business is ever sold or reorganised, under the same protections described here.',
          ],
        },
      ],
    },
    {
      id: 'payments',
      title: 'Payments',
      body: [
        'Payments are processed by third-party payment gateways. When you pay, your card or wallet details go directly to the gateway over an encrypted connection; they are never stored on our servers. The gateways handle your payment information under their own privacy policies and the Payment Card Industry Data Security Standard (PCI DSS). We keep only a record of the payment: the amount, the date, whether it succeeded, and the reference the gateway gives us.',
      ],
    },
  ];
}

/** What we keep, for how long (the owner's periods, as the retention job applies them), and what you may ask of it. */
function keepingSections(contact: string, kept: RetentionSettingsAnswer['words']): LegalSection[] {
  return [
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      body: [
        'We use a small number of cookies and your browser’s local storage to make the shop work:',
        {
          list: [
            'A sign-in cookie that keeps you signed in. It cannot be read by scripts on the page. It ends when you close the browser, or after 7 days if you choose “Remember me”.',
            'A cookie that tells us this browser has signed in to your account before, for a year, so that someone guessing your password elsewhere cannot lock you out.',
            'A cookie that remembers the country you ship to, so the prices you see are that country’s.',
            'Local storage that remembers your cart and your wishlist on this device.',
          ],
        },
        'We do not use advertising cookies. You can block or delete cookies in your browser’s settings; if you block the sign-in cookie you will not be able to sign in, and clearing local storage empties your cart and wishlist.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep your information',
      body: [
        {
          list: [
            `Orders, invoices, credit notes and the records of their payment: while you keep your account, and at least ${kept.bookkeeping} after each order, as tax and accounting law requires.`,
            'Your account: until you delete it. You can do so at any time on your account page (“Delete my account”, with your password): your account, saved addresses, cart, wishlist, newsletter subscription, the messages and design requests you sent with their photos, and your sign-in records are deleted at once; any store credit left is given up.',
            `Once you delete your account, your orders and their payments stay only for the books, without your name, e-mail address, phone or address, and are deleted ${kept.bookkeeping} after each order; the invoices and credit notes issued to you keep, for that time, the name and address they were issued with, because an issued invoice may not be changed.`,
            `An account whose e-mail address was never confirmed and that has no order: ${kept.unconfirmedAccounts} after it was created, then deleted.`,
            `Messages, custom design requests and the photos you send with them: ${kept.messages} after you send them, so we can answer questions about your piece, then deleted.`,
            `Photos you send with a return: ${kept.messages} after the return is closed, then deleted; the return itself stays with its order.`,
            'Reviews: while they are published. When you delete your account, a review not yet published is deleted; a published one stays on the piece’s page without your name, its photos deleted, so the words other shoppers relied on remain.',
            `Records of sign-ins, refused sign-ins, password reset requests and floods of our forms (the e-mail address typed, if any, and the network address it came from): ${kept.securityEvents}, to protect accounts and the shop from attack, then deleted.`,
            'Newsletter subscriptions: until you unsubscribe.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: [
        'Depending on where you live, you may have the right to:',
        {
          list: [
            'Know what personal information we hold about you and receive a copy of it.',
            'Have inaccurate information corrected.',
            'Have your information deleted.',
            'Receive your information in a portable format.',
            'Object to, or ask us to restrict, certain uses of your information.',
            'Withdraw your consent at any time, for example by unsubscribing from the newsletter.',
            'Not be treated differently for exercising any of these rights.',
          ],
        },
        'From your account page you can download a copy of everything we keep about you (“Download my data”, a file you can take elsewhere) and delete your account yourself, at any time.',
        `To exercise a right, write to us at ${contact}. We will confirm your identity and answer within 30 days. You also have the right to complain to the data protection authority where you live.`,
      ],
    },
  ];
}

/** Children, transfers abroad, security, changes, and how to reach us. */
function safeguardSections(contact: string): LegalSection[] {
  return [
    {
      id: 'children',
      title: 'Children',
      body: [
        `Our shop is not intended for children under ${SHOP_POLICY.privacyMinimumAge}, and we do not knowingly collect personal information from anyone under ${SHOP_POLICY.privacyMinimumAge}. If you believe a child under ${SHOP_POLICY.privacyMinimumAge} has given us personal information, please contact us and we will delete it.`,
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      body: [
        'Our studio and our servers are in the United States. If you visit the shop from another country, your information is transferred to, stored and processed in the United States, where data protection laws may differ from those of your country. Where the law requires it, we protect these transfers with appropriate safeguards, such as the standard contractual clauses approved by the European Commission, and we ask our service providers to do the same.',
      ],
    },
    {
      id: 'security',
      title: 'Security',
      body: [
        'We protect your information with encrypted connections, hashed passwords, restricted access and regular updates. No system is perfectly secure, so please choose a strong password and keep it to yourself. If we ever learn of a breach that affects you, we will tell you as the law requires.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: [
        'We may update this policy when our practices or the law change. The date at the top shows when it last changed; if a change is significant, we will tell you by e-mail or with a notice in the shop before it takes effect.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: [`Questions about this policy or your information? Write to us at ${contact}.`],
    },
  ];
}

export function privacySections(shopName: string, kept: RetentionSettingsAnswer['words']): LegalSection[] {
  const contact = `${SHOP_CONTACT.email}, ${SHOP_CONTACT.phone}, or by post to ${shopName}, ${addressLines().join(', ')}`;
  return [...collectionSections(), ...keepingSections(contact, kept), ...safeguardSections(contact)];
}

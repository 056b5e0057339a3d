/**
 * The seller's identity (issue 31, decision record 035): the owner's shop settings, and how the
 * papers and the e-mails write it. Its messages live here, next to its schema
 * (domain/contract/shop.ts), so the page and the API say the same words.
 */
import type { Seller } from './document-copy.ts';

export type { Seller };

/** An address is one to six lines of at most 80 characters (as SHOP_ADDRESS, its first default). */
export const SELLER_ADDRESS_LIMITS = { lines: 6, lineLength: 80 } as const;

export const SELLER_MESSAGES = {
  legalNameRequired: 'Enter the name customers buy from: your company’s registered name, or your own.',
  legalNameTooLong: 'The legal name is at most 120 characters.',
  addressRequired: 'Enter the postal address, a line for each part.',
  addressLines: 'The address is one to six lines of at most 80 characters.',
  taxNumberTooLong: 'The tax number is at most 40 characters.',
  emailInvalid: 'Enter the e-mail address customers write to, like care@example.com.',
  phoneTooLong: 'The phone number is at most 40 characters.',
  timeZoneUnknown: (name: string) => `“${name}” is not a time zone: choose one from the list, like America/Los_Angeles or Europe/Berlin.`,
  saved: 'Shop details saved. Papers issued from now on, and every e-mail, print them; invoices and credit notes issued before keep what they said.',
  sampleDetails: 'Invoices, credit notes, packing slips and e-mails print the seller’s details the shop was started with, not ones you saved.',
} as const;

/** The seller's e-mail address and phone on one line ("care@example.com · +1 503 555 0142"), or '' when neither is set. */
export const sellerContactLine = (seller: Pick<Seller, 'email' | 'phone'>) => [seller.email, seller.phone].filter(Boolean).join(' · ');

/**
 * Who sends the shop's e-mails, at the end of every one of them: the legal name, the postal
 * address, how to reach the shop and the tax number (the EU e-commerce directive's art. 5 asks a
 * seller's commercial messages to name them).
 */
export function sellerFooterLines(seller: Seller): string[] {
  const contact = sellerContactLine(seller);
  return [
    seller.legalName,
    ...(seller.address.length > 0 ? [seller.address.join(', ')] : []),
    ...(contact ? [contact] : []),
    ...(seller.taxNumber ? [`Tax number: ${seller.taxNumber}`] : []),
  ];
}

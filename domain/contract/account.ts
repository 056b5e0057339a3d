/**
 * The shopper's own account as `/api/me` and the account page answer it (decision record 041):
 * the account (as registration and login answer it too), the profile (the account with its
 * phone), the address book and the newsletter switch. Built by the accounts module's
 * presenter (server/services/accounts/me-presenter.ts), never by a handler or a page.
 */
import { z } from 'zod';
import { ROLES } from '../roles.ts';

/** An account as the shop tells anyone about it (`PublicUser`): what registration and login answer. */
export const UserAnswer = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    emailVerified: z.boolean().meta({ description: 'Whether the address was confirmed through the link e-mailed to it' }),
    role: z.enum(ROLES).meta({ description: '`customer` for every shopper; `staff` and `owner` open the back office' }),
  })
  .meta({ id: 'User' });

/** The signed-in shopper's own account: the account and its phone. */
export const ProfileAnswer = UserAnswer.extend({ phone: z.string().meta({ description: 'Empty: none given' }) }).meta({ id: 'Profile' });
export type ProfileAnswer = z.infer<typeof ProfileAnswer>;

export const SavedAddressAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    company: z.string(),
    address: z.string(),
    city: z.string(),
    country: z.string().meta({ description: 'ISO 3166-1 alpha-2 code', example: 'DE' }),
    countryName: z.string().meta({ description: 'The country’s English name', example: 'Germany' }),
    state: z.string().meta({ description: 'The state’s or province’s name where the country has a list; empty elsewhere' }),
    zip: z.string(),
    phone: z.string(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'SavedAddress' });
export type SavedAddressAnswer = z.infer<typeof SavedAddressAnswer>;

export const AddressBookAnswer = z
  .object({
    addresses: z.array(SavedAddressAnswer).meta({ description: 'The default first, then the newest first' }),
  })
  .meta({ id: 'AddressBook' });
export type AddressBookAnswer = z.infer<typeof AddressBookAnswer>;

/** A change that is done or under way, in words to show. */
export const AccountMessageAnswer = z.object({ message: z.string() }).meta({ id: 'AccountMessage' });

/** Whether the account's address receives the newsletter, and the words its switch is shown with (decision record 042). */
export const NewsletterConsentAnswer = z
  .object({
    subscribed: z.boolean(),
    since: z.iso.datetime().nullable().meta({ description: 'When the address was subscribed (ISO 8601); null when it is not' }),
    words: z
      .object({ version: z.number().int(), text: z.string() })
      .meta({ description: 'The words to show beside the switch; send their version back with the change (`wordsVersion`)' }),
  })
  .meta({ id: 'NewsletterConsent' });
export type NewsletterConsentAnswer = z.infer<typeof NewsletterConsentAnswer>;

/** The switch's state after a change, and what happened in words: subscribed, a confirmation link mailed, or unsubscribed. */
export const NewsletterSwitchAnswer = NewsletterConsentAnswer.extend({
  confirmationSent: z
    .boolean()
    .meta({ description: 'True when the account’s address is not confirmed yet: a link was mailed to it, and it is subscribed once followed' }),
  message: z.string(),
}).meta({ id: 'NewsletterSwitch' });
export type NewsletterSwitchAnswer = z.infer<typeof NewsletterSwitchAnswer>;

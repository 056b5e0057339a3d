/**
 * The seller's identity as the owner sets it (/admin/settings/shop, `GET`/`PUT
 * /api/admin/settings/shop`): the legal name, the postal address, the tax number, and the e-mail
 * address and phone customers reach the shop at. Invoices, credit notes, packing slips and
 * e-mails print them (decision record 035). And the shop's time zone, the owner's times are in
 * (decision record 038).
 */
import { z } from 'zod';
import { SELLER_ADDRESS_LIMITS, SELLER_MESSAGES as M } from '../seller.ts';
import { emailAddress } from '../schemas/email.ts';
import { singleLine } from '../schemas/text.ts';
import { isTimeZone } from '../time-zone.ts';

/** The shop's time zone: an IANA name the runtime knows (Intl.supportedValuesOf), or UTC. */
const TimeZone = z
  .string()
  .trim()
  .superRefine((name, context) => {
    if (!isTimeZone(name)) context.addIssue({ code: 'custom', message: M.timeZoneUnknown(name) });
  })
  .meta({ description: 'The IANA time zone the owner’s times (a discount’s start and end) are typed and shown in', example: 'America/Los_Angeles' });

export const ShopSettingsInput = z.object({
  legalName: singleLine('Legal name', M.legalNameRequired)
    .trim()
    .min(1, M.legalNameRequired)
    .max(120, M.legalNameTooLong)
    .meta({ description: 'The name customers buy from: a company’s registered name, or the owner’s', example: 'Lumen & Loom Jewellery Ltd' }),
  address: z
    .array(singleLine('Address', M.addressLines).trim().min(1, M.addressLines).max(SELLER_ADDRESS_LIMITS.lineLength, M.addressLines), {
      message: M.addressRequired,
    })
    .min(1, M.addressRequired)
    .max(SELLER_ADDRESS_LIMITS.lines, M.addressLines)
    .meta({ description: 'The postal address, one line a part', example: ['1120 NW Couch Street, Suite 410', 'Portland, OR 97209', 'United States'] }),
  taxNumber: singleLine('Tax number').trim().max(40, M.taxNumberTooLong).default('').meta({ description: 'VAT or tax registration number; empty: none' }),
  email: emailAddress(M.emailInvalid).meta({ description: 'Where customers write', example: 'care@example.com' }),
  phone: singleLine('Phone')
    .trim()
    .max(40, M.phoneTooLong)
    .default('')
    .meta({ description: 'Where customers call; empty: none', example: '+1 (503) 555-0142' }),
  timeZone: TimeZone.optional().meta({ description: 'Left out: the shop keeps its time zone' }),
});
export type ShopSettingsInput = z.infer<typeof ShopSettingsInput>;

export const ShopSettingsAnswer = z
  .object({
    legalName: z.string(),
    address: z.array(z.string()),
    taxNumber: z.string(),
    email: z.string(),
    phone: z.string(),
    timeZone: z.string().meta({ description: 'The IANA time zone the owner’s times are typed and shown in', example: 'America/Los_Angeles' }),
    sampleDetails: z
      .boolean()
      .meta({ description: 'The environment’s first defaults, never saved by the owner: the back office asks the owner to check them' }),
  })
  .meta({ id: 'ShopSettings' });
export type ShopSettingsAnswer = z.infer<typeof ShopSettingsAnswer>;

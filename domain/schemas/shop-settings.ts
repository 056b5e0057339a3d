/**
 * The owner's shop settings form (/admin/settings/shop), as a plain form posts it: the address in
 * a textarea, a line for each part (blank lines dropped). It reads into the API's
 * ShopSettingsInput, so the rules and their messages are the API's own.
 */
import { z } from 'zod';
import { ShopSettingsInput } from '../contract/shop.ts';

export const ShopSettingsForm = z
  .object({
    legalName: z.string().default(''),
    address: z.string().default(''),
    taxNumber: z.string().default(''),
    email: z.string().default(''),
    phone: z.string().default(''),
    timeZone: z.string().optional(),
  })
  .transform(({ address, ...fields }): z.input<typeof ShopSettingsInput> => ({
    ...fields,
    address: address
      .split(/\r\n|\r|\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  }))
  .pipe(ShopSettingsInput);

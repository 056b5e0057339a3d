/**
 * The back office's shipping zones (/api/admin/settings/shipping): what a zone and a method take,
 * with their messages, and how they are answered. The page's forms read into the same inputs
 * (domain/schemas/shipping-settings.ts).
 */
import { z } from 'zod';
import { countryCode } from '../countries.ts';
import { ADDRESS_MESSAGES, regionState } from '../addresses.ts';
import { SHIPPING_MESSAGES as M } from '../shipping.ts';
import { singleLine } from '../schemas/text.ts';
import { Amount } from './money.ts';

const Name = (field: string, message: string) => singleLine(field, message).trim().min(1, message).max(80, M.nameTooLong);

/** One country of a zone, by its code or English name, whole or only some of its states. */
const RegionInput = z
  .object({
    country: singleLine('Country').trim().meta({ example: 'Canada', description: 'English name or ISO 3166-1 alpha-2 code' }),
    states: z.array(singleLine('State').trim().min(1, M.stateTooLong).max(80, M.stateTooLong)).max(100).default([]).meta({
      description:
        'Empty: the whole country. Only for a country whose addresses name a state (US, CA, AU, IN, MX, BR, JP): one of its states by its code or name (kept as its name); any other is refused',
    }),
  })
  .transform((region, context) => {
    const code = countryCode(region.country);
    if (code === null) {
      context.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.unknownCountry(region.country), path: ['country'] });
      return z.NEVER;
    }
    // A state the checkout cannot ask for (Atlantis, or any in a country without a list) would never match an address.
    const states = region.states.map((text, index) => {
      const read = regionState(code, text);
      if ('message' in read) context.addIssue({ code: 'custom', message: read.message, path: ['states', index] });
      return 'state' in read ? read.state : '';
    });
    return { country: code, states: [...new Set(states)] };
  });

export const ShippingZoneInput = z
  .object({
    name: Name('Zone name', M.zoneNameRequired).meta({ example: 'Canada' }),
    regions: z.array(RegionInput, { message: M.regionsRequired }).min(1, M.regionsRequired).max(250, M.tooManyRegions),
  })
  .meta({ id: 'ShippingZoneInput' });
export type ShippingZoneInput = z.infer<typeof ShippingZoneInput>;

const Days = z.number({ message: M.daysInvalid }).int(M.daysInvalid).min(0, M.daysInvalid).max(90, M.daysInvalid);

export const ShippingMethodInput = z
  .object({
    name: Name('Method name', M.methodNameRequired).meta({ example: 'Express' }),
    price: z.number({ message: M.priceInvalid }).min(0, M.priceInvalid).max(100_000, M.priceInvalid).meta({ example: 19.99 }),
    freeAbove: z
      .number({ message: M.freeAboveInvalid })
      .positive(M.freeAboveInvalid)
      .max(10_000_000, M.freeAboveInvalid)
      .nullable()
      .default(null)
      .meta({ description: 'Shipping is free once the goods (after discounts, with gift wrap) reach this amount; null: never' }),
    minDays: Days.meta({ example: 1 }),
    maxDays: Days.meta({ example: 2 }),
  })
  .refine((method) => method.maxDays >= method.minDays, { message: M.daysOrder, path: ['maxDays'] })
  .meta({ id: 'ShippingMethodInput' });
export type ShippingMethodInput = z.infer<typeof ShippingMethodInput>;

export const AdminShippingMethodAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    price: Amount,
    freeAbove: Amount.nullable(),
    minDays: z.number().int(),
    maxDays: z.number().int(),
    deliveryText: z.string().meta({ example: '1 to 2 days' }),
  })
  .meta({ id: 'AdminShippingMethod' });

export const ShippingZoneAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    regions: z.array(
      z.object({ country: z.string().meta({ example: 'CA' }), countryName: z.string().meta({ example: 'Canada' }), states: z.array(z.string()) }),
    ),
    methods: z.array(AdminShippingMethodAnswer),
  })
  .meta({ id: 'ShippingZone' });
export type ShippingZoneAnswer = z.infer<typeof ShippingZoneAnswer>;

export const ShippingSettingsAnswer = z.object({ zones: z.array(ShippingZoneAnswer), currency: z.string() }).meta({ id: 'ShippingSettings' });
export type ShippingSettingsAnswer = z.infer<typeof ShippingSettingsAnswer>;

/**
 * The owner's tax page (/admin/settings/taxes) as plain forms post it: checkboxes there when
 * ticked, the rate as text. Each reads into the API's input (domain/contract/taxes.ts), so the
 * rules and their messages are the API's own.
 */
import { z } from 'zod';
import { TaxRateInput, TaxSettingsInput } from '../contract/taxes.ts';
import { TAX_MESSAGES } from '../tax.ts';

type Fields = Record<string, string | undefined>;
const text = (value: string | undefined) => value ?? '';

export const TaxSettingsForm = z.preprocess(
  (fields: Fields) => ({ pricesIncludeTax: fields.pricesIncludeTax === 'on', keepGross: fields.keepGross === 'on', homeCountry: text(fields.homeCountry) }),
  TaxSettingsInput,
);

/** "true", "false", or '' (as the region does). */
const choice = (value: string | undefined) => (value === 'true' ? true : value === 'false' ? false : undefined);

/** "19", "7,25" or "7.25 %": a number, or NaN that the rate refuses with its own message. */
const percent = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(',', '.').replace('%', '').trim()));

export const TaxRateForm = z.preprocess(
  (fields: Fields) => ({
    country: text(fields.country),
    state: text(fields.state),
    name: text(fields.name),
    rate: percent(text(fields.rate)),
    taxShipping: fields.taxShipping === 'on',
    included: choice(fields.included),
  }),
  TaxRateInput,
);

/** Which form of the page was posted. */
export const TAX_INTENTS = ['settings', 'add', 'update', 'delete'] as const;
export type TaxIntent = (typeof TAX_INTENTS)[number];

export const TaxRateId = z.coerce.number({ message: TAX_MESSAGES.rateNotFound }).int(TAX_MESSAGES.rateNotFound).positive(TAX_MESSAGES.rateNotFound);

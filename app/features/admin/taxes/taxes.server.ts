/** The tax page's reads and writes: the module's presenters, as the API answers (server/api/admin/tax-settings.ts). */
import type { AppLoadContext } from 'react-router';
import type { PublicUser } from '../../../../domain/schemas/account.ts';
import { TAX_INTENTS, TaxRateForm, TaxRateId, TaxSettingsForm, type TaxIntent } from '../../../../domain/schemas/tax-settings.ts';
import { TAX_MESSAGES as M } from '../../../../domain/tax.ts';
import * as taxes from '../../../../server/services/taxes/index.ts';
import { shippedCountries } from '../../../../server/services/shipping/index.ts';
import { ratesNotShipped } from '../../../../domain/place-coverage.ts';
import { done, formFields, invalid, refused } from '../../../lib/action-result.ts';
import { forAction } from '../../../lib/domain-errors.server.ts';

/** The settings and rates, the countries the shop ships to (the country list's first), and those of the rates no zone ships to (the page warns). */
export async function taxSettingsData(context: AppLoadContext) {
  const [settings, rates, shipsTo] = await Promise.all([taxes.getTaxSettings(context.db), taxes.listTaxRates(context.db), shippedCountries(context.db)]);
  const presented = taxes.presentTaxSettings(settings, rates);
  return {
    ...presented,
    shipsTo,
    notShipped: ratesNotShipped(
      presented.rates.map((rate) => rate.country),
      shipsTo,
    ),
  };
}

const intentOf = (form: FormData): TaxIntent | undefined => TAX_INTENTS.find((intent) => intent === form.get('intent'));

/** One of the page's forms: the settings, a rate added, changed or deleted. */
export async function taxAction(context: AppLoadContext, form: FormData, owner: PublicUser) {
  const intent = intentOf(form);
  if (!intent) return refused<TaxIntent>('This form cannot be sent.');
  if (intent === 'settings') {
    const parsed = TaxSettingsForm.safeParse(formFields(form));
    if (!parsed.success) return invalid(parsed.error, intent);
    return forAction(async () => {
      await taxes.saveTaxSettings(context.db, parsed.data, owner);
      return done({ intent, message: M.saved });
    }, intent);
  }
  const id = intent === 'add' ? null : TaxRateId.safeParse(form.get('id'));
  if (id && !id.success) return refused<TaxIntent>(M.rateNotFound, { intent, status: 404 });
  if (intent === 'delete') {
    return forAction(async () => {
      await taxes.deleteTaxRate(context.db, id!.data!, owner);
      return done({ intent, message: M.rateDeleted });
    }, intent);
  }
  const parsed = TaxRateForm.safeParse(formFields(form));
  if (!parsed.success) return invalid(parsed.error, intent);
  return forAction(async () => {
    if (intent === 'add') await taxes.addTaxRate(context.db, parsed.data, owner);
    else await taxes.updateTaxRate(context.db, id!.data!, parsed.data, owner);
    return done({ intent, message: intent === 'add' ? M.rateAdded : M.rateSaved });
  }, intent);
}

/**
 * Taxes, /admin/settings/taxes (owner only): whether catalogue prices include tax, and the rates by
 * country and state (a state's adds to its country's). Each change is audited and prices the next
 * quote at once. The tax number invoices print is the seller's, on /admin/settings/shop.
 */
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/tax-settings';
import type { TaxRateAnswer } from '../../../domain/contract/taxes';
import { COVERAGE_MESSAGES } from '../../../domain/place-coverage';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireOwnerPage, requireStaff } from '../../features/admin/admin.server';
import { CoverageWarning } from '../../features/admin/places/coverage-warning';
import { TaxRateForm, TaxSettingsForm } from '../../features/admin/taxes/tax-forms';
import { taxAction, taxSettingsData } from '../../features/admin/taxes/taxes.server';
import { smallButtonClass } from '../../components/ui/button-class';
import { FormAlert } from '../../components/ui/form-alert';
import { Table } from '../../components/ui/table';
import { TAX_MESSAGES } from '../../../domain/tax';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Taxes', description: 'Tax rates and how prices carry them.', path: '/admin/settings/taxes' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwnerPage(await requireStaff(context, request));
  return taxSettingsData(context);
}

export async function action({ context, request }: Route.ActionArgs) {
  const owner = await requireStaff(context, request);
  requireOwnerPage(owner);
  return taxAction(context, await request.formData(), owner);
}

const region = (rate: TaxRateAnswer) => (rate.state ? `${rate.state}, ${rate.countryName}` : rate.countryName);

function RateActions({ rate, busy, shipsTo }: { rate: TaxRateAnswer; busy: boolean; shipsTo: readonly string[] }) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      <details className="group">
        <summary className="cursor-pointer text-sm font-semibold underline underline-offset-2">Change</summary>
        <div className="mt-3 w-72">
          <TaxRateForm rate={rate} fieldErrors={undefined} busy={busy} shipsTo={shipsTo} />
        </div>
      </details>
      <Form method="post" aria-label={`Delete ${rate.name} (${region(rate)})`}>
        <input type="hidden" name="id" value={rate.id} />
        <button type="submit" name="intent" value="delete" className={smallButtonClass()} disabled={busy}>
          DELETE
        </button>
      </Form>
    </div>
  );
}

export default function TaxSettings({ loaderData, actionData: result }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const settings = loaderData;
  const rateErrors = result?.intent === 'add' ? result.fieldErrors : undefined;
  return (
    <section className="grid gap-6">
      <h1 className="text-4xl">Taxes</h1>
      <p className="max-w-2xl text-sm text-muted">
        A shop with no rate charges no tax. Tax is worked out at checkout once the shopper’s address is known, shown before they pay, and printed on the
        invoice.
      </p>
      {settings.notShipped.length > 0 ? <CoverageWarning>{COVERAGE_MESSAGES.ratesNotShipped(settings.notShipped)}</CoverageWarning> : null}
      <div aria-live="polite" className="grid gap-4">
        {result?.error ? <FormAlert tone="error">{result.error}</FormAlert> : null}
        {result?.message ? <FormAlert tone="success">{result.message}</FormAlert> : null}
      </div>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <TaxSettingsForm key={`${settings.pricesIncludeTax}${settings.homeCountry}${settings.keepGross}`} settings={settings} busy={busy} />
          {settings.pricesIncludeTax && !settings.rates.some((rate) => rate.country === settings.homeCountry && rate.state === '') ? (
            <FormAlert tone="error">{TAX_MESSAGES.homeWithoutRate(settings.homeCountryName)}</FormAlert>
          ) : null}
          <div>
            <h2 className="font-display text-2xl">Rates</h2>
            <Table
              label="Tax rates"
              className="mt-4"
              rows={settings.rates}
              rowKey={(rate) => rate.id}
              empty={<p className="mt-4 text-muted">No rates yet: no tax is charged anywhere.</p>}
              columns={[
                { header: 'WHERE', cell: region, rowHeader: true },
                { header: 'NAME', cell: (rate) => rate.name },
                { header: 'RATE', cell: (rate) => `${rate.rate}%`, align: 'end' },
                { header: 'SHIPPING', cell: (rate) => (rate.taxShipping ? 'Taxed' : 'Not taxed') },
                { header: 'PRICES SHOWN', cell: (rate) => (rate.included ? 'With tax' : 'Plus tax') },
                { header: 'Actions', headerHidden: true, cell: (rate) => <RateActions rate={rate} busy={busy} shipsTo={settings.shipsTo} /> },
              ]}
              narrow={{
                card: (rate) => (
                  <div className="grid gap-2">
                    <p className="font-semibold">{region(rate)}</p>
                    <p className="text-sm">
                      {rate.name} {rate.rate}% · shipping {rate.taxShipping ? 'taxed' : 'not taxed'} · prices {rate.included ? 'with tax' : 'plus tax'}
                    </p>
                    <RateActions rate={rate} busy={busy} shipsTo={settings.shipsTo} />
                  </div>
                ),
              }}
            />
          </div>
        </div>
        <div className="border border-line bg-white/70 p-6">
          <h2 className="mb-4 font-display text-2xl">Add a rate</h2>
          <TaxRateForm key={result?.intent === 'add' && result.ok ? result.message : 'add'} fieldErrors={rateErrors} busy={busy} shipsTo={settings.shipsTo} />
        </div>
      </div>
    </section>
  );
}

/**
 * The tax page's forms: the shop's setting (prices include tax or not), and a rate (added, or
 * changed in place). Plain form posts naming their intent.
 */
import { useState } from 'react';
import { Form, Link } from 'react-router';
import type { TaxRateAnswer, TaxSettingsAnswer } from '../../../../domain/contract/taxes';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { hasStates, stateLabel } from '../../../../domain/regions';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { CountryOptions, StateOptions } from '../places/place-options';

type Errors = Record<string, string> | undefined;

export function TaxSettingsForm({ settings, busy }: { settings: TaxSettingsAnswer; busy: boolean }) {
  return (
    <Form method="post" aria-label="Prices" className="grid content-start gap-5 border border-line bg-white/70 p-6">
      <h2 className="font-display text-2xl">Prices</h2>
      <Checkbox
        name="pricesIncludeTax"
        defaultChecked={settings.pricesIncludeTax}
        label="Catalogue prices include tax"
        hint="On (EU, UK, Australia): shoppers pay the price shown and the tax is inside it. Off (US, Canada): tax is added at checkout once the address is known."
      />
      <p className="text-sm text-muted">
        Your VAT or tax registration number is one of the seller’s details invoices print: set it in{' '}
        <Link to="/admin/settings/shop" className="font-semibold text-ink underline underline-offset-2">
          shop settings
        </Link>
        .
      </p>
      <Button type="submit" name="intent" value="settings" disabled={busy}>
        SAVE TAX SETTINGS
      </Button>
    </Form>
  );
}

/**
 * Where a rate applies: a country from the list (the ones the shop ships to first), and one of its
 * states where it has a list; none (the whole country) elsewhere, as checkout asks no state there.
 */
function RatePlaceFields({ rate, fieldErrors, shipsTo }: { rate?: TaxRateAnswer; fieldErrors: Errors; shipsTo: readonly string[] }) {
  const [country, setCountry] = useState(rate?.country ?? '');
  return (
    <>
      <SelectField label="Country" name="country" value={country} onChange={(event) => setCountry(event.target.value)} error={fieldErrors?.country}>
        <CountryOptions first={shipsTo} />
      </SelectField>
      {hasStates(country) ? (
        <SelectField
          key={country}
          label={stateLabel(country)}
          name="state"
          defaultValue={rate?.country === country ? rate.state : ''}
          error={fieldErrors?.state}
          optional
          hint="None: the whole country. A state’s rate adds to its country’s."
        >
          <StateOptions country={country} none="The whole country" />
        </SelectField>
      ) : null}
    </>
  );
}

/** A rate's fields, empty to add one or filled to change it. */
export function TaxRateForm({ rate, fieldErrors, busy, shipsTo }: { rate?: TaxRateAnswer; fieldErrors: Errors; busy: boolean; shipsTo: readonly string[] }) {
  const intent = rate ? 'update' : 'add';
  return (
    <Form method="post" aria-label={rate ? `Change ${rate.name} (${rate.state || rate.countryName})` : 'Add a tax rate'} className="grid content-start gap-4">
      {rate ? <input type="hidden" name="id" value={rate.id} /> : null}
      <RatePlaceFields rate={rate} fieldErrors={fieldErrors} shipsTo={shipsTo} />
      <TextField label="Name" name="name" defaultValue={rate?.name} error={fieldErrors?.name} hint="As invoices show it: VAT, GST, sales tax." maxLength={60} />
      <TextField label="Rate (%)" name="rate" inputMode="decimal" defaultValue={rate ? String(rate.rate) : ''} error={fieldErrors?.rate} className="max-w-32" />
      <Checkbox name="taxShipping" defaultChecked={rate?.taxShipping ?? false} label="Tax shipping too" />
      <Button type="submit" name="intent" value={intent} disabled={busy}>
        {rate ? 'SAVE RATE' : 'ADD RATE'}
      </Button>
    </Form>
  );
}

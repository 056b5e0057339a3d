/**
 * The tax page's forms: the shop's settings (home country, whether typed prices include its tax,
 * one gross price or not: decision record 036), and a rate (added, or changed in place). Plain form
 * posts naming their intent.
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
      <SelectField label="Home country" name="homeCountry" defaultValue={settings.homeCountry} hint="Where the shop is: whose tax the prices you type include.">
        <CountryOptions />
      </SelectField>
      <Checkbox
        name="pricesIncludeTax"
        defaultChecked={settings.pricesIncludeTax}
        label="The prices I type include my home country’s tax"
        hint="On (EU, UK, Australia): a price you type holds your home country’s tax. Off (US, Canada): prices are typed without tax."
      />
      <Checkbox
        name="keepGross"
        defaultChecked={settings.keepGross}
        label="One price in every country that shows prices with tax"
        hint="On: shoppers in every such country pay the price you typed. Off: they pay it without your home tax, plus their own country’s rate. Used only when the prices you type include tax."
      />
      <p className="text-sm text-muted">
        Each rate below says whether its shoppers see prices with it included (Europe, UK, Australia, Japan…) or added at checkout (US, Canada). Your VAT or tax
        registration number is one of the seller’s details invoices print: set it in{' '}
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

/** How a rate's shoppers see prices: with the tax inside, or with it added at checkout; new rates as their region does. */
function IncludedField({ rate }: { rate?: TaxRateAnswer }) {
  return (
    <SelectField
      label="Shoppers there see prices"
      name="included"
      defaultValue={rate ? String(rate.included) : ''}
      hint="Regions show prices with tax everywhere but in the US and Canada."
    >
      {rate ? null : <option value="">As its region does</option>}
      <option value="true">With this tax included</option>
      <option value="false">Without it: added at checkout</option>
    </SelectField>
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
      <IncludedField rate={rate} />
      <Button type="submit" name="intent" value={intent} disabled={busy}>
        {rate ? 'SAVE RATE' : 'ADD RATE'}
      </Button>
    </Form>
  );
}

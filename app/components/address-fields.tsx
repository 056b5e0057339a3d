/**
 * The shipping address's fields (the checkout's, the address book's): the country chosen from those the shop ships to (by ISO code,
 * shown by name), a state or province chosen from the country's list only where it has one, the
 * postal code under the country's own word ("ZIP code", "Postcode", "Postal code"), and no phone
 * (the contact's is the one). The rules and messages are the schema's (`ShippingAddressForm`).
 */
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { countryCode, countryName } from '../../domain/countries.ts';
import { needsPostalCode, postalCodeLabel } from '../../domain/postal-codes.ts';
import { knownState, stateLabel, statesOf } from '../../domain/regions.ts';
import type { ShippingAddressForm } from '../../domain/schemas/checkout.ts';
import { SelectField } from './ui/select-field';
import { TextField } from './ui/text-field';

type AddressForm = UseFormReturn<ShippingAddressForm>;

/** An address from an earlier order or another client as the form starts from it: the country as its code, the state as its name in the list. */
export function formAddress(address: Partial<ShippingAddressForm>): Partial<ShippingAddressForm> {
  const code = countryCode(address.country ?? '');
  if (code === null) return { ...address, country: '' };
  return { ...address, country: code, state: knownState(code, address.state ?? '') ?? '' };
}

/** The address's summary once saved: street, city with state and postal code, the country by name. */
export function AddressSummary({ address }: { address: ShippingAddressForm }) {
  const code = countryCode(address.country);
  return (
    <>
      <p className="font-medium">{address.name}</p>
      {address.company ? <p className="text-muted">{address.company}</p> : null}
      <p className="text-muted">{address.address}</p>
      <p className="text-muted">{[address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</p>
      <p className="text-muted">{code ? countryName(code) : address.country}</p>
    </>
  );
}

export function AddressFields({ form, countries }: { form: AddressForm; countries: readonly string[] }) {
  const country = form.watch('country') ?? '';
  const states = statesOf(country);
  const errors = form.formState.errors;
  // A country remembered from before that the shop no longer ships to stays shown, so the refusal names what was chosen.
  const options = country !== '' && !countries.includes(country) ? [...countries, country] : countries;
  const text = (name: 'name' | 'company' | 'address' | 'city', label: string, autoComplete: string, wide = false, optional = false) => (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <TextField label={label} autoComplete={autoComplete} optional={optional} registration={form.register(name)} error={errors[name]?.message} />
    </div>
  );
  return (
    <>
      {text('name', 'Name', 'shipping name')}
      {text('company', 'Company', 'shipping organization', false, true)}
      {text('address', 'Address', 'shipping street-address', true)}
      {text('city', 'City', 'shipping address-level2')}
      <div>
        <SelectField
          label="Country"
          autoComplete="shipping country"
          registration={form.register('country', { onChange: () => form.setValue('state', '') })}
          error={errors.country?.message}
        >
          <option value="">Choose a country</option>
          {options.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </SelectField>
        <p className="mt-1.5 text-xs text-muted">
          Yours is not listed? We don&rsquo;t ship there yet:{' '}
          <Link to="/contact" className="text-ink underline underline-offset-2">
            ask us
          </Link>
          .
        </p>
      </div>
      {states.length > 0 ? (
        <SelectField label={stateLabel(country)} autoComplete="shipping address-level1" registration={form.register('state')} error={errors.state?.message}>
          <option value="">Choose a {stateLabel(country).toLowerCase()}</option>
          {states.map((state) => (
            <option key={state.code} value={state.name}>
              {state.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField
        label={postalCodeLabel(country)}
        autoComplete="shipping postal-code"
        optional={country !== '' && !needsPostalCode(country)}
        registration={form.register('zip')}
        error={errors.zip?.message}
      />
    </>
  );
}

/**
 * The back office's choice of a place: every country by its English name (the ones the shop
 * ships to first, where the form knows them), and a country's states where it has a list
 * (domain/regions.ts). The tax page's rates and the shipping page's zones choose from these, so
 * the owner names only places checkout can ask for.
 */
import { countryCodes, countryName } from '../../../../domain/countries.ts';
import { statesOf } from '../../../../domain/regions.ts';

const option = (code: string) => (
  <option key={code} value={code}>
    {countryName(code)}
  </option>
);

/** A country select's options, by code: `first` (the countries shipped to) in a group of their own. */
export function CountryOptions({ first = [] }: { first?: readonly string[] }) {
  const rest = countryCodes().filter((code) => !first.includes(code));
  return (
    <>
      <option value="">Choose a country</option>
      {first.length > 0 ? <optgroup label="Countries you ship to">{first.map(option)}</optgroup> : null}
      <optgroup label={first.length > 0 ? 'Other countries' : 'Countries'}>{rest.map(option)}</optgroup>
    </>
  );
}

/** A state select's options, by name, after `none` (the whole country). */
export function StateOptions({ country, none }: { country: string; none: string }) {
  return (
    <>
      <option value="">{none}</option>
      {statesOf(country).map((state) => (
        <option key={state.code} value={state.name}>
          {state.name}
        </option>
      ))}
    </>
  );
}

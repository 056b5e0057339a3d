/**
 * A zone's name and countries, as the forms that add and change a zone ask them: each country
 * chosen from the list, whole or (where it has a list of states) only some of its states, ticked.
 * The form posts them as the page has always read them, one a line ("United States: Alaska,
 * Hawaii"), in a hidden field, so the page's schema and its messages stay the API's.
 */
import { useId, useState } from 'react';
import { countryCode, countryName } from '../../../../domain/countries.ts';
import { knownState, statesOf } from '../../../../domain/regions.ts';
import { parseRegionLines } from '../../../../domain/shipping.ts';
import { smallButtonClass } from '../../../components/ui/button-class';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { CountryOptions } from '../places/place-options';

interface ZoneFieldsProps {
  /** The zone's fields as saved; none: a new zone. */
  zone?: { name: string; regions: string };
  errors: Record<string, string>;
}

interface Row {
  key: number;
  country: string;
  states: string[];
}

let rowKeys = 0;
const row = (country = '', states: string[] = []): Row => ({ key: (rowKeys += 1), country, states });

/** The saved text's lines as rows: each country by its code, each state by its name. */
function rowsOf(text: string): Row[] {
  const rows = parseRegionLines(text).map((line) => {
    const code = countryCode(line.country) ?? '';
    return row(
      code,
      line.states.map((state) => knownState(code, state) ?? state),
    );
  });
  return rows.length > 0 ? rows : [row()];
}

const lineOf = (one: Row) => (one.states.length === 0 ? countryName(one.country) : `${countryName(one.country)}: ${one.states.join(', ')}`);

function StatesChoice({ country, chosen, onChange }: { country: string; chosen: string[]; onChange: (states: string[]) => void }) {
  const states = statesOf(country);
  if (states.length === 0) return null;
  const toggle = (name: string, on: boolean) => onChange(on ? [...chosen, name] : chosen.filter((one) => one !== name));
  return (
    <details className="mt-2 text-sm" open={chosen.length > 0}>
      <summary className="cursor-pointer text-xs font-semibold text-gold-dark">
        {chosen.length === 0 ? 'All of it. Only some states?' : `Only ${chosen.length} of its states`}
      </summary>
      <fieldset className="mt-2 grid max-h-56 grid-cols-2 gap-x-3 gap-y-1 overflow-y-auto border border-line bg-white p-3">
        <legend className="sr-only">States of {countryName(country)}</legend>
        {states.map((state) => (
          <label key={state.code} className="flex items-center gap-2">
            <input type="checkbox" checked={chosen.includes(state.name)} onChange={(event) => toggle(state.name, event.target.checked)} />
            {state.name}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

export function ZoneFields({ zone, errors }: ZoneFieldsProps) {
  const [rows, setRows] = useState<Row[]>(() => rowsOf(zone?.regions ?? ''));
  const legendId = useId();
  const change = (key: number, next: Partial<Row>) => setRows((all) => all.map((one) => (one.key === key ? { ...one, ...next } : one)));
  const text = rows
    .filter((one) => one.country !== '')
    .map(lineOf)
    .join('\n');
  return (
    <div className="grid gap-4">
      <TextField label="Zone name" name="name" defaultValue={zone?.name ?? ''} maxLength={80} error={errors.name} required />
      <fieldset aria-labelledby={legendId} className="grid gap-3">
        <legend id={legendId} className="text-xs font-semibold uppercase tracking-[0.2em] text-ink">
          Countries
        </legend>
        <input type="hidden" name="regions" value={text} />
        {rows.map((one, index) => (
          <div key={one.key} className="grid gap-1">
            <SelectField
              label={`Country ${index + 1}`}
              hideLabel
              value={one.country}
              onChange={(event) => change(one.key, { country: event.target.value, states: [] })}
            >
              <CountryOptions />
            </SelectField>
            {rows.length > 1 ? (
              <button
                type="button"
                className="justify-self-end text-xs font-semibold text-muted underline underline-offset-2 hover:text-ink"
                aria-label={`Remove ${one.country ? countryName(one.country) : `country ${index + 1}`}`}
                onClick={() => setRows((all) => all.filter((other) => other.key !== one.key))}
              >
                Remove
              </button>
            ) : null}
            <StatesChoice country={one.country} chosen={one.states} onChange={(states) => change(one.key, { states })} />
          </div>
        ))}
        <button type="button" className={`${smallButtonClass()} justify-self-start`} onClick={() => setRows((all) => [...all, row()])}>
          ADD A COUNTRY
        </button>
        {errors.regions ? (
          <p role="alert" className="text-xs text-sale">
            {errors.regions}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}

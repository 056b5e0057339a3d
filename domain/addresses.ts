/**
 * An address read the one way every door reads it: the checkout form (its schema), the API's
 * quote, shipping methods and orders (server/services/shipping `shippingPlace`), and the back
 * office's zones and tax rates. The country is read from its code or its name in English or its
 * own language (countries.ts); a state is asked only where the country has a list (regions.ts),
 * and must be one of it there; the postal code is asked where the country has them and checked
 * where its shape is known (postal-codes.ts). Each problem names its field, so a form shows it
 * under the field and the API answers it with the field's path.
 */
import { countryCode, countryName } from './countries.ts';
import { isPostalCode, needsPostalCode, postalCodeExample, postalCodeLabel } from './postal-codes.ts';
import { hasStates, knownState, stateLabel, stateName } from './regions.ts';

export const ADDRESS_MESSAGES = {
  countryRequired: 'Country is required',
  unknownCountry: (text: string) =>
    `Country: we don't know "${text}". Choose it from the list, or write its name (in English or its own language) or its two-letter code.`,
  stateRequired: (label: string) => `${label} is required`,
  unknownState: (label: string, text: string, country: string) =>
    `${label}: "${text}" is not one we know in ${country}. Choose one from the list, or write its name or code.`,
  noStates: (country: string) => `${country} is shipped to and taxed as a whole: leave the state empty.`,
  postalCodeRequired: (label: string) => `${label} is required`,
  postalCodeInvalid: (label: string, country: string, example: string | null) =>
    example ? `${label}: write it as ${example} for ${country}.` : `${label}: this does not look like a code of ${country}.`,
} as const;

const M = ADDRESS_MESSAGES;

/** Where an address is, as zones and tax rates list places: its country's code and English name, and its state by its name. */
export interface Place {
  country: string;
  countryName: string;
  state: string;
}

type AddressField = 'country' | 'state' | 'zip';

interface AddressIssue {
  field: AddressField;
  message: string;
}

/** What an address names: its place when the country can be read, and every problem, each naming its field. */
export interface ReadAddress {
  place: Place | null;
  issues: AddressIssue[];
}

/** A state as an address gives it: one of the country's list where it has one (required there in a whole address), otherwise as written. */
function readState(code: string, text: string, whole: boolean): { state: string; issue: AddressIssue | null } {
  if (!hasStates(code)) return { state: stateName(code, text), issue: null };
  const label = stateLabel(code);
  if (text.trim() === '') return { state: '', issue: whole ? { field: 'state', message: M.stateRequired(label) } : null };
  const state = knownState(code, text);
  return state ? { state, issue: null } : { state: text.trim(), issue: { field: 'state', message: M.unknownState(label, text.trim(), countryName(code)) } };
}

/** The postal code's problem, if any: required in a whole address where the country has them, in its shape where known. */
function postalCodeIssue(code: string, zip: string, whole: boolean): AddressIssue | null {
  const label = postalCodeLabel(code);
  if (zip.trim() === '') return whole && needsPostalCode(code) ? { field: 'zip', message: M.postalCodeRequired(label) } : null;
  if (isPostalCode(code, zip)) return null;
  return { field: 'zip', message: M.postalCodeInvalid(label, countryName(code), postalCodeExample(code)) };
}

/**
 * Reads an address's country, state and postal code. A whole address (an order's, the form's)
 * needs the state and the postal code its country asks for; a place alone (a quote's, the
 * shipping methods', the header's "Ship to") may leave them out, and what it gives is checked.
 */
export function readAddress(address: { country: string; state?: string | undefined; zip?: string | undefined }, whole = true): ReadAddress {
  const text = address.country.trim();
  if (text === '') return { place: null, issues: [{ field: 'country', message: M.countryRequired }] };
  const code = countryCode(text);
  if (code === null) return { place: null, issues: [{ field: 'country', message: M.unknownCountry(text) }] };
  const { state, issue } = readState(code, address.state ?? '', whole);
  const zip = postalCodeIssue(code, address.zip ?? '', whole);
  const issues = [issue, zip].filter((one): one is AddressIssue => one !== null);
  return { place: { country: code, countryName: countryName(code), state }, issues };
}

/**
 * A state a zone or a tax rate names (the owner's, not a shopper's): one of the country's list
 * where it has one, by its name; none elsewhere, since checkout asks no state there and a rate or
 * zone for one would never apply. Returns the state's name, or the message refusing it.
 */
export function regionState(code: string, text: string): { state: string } | { message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { state: '' };
  if (!hasStates(code)) return { message: M.noStates(countryName(code)) };
  const state = knownState(code, trimmed);
  return state === null ? { message: M.unknownState(stateLabel(code), trimmed, countryName(code)) } : { state };
}

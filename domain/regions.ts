/**
 * States and provinces written one way. A shopper in Oregon writes "OR", "Oregon" or "oregon"; a
 * zone or a tax rate the owner set for "OR" must find them all. For the countries whose states
 * decide tax and shipping (the United States, Canada, Australia), `stateName` reads the postal
 * code or the name into the name; elsewhere a state stays as written (trimmed). Zones, tax rates
 * and addresses are all read through it, and compared without case.
 */

// prettier-ignore
const STATES: Record<string, Record<string, string>> = {
  US: {
    AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
    DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
    IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
    MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
    NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
    NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
    RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
    VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
    PR: 'Puerto Rico',
  },
  CA: {
    AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick', NL: 'Newfoundland and Labrador',
    NS: 'Nova Scotia', NT: 'Northwest Territories', NU: 'Nunavut', ON: 'Ontario', PE: 'Prince Edward Island',
    QC: 'Quebec', SK: 'Saskatchewan', YT: 'Yukon',
  },
  AU: {
    ACT: 'Australian Capital Territory', NSW: 'New South Wales', NT: 'Northern Territory', QLD: 'Queensland',
    SA: 'South Australia', TAS: 'Tasmania', VIC: 'Victoria', WA: 'Western Australia',
  },
};

/** Compared without case, accents, dots or extra spaces: "Québec" = "quebec", "D.C." = "dc". */
const comparable = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[.]/g, '').replace(/\s+/g, ' ').trim();

const byText = new Map(
  Object.entries(STATES).map(([country, states]) => [
    country,
    new Map(Object.entries(states).flatMap(([code, name]) => [[comparable(code), name] as const, [comparable(name), name] as const])),
  ]),
);
byText.get('US')!.set('washington dc', 'District of Columbia');

/** The state as zones and tax rates name it: "OR" and "oregon" in the US → "Oregon"; elsewhere as written, trimmed. */
export function stateName(countryCode: string, text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return byText.get(countryCode)?.get(comparable(trimmed)) ?? trimmed;
}

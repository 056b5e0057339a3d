/**
 * States and provinces written one way. A shopper in Oregon writes "OR", "Oregon" or "oregon"; a
 * zone or a tax rate the owner set for "OR" must find them all. For the countries whose addresses
 * name a state (the United States, Canada, Australia, and India, Mexico, Brazil and Japan, where a
 * parcel's address needs one), `stateName` reads the postal code or the name into the name;
 * elsewhere a state stays as written (trimmed). Zones, tax rates and addresses are all read
 * through it, and compared without case. Checkout asks for a state only in those countries, from
 * their list (`statesOf`); zones and tax rates name only states of the list (domain/addresses.ts).
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
  IN: {
    AN: 'Andaman and Nicobar Islands', AP: 'Andhra Pradesh', AR: 'Arunachal Pradesh', AS: 'Assam', BR: 'Bihar', CH: 'Chandigarh',
    CT: 'Chhattisgarh', DH: 'Dadra and Nagar Haveli and Daman and Diu', DL: 'Delhi', GA: 'Goa', GJ: 'Gujarat', HR: 'Haryana',
    HP: 'Himachal Pradesh', JK: 'Jammu and Kashmir', JH: 'Jharkhand', KA: 'Karnataka', KL: 'Kerala', LA: 'Ladakh', LD: 'Lakshadweep',
    MP: 'Madhya Pradesh', MH: 'Maharashtra', MN: 'Manipur', ML: 'Meghalaya', MZ: 'Mizoram', NL: 'Nagaland', OR: 'Odisha',
    PY: 'Puducherry', PB: 'Punjab', RJ: 'Rajasthan', SK: 'Sikkim', TN: 'Tamil Nadu', TG: 'Telangana', TR: 'Tripura',
    UP: 'Uttar Pradesh', UT: 'Uttarakhand', WB: 'West Bengal',
  },
  MX: {
    AGU: 'Aguascalientes', BCN: 'Baja California', BCS: 'Baja California Sur', CAM: 'Campeche', CHP: 'Chiapas', CHH: 'Chihuahua',
    CMX: 'Ciudad de México', COA: 'Coahuila', COL: 'Colima', DUR: 'Durango', GUA: 'Guanajuato', GRO: 'Guerrero', HID: 'Hidalgo',
    JAL: 'Jalisco', MEX: 'Estado de México', MIC: 'Michoacán', MOR: 'Morelos', NAY: 'Nayarit', NLE: 'Nuevo León', OAX: 'Oaxaca',
    PUE: 'Puebla', QUE: 'Querétaro', ROO: 'Quintana Roo', SLP: 'San Luis Potosí', SIN: 'Sinaloa', SON: 'Sonora', TAB: 'Tabasco',
    TAM: 'Tamaulipas', TLA: 'Tlaxcala', VER: 'Veracruz', YUC: 'Yucatán', ZAC: 'Zacatecas',
  },
  BR: {
    AC: 'Acre', AL: 'Alagoas', AP: 'Amapá', AM: 'Amazonas', BA: 'Bahia', CE: 'Ceará', DF: 'Distrito Federal', ES: 'Espírito Santo',
    GO: 'Goiás', MA: 'Maranhão', MT: 'Mato Grosso', MS: 'Mato Grosso do Sul', MG: 'Minas Gerais', PA: 'Pará', PB: 'Paraíba',
    PR: 'Paraná', PE: 'Pernambuco', PI: 'Piauí', RJ: 'Rio de Janeiro', RN: 'Rio Grande do Norte', RS: 'Rio Grande do Sul',
    RO: 'Rondônia', RR: 'Roraima', SC: 'Santa Catarina', SP: 'São Paulo', SE: 'Sergipe', TO: 'Tocantins',
  },
  // Prefectures by their ISO 3166-2 number (JP-13 is Tokyo).
  JP: {
    '01': 'Hokkaido', '02': 'Aomori', '03': 'Iwate', '04': 'Miyagi', '05': 'Akita', '06': 'Yamagata', '07': 'Fukushima', '08': 'Ibaraki',
    '09': 'Tochigi', '10': 'Gunma', '11': 'Saitama', '12': 'Chiba', '13': 'Tokyo', '14': 'Kanagawa', '15': 'Niigata', '16': 'Toyama',
    '17': 'Ishikawa', '18': 'Fukui', '19': 'Yamanashi', '20': 'Nagano', '21': 'Gifu', '22': 'Shizuoka', '23': 'Aichi', '24': 'Mie',
    '25': 'Shiga', '26': 'Kyoto', '27': 'Osaka', '28': 'Hyogo', '29': 'Nara', '30': 'Wakayama', '31': 'Tottori', '32': 'Shimane',
    '33': 'Okayama', '34': 'Hiroshima', '35': 'Yamaguchi', '36': 'Tokushima', '37': 'Kagawa', '38': 'Ehime', '39': 'Kochi',
    '40': 'Fukuoka', '41': 'Saga', '42': 'Nagasaki', '43': 'Kumamoto', '44': 'Oita', '45': 'Miyazaki', '46': 'Kagoshima', '47': 'Okinawa',
  },
};

/** What a country calls its states, as the address form labels the field. */
const STATE_LABELS: Record<string, string> = { CA: 'Province', JP: 'Prefecture' };

/** Compared without case, accents, dots or extra spaces: "Québec" = "quebec", "D.C." = "dc". */
const comparable = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[.]/g, '').replace(/\s+/g, ' ').trim();

const byText = new Map(
  Object.entries(STATES).map(([country, states]) => [
    country,
    new Map(Object.entries(states).flatMap(([code, name]) => [[comparable(code), name] as const, [comparable(name), name] as const])),
  ]),
);
byText.get('US')!.set('washington dc', 'District of Columbia');
byText.get('MX')!.set('mexico city', 'Ciudad de México');
byText.get('MX')!.set('mexico', 'Estado de México');

/** The state as zones and tax rates name it: "OR" and "oregon" in the US → "Oregon"; elsewhere as written, trimmed. */
export function stateName(countryCode: string, text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return byText.get(countryCode)?.get(comparable(trimmed)) ?? trimmed;
}

/** Whether an address in this country names a state from a known list (US, CA, AU, IN, MX, BR, JP). */
export const hasStates = (countryCode: string): boolean => countryCode in STATES;

/** The states of a country in alphabetical order of their names, each with its code; none where the country has no list. */
export function statesOf(countryCode: string): ReadonlyArray<{ code: string; name: string }> {
  return Object.entries(STATES[countryCode] ?? {})
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The state of the list a text names, by code or name ("or" → "Oregon"); null when the country has no list or the text names none of it. */
export function knownState(countryCode: string, text: string): string | null {
  return byText.get(countryCode)?.get(comparable(text.trim().replace(/\s+/g, ' '))) ?? null;
}

/** The field's label: "Province" in Canada, "Prefecture" in Japan, "State" elsewhere. */
export const stateLabel = (countryCode: string): string => STATE_LABELS[countryCode] ?? 'State';

import { describe, expect, it } from 'vitest';
import { stateName } from './regions.ts';

describe('stateName', () => {
  it('reads a US state, a Canadian province or an Australian state by its code or name, into its name', () => {
    expect(stateName('US', 'OR')).toBe('Oregon');
    expect(stateName('US', ' oregon ')).toBe('Oregon');
    expect(stateName('US', 'D.C.')).toBe('District of Columbia');
    expect(stateName('CA', 'Québec')).toBe('Quebec');
    expect(stateName('CA', 'on')).toBe('Ontario');
    expect(stateName('AU', 'NSW')).toBe('New South Wales');
  });

  it('keeps a code in its own country: WA is Washington in the US and Western Australia in Australia', () => {
    expect(stateName('US', 'WA')).toBe('Washington');
    expect(stateName('AU', 'WA')).toBe('Western Australia');
  });

  it('leaves other countries’ states, and text it does not know, as written (trimmed)', () => {
    expect(stateName('GB', ' London ')).toBe('London');
    expect(stateName('US', 'Oregon Territory')).toBe('Oregon Territory');
    expect(stateName('DE', 'OR')).toBe('OR');
  });
});

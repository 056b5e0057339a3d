/**
 * A bank account number as a shopper reads and copies it: an IBAN shown in groups of four (as
 * ISO 13616 prints it: "DE89 3704 0044 0532 0130 00"), so it wraps between groups and never inside
 * one, and copied without the spaces, as a bank's form takes it. Anything else is shown as typed.
 */
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** The account without spaces, upper-cased when it is an IBAN. */
export function compactAccount(account: string): string {
  const compact = account.replace(/\s+/g, '').toUpperCase();
  return IBAN.test(compact) ? compact : account.trim();
}

/** The account for reading: an IBAN in groups of four. */
export function groupedAccount(account: string): string {
  const compact = compactAccount(account);
  return IBAN.test(compact) ? compact.replace(/(.{4})(?=.)/g, '$1 ') : compact;
}

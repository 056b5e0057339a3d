/**
 * Customers in the back office (decision record 045), the module's only public surface: the list
 * (search, filters, figures from the payments ledger) and its CSV, one customer with everything the
 * shop holds about them, and the staff's notes and tags (audited).
 */
export { listCustomers } from './list.ts';
export { customersCsv } from './csv.ts';
export { getCustomer } from './read.ts';
export { addCustomerNote, addCustomerTag, removeCustomerTag, setCustomerTags } from './staff-notes.ts';
export { presentCustomer, presentCustomerRow } from './presenter.ts';

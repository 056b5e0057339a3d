/**
 * A person's copy of their data and their erasure (issue 33, decision record 044): the registry
 * of every table that refers to a person, the export, the erasure (by the shopper or an owner).
 */
export { PERSONAL_DATA } from './registry.ts';
export { exportCustomerData, exportOwnData } from './export.ts';
export { eraseCustomer, eraseOwnAccount } from './erase.ts';
export { deleteExpiredBooks } from './bookkeeping.ts';

/**
 * Who an account is to the shop: every shopper is a `customer`; `staff` run the catalogue, stock
 * and orders in the back office; an `owner` also manages staff and reads the audit log.
 */
export const ROLES = ['customer', 'staff', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** Whether the role opens the back office. */
export const isStaffRole = (role: Role) => role === 'staff' || role === 'owner';

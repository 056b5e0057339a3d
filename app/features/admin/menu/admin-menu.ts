/**
 * The back office's menu, written once: its groups in the order the sidebar and the phone's menu
 * show them, each item a page of the back office. A new page adds a row to its group (returns to
 * Orders, pricing to Catalogue, customers and reviews to Customers); a group with one item whose
 * name is the group's shows as that item alone.
 *
 * `ownerOnly` hides an item from staff; the page itself refuses them (403, `requireOwnerPage`), so
 * the menu never offers a page its reader cannot open.
 */
import type { Role } from '../../../../domain/roles';

export interface AdminMenuItem {
  label: string;
  to: string;
  ownerOnly?: boolean;
  /** Current only at this very address (the dashboard), not at the addresses under it. */
  end?: boolean;
}

export interface AdminMenuGroup {
  label: string;
  items: readonly AdminMenuItem[];
}

export const ADMIN_MENU: readonly AdminMenuGroup[] = [
  { label: 'Overview', items: [{ label: 'Overview', to: '/admin', end: true }] },
  {
    label: 'Orders',
    items: [
      { label: 'Orders', to: '/admin/orders' },
      { label: 'Returns', to: '/admin/returns' },
    ],
  },
  {
    label: 'Catalogue',
    items: [
      { label: 'Products', to: '/admin/products' },
      { label: 'Lists', to: '/admin/lists' },
      { label: 'Metal pricing', to: '/admin/pricing', ownerOnly: true },
      { label: 'Price sheet', to: '/admin/price-sheet', ownerOnly: true },
    ],
  },
  {
    label: 'Customers',
    items: [
      { label: 'Customers', to: '/admin/customers' },
      { label: 'Inbox', to: '/admin/inbox' },
      { label: 'Reviews', to: '/admin/reviews' },
    ],
  },
  { label: 'Discounts', items: [{ label: 'Discounts', to: '/admin/discounts' }] },
  {
    label: 'Settings',
    items: [
      { label: 'Shop', to: '/admin/settings/shop', ownerOnly: true },
      { label: 'Payments', to: '/admin/settings/payments', ownerOnly: true },
      { label: 'Taxes', to: '/admin/settings/taxes', ownerOnly: true },
      { label: 'Privacy', to: '/admin/settings/privacy', ownerOnly: true },
      { label: 'Returns policy', to: '/admin/settings/returns', ownerOnly: true },
      { label: 'Gift cards', to: '/admin/settings/gift-cards', ownerOnly: true },
      { label: 'Shipping', to: '/admin/settings/shipping' },
      { label: 'Staff', to: '/admin/staff', ownerOnly: true },
      { label: 'Security', to: '/admin/security' },
    ],
  },
  {
    label: 'Logs',
    items: [
      { label: 'Audit log', to: '/admin/audit', ownerOnly: true },
      { label: 'Security events', to: '/admin/security-events', ownerOnly: true },
    ],
  },
];

/** The menu as a member of `role` sees it: the items they may open, and the groups left with any. */
export function adminMenuFor(role: Role): AdminMenuGroup[] {
  return ADMIN_MENU.map((group) => ({ ...group, items: group.items.filter((item) => !item.ownerOnly || role === 'owner') })).filter(
    (group) => group.items.length > 0,
  );
}

/** Whether the group shows as its one item alone (its heading would only repeat the item's name). */
export const isSingleItem = (group: AdminMenuGroup) => group.items.length === 1 && group.items[0]!.label === group.label;

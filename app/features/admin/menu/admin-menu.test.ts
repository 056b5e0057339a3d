import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../../routes';
import { ADMIN_MENU, adminMenuFor, isSingleItem } from './admin-menu';

/** Every page address the route table declares ('/admin/settings/shipping'). */
function addresses(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const here = entry.index ? parent : `${parent}/${entry.path ?? ''}`.replace(/\/+$/, '').replace(/\/+/g, '/');
    return [here || '/', ...addresses(entry.children ?? [], here)];
  });
}

const labels = (role: 'owner' | 'staff') => adminMenuFor(role).map((group) => [group.label, group.items.map((item) => item.label)]);

describe('the back office menu', () => {
  it('shows the owner every group and item, in the order of the table', () => {
    expect(labels('owner')).toEqual([
      ['Overview', ['Overview']],
      ['Orders', ['Orders', 'Returns']],
      ['Catalogue', ['Products', 'Lists', 'Metal pricing', 'Price sheet']],
      ['Customers', ['Customers', 'Inbox', 'Reviews']],
      ['Discounts', ['Discounts']],
      ['Settings', ['Shop', 'Payments', 'Taxes', 'Privacy', 'Returns policy', 'Gift cards', 'Shipping', 'Staff', 'Security']],
      ['Logs', ['Audit log', 'Security events']],
    ]);
  });

  it('hides the owner’s pages from staff, and a group left with none', () => {
    expect(labels('staff')).toEqual([
      ['Overview', ['Overview']],
      ['Orders', ['Orders', 'Returns']],
      ['Catalogue', ['Products', 'Lists']],
      ['Customers', ['Customers', 'Inbox', 'Reviews']],
      ['Discounts', ['Discounts']],
      ['Settings', ['Shipping', 'Security']],
    ]);
  });

  it('leads only to pages that exist, each once', async () => {
    const known = new Set(addresses(await routes));
    const targets = ADMIN_MENU.flatMap((group) => group.items.map((item) => item.to));
    expect(targets.filter((to) => !known.has(to))).toEqual([]);
    expect(new Set(targets).size).toBe(targets.length);
  });

  it('shows a group as its item alone only when the heading would repeat the item', () => {
    expect(ADMIN_MENU.filter(isSingleItem).map((group) => group.label)).toEqual(['Overview', 'Discounts']);
  });
});

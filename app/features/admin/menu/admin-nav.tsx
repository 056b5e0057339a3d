/**
 * The back office's menu as a list of its groups (admin-menu.ts), one column: the sidebar's on a
 * wide screen and the phone's menu dialog show the same. The current page's link carries
 * aria-current="page" (NavLink's) and reads as chosen.
 */
import { useId } from 'react';
import { NavLink } from 'react-router';
import type { Role } from '../../../../domain/roles';
import { adminMenuFor, isSingleItem, type AdminMenuItem } from './admin-menu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block border-l-2 px-3 py-2 text-sm ${isActive ? 'border-gold-dark bg-white font-semibold text-ink' : 'border-transparent text-ink/80 hover:border-line hover:bg-white/60 hover:text-ink'}`;

function ItemLink({ item }: { item: AdminMenuItem }) {
  return (
    <NavLink to={item.to} end={item.end} className={linkClass}>
      {item.label}
    </NavLink>
  );
}

export function AdminNav({ role }: { role: Role }) {
  const id = useId();
  return (
    <nav aria-label="Back office">
      <ul className="grid gap-1">
        {adminMenuFor(role).map((group, index) =>
          isSingleItem(group) ? (
            <li key={group.label} className={index === 0 ? undefined : 'pt-3'}>
              <ItemLink item={group.items[0]!} />
            </li>
          ) : (
            <li key={group.label} className="pt-3">
              <p id={`${id}-${index}`} className="px-3 pb-1 text-[11px] font-semibold uppercase tracking-[0.2em] text-muted">
                {group.label}
              </p>
              <ul aria-labelledby={`${id}-${index}`} className="grid gap-0.5">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <ItemLink item={item} />
                  </li>
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

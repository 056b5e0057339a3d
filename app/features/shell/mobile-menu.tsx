/**
 * The slide-in menu below the lg breakpoint: categories, themes, purposes
 * ('Jewelry for'), the shop's pages ('More By …') and the account link. A modal dialog (focus
 * stays inside, Escape or the close button closes it, focus returns to the hamburger). Its data
 * loads when it first opens.
 */
import { useRef, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { imageUrl } from '../../../domain/catalog.ts';
import { fullName, type PublicUser } from '../../../domain/account.ts';
import { ChevronIcon, CloseIcon, MenuIcon, UserIcon } from '../../components/icons';
import { Dialog } from '../../components/ui/dialog';
import { useShop, useUser } from '../../lib/root-data';
import { listingHref, themePath } from '../../../domain/listing-url.ts';
import { MORE_LINKS } from './links';
import { CATEGORIES, PURPOSES, THEMES, useRemote, type Remote } from './menu-api';

export function MobileMenu() {
  // Open at one location: any link followed (even to the page already shown) makes a new one and closes the menu.
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const hamburgerRef = useRef<HTMLButtonElement>(null);

  const hide = () => {
    setOpenAt(null);
    hamburgerRef.current?.focus();
  };

  return (
    <>
      <button
        ref={hamburgerRef}
        type="button"
        onClick={() => setOpenAt(key)}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="-ml-2 p-2 hover:text-gold-dark lg:hidden"
      >
        <MenuIcon className="h-6 w-6" />
      </button>
      {open ? (
        <Dialog label="Menu" layout="drawer" onClose={hide}>
          {(close) => <MenuContent onClose={close} />}
        </Dialog>
      ) : null}
    </>
  );
}

function MenuContent({ onClose }: { onClose: () => void }) {
  const { name } = useShop();
  const user = useUser();
  const categories = useRemote(CATEGORIES);
  const themes = useRemote(THEMES);
  const purposes = useRemote(PURPOSES);

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center justify-between border-b border-line px-5 py-4">
        <span className="font-display text-2xl font-semibold tracking-wide">{name}</span>
        <button type="button" onClick={onClose} aria-label="Close menu" className="-mr-2 p-2 hover:text-gold-dark">
          <CloseIcon className="h-6 w-6" />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto overscroll-contain">
        <AccountRow user={user} />
        <Section title="SHOP BY CATEGORY" defaultOpen>
          <Entries
            remote={categories}
            render={(category) => (
              <ImageLink key={category.id} to={listingHref({ category: category.category })} image={category.image} label={category.category} />
            )}
          />
          <Link to={listingHref()} className="mt-1 block py-2 text-xs font-semibold tracking-[0.18em] text-gold-dark">
            SHOP ALL JEWELRY
          </Link>
        </Section>
        <Section title="SHOP BY THEME">
          <Entries remote={themes} render={(theme) => <ImageLink key={theme.id} to={themePath(theme.theme)} image={theme.image} label={theme.theme} />} />
        </Section>
        <Section title="Jewelry for">
          <Entries
            remote={purposes}
            render={(purpose) => (
              <li key={purpose.id}>
                <Link to={listingHref({ purpose: purpose.name })} className="block py-2.5 text-[15px] hover:text-gold-dark">
                  {purpose.name}
                </Link>
              </li>
            )}
          />
        </Section>
        <Section title={`More By ${name}`}>
          <ul>
            {MORE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="block py-2.5 text-xs font-medium tracking-[0.2em] hover:text-gold-dark">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </div>
  );
}

function AccountRow({ user }: { user: PublicUser | null }) {
  const avatar = (
    <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-sand text-gold-dark">
      <UserIcon className="h-5 w-5" />
    </span>
  );
  if (!user) {
    return (
      <Link to="/login" className="flex items-center gap-4 border-b border-line bg-sand/50 px-5 py-4 hover:bg-sand">
        {avatar}
        <span className="flex-1">
          <span className="block font-medium">Guest User</span>
          <span className="block text-sm text-muted">Tap to Login/Sign up</span>
        </span>
        <ChevronIcon className="h-4 w-4 text-muted" />
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-4 border-b border-line bg-sand/50 px-5 py-4">
      {avatar}
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{fullName(user)}</span>
        <span className="block truncate text-sm text-muted">{user.email}</span>
      </span>
      <Form method="post" action="/logout">
        <button type="submit" className="text-xs font-semibold tracking-[0.18em] text-gold-dark hover:text-ink">
          LOGOUT
        </button>
      </Form>
    </div>
  );
}

function Section({ title, defaultOpen = false, children }: { title: string; defaultOpen?: boolean; children: React.ReactNode }) {
  return (
    <details open={defaultOpen} className="group border-b border-line px-5">
      <summary className="flex cursor-pointer list-none items-center justify-between py-4 text-xs font-semibold uppercase tracking-[0.22em] [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronIcon direction="down" className="h-4 w-4 text-muted transition group-open:rotate-180" />
      </summary>
      <div className="pb-4">{children}</div>
    </details>
  );
}

function Entries<T>({ remote, render }: { remote: Remote<T[]>; render: (entry: T) => React.ReactNode }) {
  if (remote.status === 'failed') return <p className="py-2 text-sm text-muted">This list could not be loaded. Please try again in a moment.</p>;
  if (remote.status !== 'ready')
    return (
      <p className="py-2 text-sm text-muted" role="status">
        Loading…
      </p>
    );
  return <ul>{remote.data.map(render)}</ul>;
}

function ImageLink({ to, image, label }: { to: string; image: string; label: string }) {
  return (
    <li>
      <Link to={to} className="flex items-center gap-3 py-2 text-[15px] hover:text-gold-dark">
        <img src={imageUrl(image)} alt="" width={40} height={40} className="h-10 w-10 rounded-full bg-sand object-cover" />
        {label}
      </Link>
    </li>
  );
}

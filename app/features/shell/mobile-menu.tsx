/**
 * The slide-in menu below the lg breakpoint: categories, themes, purposes
 * ('Jewelry for'), the shop's pages ('More By …') and the account link. A modal dialog: focus
 * stays inside while it is open, Escape or the close button closes it, focus returns to the
 * hamburger. Its data loads when it first opens.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Form, Link, useLocation } from 'react-router';
import { imageUrl } from '../../../domain/catalog.ts';
import { ChevronIcon, CloseIcon, MenuIcon, UserIcon } from '../../components/icons';
import { useShop } from '../../root';
import { MORE_LINKS, listingHref, themeHref } from './links';
import { CATEGORIES, PURPOSES, THEMES, useRemote, type CategoryEntry, type NameEntry, type Remote, type ThemeEntry } from './menu-api';
import { fullName, type SessionUser } from './session-user';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

export function MobileMenu({ user }: { user: SessionUser | undefined }) {
  const [open, setOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const show = () => setOpen(true);
  const hide = () => {
    setOpen(false);
    hamburgerRef.current?.focus();
  };

  return (
    <>
      <button
        ref={hamburgerRef}
        type="button"
        onClick={show}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="-ml-2 p-2 hover:text-gold-dark lg:hidden"
      >
        <MenuIcon className="h-6 w-6" />
      </button>
      {open ? createPortal(<MenuDialog user={user} onClose={hide} onNavigate={() => setOpen(false)} />, document.body) : null}
    </>
  );
}

function MenuDialog({ user, onClose, onNavigate }: { user: SessionUser | undefined; onClose: () => void; onNavigate: () => void }) {
  const { name } = useShop();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const categories = useRemote(CATEGORIES);
  const themes = useRemote(THEMES);
  const purposes = useRemote(PURPOSES);

  useEffect(() => {
    closeRef.current?.focus();
    // The page behind must not scroll under a finger moving through the menu.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 lg:hidden" onKeyDown={onKeyDown}>
      <div aria-hidden className="absolute inset-0 bg-ink/45 transition-opacity duration-300 starting:opacity-0" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        // A link to the page already shown changes no location: close on any link followed.
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) onNavigate();
        }}
        className="absolute inset-y-0 left-0 flex w-[88%] max-w-sm flex-col bg-ivory shadow-2xl transition-transform duration-300 ease-out starting:-translate-x-full"
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-4">
          <span className="font-display text-2xl font-semibold tracking-wide">{name}</span>
          <button ref={closeRef} type="button" onClick={onClose} aria-label="Close menu" className="-mr-2 p-2 hover:text-gold-dark">
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
            <Entries
              remote={themes}
              render={(theme) => <ImageLink key={theme.id} to={themeHref(theme.theme)} image={theme.image} label={theme.theme} />}
            />
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
    </div>
  );
}

function AccountRow({ user }: { user: SessionUser | undefined }) {
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
  if (remote.status !== 'ready') return <p className="py-2 text-sm text-muted" role="status">Loading…</p>;
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

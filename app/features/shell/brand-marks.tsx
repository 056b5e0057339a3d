/**
 * Social icons and accepted-payment badges, drawn inline (no image requests, no third-party
 * scripts). The payment badges are simplified marks on a white card, legible on the dark footer,
 * for the methods the shop really takes.
 */
import type { ReactNode } from 'react';
import { paymentMethodKind, type PaymentMethod } from '../../../domain/payment';

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      {children}
    </svg>
  );
}

const SOCIAL_LINKS: Array<{ label: string; href: string; glyph: ReactNode }> = [
  {
    label: 'Instagram',
    href: 'https://www.instagram.com/',
    glyph: (
      <Glyph>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
      </Glyph>
    ),
  },
  {
    label: 'Pinterest',
    href: 'https://www.pinterest.com/',
    glyph: (
      <Glyph>
        <path d="M10.2 21.5 12 14" />
        <path d="M9.3 14.2C8.5 13.5 8 12.5 8 11.2 8 8.3 10.2 6 13.1 6c2.6 0 4.4 1.8 4.4 4.3 0 2.9-1.5 5.2-3.7 5.2-1.2 0-2-.9-1.7-2.1l.8-3.1" />
      </Glyph>
    ),
  },
  {
    label: 'Facebook',
    href: 'https://www.facebook.com/',
    glyph: (
      <Glyph>
        <path d="M15.5 3.5H14a4 4 0 0 0-4 4V10H7.5v3.5H10v7h3.5v-7h2.6l.5-3.5h-3.1V8a1 1 0 0 1 1-1h1.5Z" />
      </Glyph>
    ),
  },
  {
    label: 'TikTok',
    href: 'https://www.tiktok.com/',
    glyph: (
      <Glyph>
        <path d="M14 3.5c.5 2.6 2.2 4.2 4.8 4.4v3.2a8 8 0 0 1-4.8-1.6v5.7a5.7 5.7 0 1 1-5.7-5.7v3.3a2.4 2.4 0 1 0 2.4 2.4V3.5Z" />
      </Glyph>
    ),
  },
];

/** A 48 × 30 card; every mark keeps its brand's colour on white. */
function Badge({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 48 30" width={48} height={30} role="img" aria-label={label} className="shrink-0">
      <title>{label}</title>
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="#fff" stroke="#e4dbcf" />
      {children}
    </svg>
  );
}

const font = { fontFamily: 'Inter Variable, Arial, Helvetica, sans-serif' };

/** The cards a card method takes (Stripe's hosted page takes these four). */
const CARD_BADGES: Array<{ label: string; mark: ReactNode }> = [
  {
    label: 'Visa',
    mark: (
      <text x="24" y="19.5" textAnchor="middle" fontSize="13" fontWeight="800" fontStyle="italic" fill="#1a1f71" style={font} letterSpacing="0.5">
        VISA
      </text>
    ),
  },
  {
    label: 'Mastercard',
    mark: (
      <>
        <circle cx="19.5" cy="15" r="8" fill="#eb001b" />
        <circle cx="28.5" cy="15" r="8" fill="#f79e1b" />
        <path d="M24 8.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2Z" fill="#ff5f00" />
      </>
    ),
  },
  {
    label: 'American Express',
    mark: (
      <>
        <rect x="4" y="5" width="40" height="20" rx="2" fill="#2e77bc" />
        <text x="24" y="19" textAnchor="middle" fontSize="10" fontWeight="800" fill="#fff" style={font} letterSpacing="0.6">
          AMEX
        </text>
      </>
    ),
  },
  {
    label: 'JCB',
    mark: (
      <>
        <rect x="9" y="6" width="10" height="18" rx="3" fill="#0e4c96" />
        <rect x="19" y="6" width="10" height="18" rx="3" fill="#e01f2e" />
        <rect x="29" y="6" width="10" height="18" rx="3" fill="#007b40" />
        <g fill="#fff" fontSize="9" fontWeight="800" textAnchor="middle" style={font}>
          <text x="14" y="18.5">
            J
          </text>
          <text x="24" y="18.5">
            C
          </text>
          <text x="34" y="18.5">
            B
          </text>
        </g>
      </>
    ),
  },
];

const BANK_TRANSFER_BADGE = {
  label: 'Bank transfer',
  mark: (
    <>
      <path d="M5.5 12.5 13 8l7.5 4.5Z" fill="#2b2a28" />
      <g stroke="#2b2a28" strokeWidth="1.4">
        <path d="M7.5 13.5v6M11.5 13.5v6M15 13.5v6M18.5 13.5v6" />
        <path d="M5.5 21h15" />
      </g>
      <text x="33.5" y="18.6" textAnchor="middle" fontSize="8.5" fontWeight="800" fill="#2b2a28" style={font} letterSpacing="0.4">
        BANK
      </text>
    </>
  ),
};

/** The marks of the methods the shop takes now: a card method's cards, bank transfer's bank; none, nothing. */
export function PaymentBadges({ methods }: { methods: readonly PaymentMethod[] }) {
  const badges = methods.flatMap((method) => (paymentMethodKind(method) === 'card' ? CARD_BADGES : [BANK_TRANSFER_BADGE]));
  const unique = badges.filter((badge, index) => badges.findIndex((other) => other.label === badge.label) === index);
  return (
    <ul aria-label="Accepted payment methods" className="flex flex-wrap gap-2">
      {unique.map((badge) => (
        <li key={badge.label}>
          <Badge label={badge.label}>{badge.mark}</Badge>
        </li>
      ))}
    </ul>
  );
}

export function SocialLinks({ shopName }: { shopName: string }) {
  return (
    <ul className="flex gap-3">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${shopName} on ${link.label}`}
            className="flex h-10 w-10 items-center justify-center rounded-full border border-ivory/25 text-ivory/85 transition hover:border-gold hover:text-[#e9cf9f]"
          >
            {link.glyph}
          </a>
        </li>
      ))}
    </ul>
  );
}

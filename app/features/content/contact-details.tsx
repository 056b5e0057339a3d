/** The shop's phone, e-mail, postal address and hours, as a side panel. */
import { SHOP_CONTACT, addressLines } from './shop-facts';

/**
 * One term and its value, beside its icon. A `<dl>`'s group holds only its `<dt>` and `<dd>`
 * (HTML's content model; axe's definition-list rule), so the icon is drawn inside the term.
 */
function Detail({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-xs font-semibold tracking-[0.15em]">
        <span aria-hidden="true" className="absolute left-0 top-0 grid h-10 w-10 place-items-center rounded-full border border-gold/40 text-gold-dark">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-sm leading-relaxed text-muted">{children}</dd>
    </div>
  );
}

const stroke = { width: 18, height: 18, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.5 } as const;

export function ContactDetails({ title = 'Contact Information' }: { title?: string }) {
  return (
    <section aria-labelledby="contact-information" className="bg-ink p-8 text-ivory/85 md:p-10">
      <h2 id="contact-information" className="text-3xl text-ivory">
        {title}
      </h2>
      <p className="mt-3 text-sm leading-relaxed">
        Questions about an order, a size or a custom piece? We answer every message within {SHOP_CONTACT.replyWithin}.
      </p>
      <dl className="mt-8 space-y-6 [&_dd]:text-ivory/75 [&_dt]:text-ivory">
        <Detail
          label="PHONE"
          icon={
            <svg {...stroke}>
              <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
            </svg>
          }
        >
          <a href={SHOP_CONTACT.phoneHref} className="hover:text-ivory">
            {SHOP_CONTACT.phone}
          </a>
        </Detail>
        <Detail
          label="EMAIL"
          icon={
            <svg {...stroke}>
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="m3 7 9 6 9-6" />
            </svg>
          }
        >
          <a href={`mailto:${SHOP_CONTACT.email}`} className="break-all hover:text-ivory">
            {SHOP_CONTACT.email}
          </a>
        </Detail>
        <Detail
          label="STUDIO"
          icon={
            <svg {...stroke}>
              <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
              <circle cx="12" cy="9.5" r="2.5" />
            </svg>
          }
        >
          <address className="not-italic">
            {addressLines().map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Detail>
        <Detail
          label="HOURS"
          icon={
            <svg {...stroke}>
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 2" />
            </svg>
          }
        >
          {SHOP_CONTACT.hours}
        </Detail>
      </dl>
    </section>
  );
}

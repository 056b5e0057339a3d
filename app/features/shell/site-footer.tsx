import { Link } from 'react-router';
import { PaymentBadges, SocialLinks } from './brand-marks';
import { FOOTER_CATEGORY_LINKS, FOOTER_INFORMATION_LINKS, type NavLinkItem } from './links';
import { NewsletterSignup } from './newsletter-signup';
import { useShop } from '../../lib/root-data';
import { StaticIsland } from '../../components/static-island';
import { currentWords } from '../../../domain/consent.ts';

const NEWSLETTER_WORDS = currentWords('newsletter');

/** The shell's footer: newsletter (hydrated), then brand, links, payment methods and copyright (an island of server HTML). */
export function SiteFooter() {
  const { name, payments } = useShop();
  return (
    <footer className="mt-24 bg-ink text-ivory/80">
      <section aria-labelledby="newsletter-heading" className="border-b border-white/10">
        <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-8 px-6 py-14 lg:grid-cols-2 lg:px-8">
          <div>
            <h2 id="newsletter-heading" className="font-sans text-xs font-semibold tracking-[0.3em] text-[#e9cf9f]">
              STAY IN THE KNOW
            </h2>
            {/* The consent's words, versioned: a sign-up records the version shown here (domain/consent.ts). */}
            <p className="mt-3 font-display text-3xl leading-snug text-ivory md:text-4xl">{NEWSLETTER_WORDS.headline}</p>
            <p className="mt-2 text-sm">{NEWSLETTER_WORDS.detail}</p>
          </div>
          <div className="lg:justify-self-end">
            <NewsletterSignup />
          </div>
        </div>
      </section>

      {/* Words, links and marks: kept as the server's HTML, not hydrated (components/static-island.tsx). */}
      <StaticIsland>
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-6 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:px-8">
          <div>
            <p className="font-display text-3xl text-ivory">{name}</p>
            <p className="mt-4 max-w-xs text-sm leading-relaxed">
              {name} makes fine jewellery by hand in recycled sterling silver and solid gold, set with stones chosen one by one, and finished to order for the
              moments you keep.
            </p>
            <div className="mt-6">
              <SocialLinks shopName={name} />
            </div>
          </div>
          <FooterLinks title="CATEGORIES" links={FOOTER_CATEGORY_LINKS} />
          <FooterLinks title="INFORMATION" links={FOOTER_INFORMATION_LINKS} />
          {payments.methods.length > 0 ? (
            <div>
              <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-ivory">WE ACCEPT</h2>
              <div className="mt-5">
                <PaymentBadges methods={payments.methods} />
              </div>
            </div>
          ) : null}
        </div>

        <p className="border-t border-white/10 px-6 py-6 text-center text-xs tracking-wide text-ivory/60">
          © {new Date().getFullYear()} {name}. All rights reserved.
        </p>
      </StaticIsland>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: NavLinkItem[] }) {
  return (
    <nav aria-label={title.charAt(0) + title.slice(1).toLowerCase()}>
      <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-ivory">{title}</h2>
      <ul className="mt-5 space-y-3 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="transition hover:text-[#e9cf9f]">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

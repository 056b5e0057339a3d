import { Link } from 'react-router';
import type { Route } from './+types/contact';
import { ContactDetails } from '../features/content/contact-details';
import { ContactForm } from '../features/content/contact-form';
import { PageHero } from '../features/content/page-hero';
import { pageMeta } from '../features/content/page-meta';

export const handle = { pageCache: 'page' };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Contact Us',
    description: 'Questions about an order, a ring size or a custom piece? Write to our jewellery studio, call us, or visit us in Portland.',
    path: '/contact',
  });
}

export default function Contact() {
  return (
    <>
      <PageHero eyebrow="CONTACT US" title="We're Here to Help">
        <p>
          Whether you are choosing a gift, checking a ring size or dreaming up something of your own, our studio team is happy to help. Send us a note and we
          will reply personally.
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 md:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:px-8 lg:py-20">
        <section aria-labelledby="send-a-message" className="order-2 lg:order-none lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <h2 id="send-a-message" className="text-3xl md:text-4xl">
            Send us a message
          </h2>
          <p className="mt-3 max-w-prose text-sm leading-relaxed text-muted">
            All fields are required except the photo and the link. A photo or a link to a piece you love helps us understand exactly what you have in mind.
          </p>
          <div className="mt-8">
            <ContactForm />
          </div>
        </section>
        <div className="order-1 lg:order-none lg:col-start-2 lg:row-start-1">
          <ContactDetails />
        </div>
        <aside aria-labelledby="custom-jewellery" className="order-3 border border-line p-8 lg:order-none lg:col-start-2 lg:row-start-2 lg:self-start">
          <h2 id="custom-jewellery" className="text-2xl">
            Custom Jewellery
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-muted">
            Have a design in mind? Tell us about it and we will sketch it, quote it and make it by hand.
          </p>
          <Link to="/custom-design" className="mt-5 inline-block text-xs font-semibold tracking-[0.2em] text-gold-dark underline-offset-4 hover:underline">
            START YOUR DESIGN →
          </Link>
        </aside>
      </div>
    </>
  );
}

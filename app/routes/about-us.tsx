import type { Route } from './+types/about-us';
import { loadAbout } from '../features/content/content.server';
import { PageHero } from '../features/content/page-hero';
import { pageMeta } from '../features/content/page-meta';
import { ButtonLink } from '../components/ui/button-link';

export const handle = { pageCache: 'page' };

export function loader({ context }: Route.LoaderArgs) {
  return loadAbout(context);
}

export function meta({ matches, data }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'About Us',
    description: data?.paragraphs[0] ?? 'A small studio designing and handcrafting fine jewellery.',
    path: '/about-us',
  });
}

const PROMISES = [
  { title: 'Made by hand', text: 'Cast, set, engraved and polished at our own bench, one piece at a time.' },
  { title: 'Recycled metals', text: 'Sterling silver and solid gold, recycled wherever possible; conflict-free diamonds.' },
  { title: 'Cared for, for life', text: 'Free cleaning, polishing and stone checks for every piece we make.' },
];

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { shopName, paragraphs, tagline } = loaderData;
  const [lead, ...rest] = paragraphs;
  return (
    <>
      <PageHero eyebrow="ABOUT US" title={`The Studio Behind ${shopName}`}>
        <p>{tagline}</p>
      </PageHero>

      <section className="mx-auto grid max-w-6xl items-center gap-12 px-6 py-16 md:grid-cols-2 lg:px-8 lg:py-24">
        <img
          src="/api/uploads/gallery-0.svg"
          alt="A handcrafted piece from our studio"
          width={600}
          height={750}
          className="aspect-[4/5] w-full bg-sand object-cover"
        />
        <div>
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">OUR STORY</p>
          <p className="mt-4 font-display text-2xl leading-snug md:text-3xl">{lead}</p>
          <div className="mt-6 space-y-4 leading-relaxed text-ink/80">
            {rest.slice(0, 2).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="our-promises" className="bg-sand">
        <div className="mx-auto max-w-6xl px-6 py-16 lg:px-8">
          <h2 id="our-promises" className="text-center text-4xl">
            What We Promise
          </h2>
          <ul className="mt-10 grid gap-8 md:grid-cols-3">
            {PROMISES.map((promise) => (
              <li key={promise.title} className="bg-ivory p-8 text-center">
                <h3 className="text-2xl">{promise.title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-muted">{promise.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-3xl space-y-4 px-6 py-16 leading-relaxed text-ink/80 lg:py-20">
        {rest.slice(2).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <div className="flex flex-wrap justify-center gap-4 pt-8">
          <ButtonLink to="/products">SHOP THE COLLECTION</ButtonLink>
          <ButtonLink to="/custom-jewelry" variant="secondary">
            CUSTOM JEWELLERY
          </ButtonLink>
        </div>
      </section>
    </>
  );
}

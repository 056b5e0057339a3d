/**
 * The two picture galleries. Each picture shows a kind of piece or a metal, and
 * leads to the listing filtered by it.
 */
import { Link } from 'react-router';
import { imageUrl } from '../../../domain/catalog.ts';
import { tileHref } from './links';
import { SectionHeading } from './section-heading';

interface GalleryTile {
  image: string;
  title: string;
  caption: string;
  href: string;
}

/** gallery-0..3 show a necklace on a bust, a ring on a pedestal, earrings on a stand, a bracelet on marble. */
const WEAR_IT_YOUR_WAY: readonly GalleryTile[] = [
  { image: 'gallery-0.svg', title: 'At the Neckline', caption: 'Pendants, lockets and chokers', href: tileHref('category', 'Necklaces') },
  { image: 'gallery-1.svg', title: 'On Your Hand', caption: 'Solitaires, halos and stacking bands', href: tileHref('category', 'Rings') },
  { image: 'gallery-2.svg', title: 'Framing Your Face', caption: 'Studs, hoops and drops', href: tileHref('category', 'Earrings') },
  { image: 'gallery-3.svg', title: 'Around the Wrist', caption: 'Tennis bracelets, bangles and cuffs', href: tileHref('category', 'Bracelets') },
];

/** gallery-4..7 are drawn in sterling silver, 14K gold, rose gold and 14K white gold. */
const STYLES: readonly GalleryTile[] = [
  { image: 'gallery-4.svg', title: 'Sterling Silver', caption: 'Bright, cool and easy to wear', href: tileHref('metal', '925 Sterling Silver') },
  { image: 'gallery-5.svg', title: 'Yellow Gold', caption: 'Warm, classic 14K gold', href: tileHref('metal', '14K Gold') },
  { image: 'gallery-6.svg', title: 'Rose Gold', caption: 'Soft, romantic blush tones', href: tileHref('metal', 'Rose Gold') },
  { image: 'gallery-7.svg', title: 'White Gold', caption: 'A crisp frame for every stone', href: tileHref('metal', '14K White Gold') },
];

export function StyleGalleries() {
  return (
    <>
      <section aria-labelledby="wear-it-your-way" className="mx-auto max-w-7xl px-4 py-16 lg:px-8 lg:py-20">
        <SectionHeading id="wear-it-your-way" eyebrow="STYLE NOTES" title="Wear it Your Way">
          One piece, many moods: layer it, stack it, or let it shine alone.
        </SectionHeading>
        <ul className="mt-10 grid grid-cols-2 gap-3 md:gap-6 lg:grid-cols-4">
          {WEAR_IT_YOUR_WAY.map((tile) => (
            <li key={tile.image}>
              <Link to={tile.href} className="group relative block overflow-hidden bg-sand">
                <GalleryImage file={tile.image} />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/75 via-ink/30 to-transparent px-4 pb-4 pt-16 text-ivory md:px-6 md:pb-6">
                  <span className="block font-display text-xl leading-tight md:text-2xl">{tile.title}</span>
                  <span className="mt-1 hidden text-xs tracking-wide text-ivory/85 sm:block">{tile.caption}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="which-style" className="border-t border-line bg-blush/40">
        <div className="mx-auto max-w-7xl px-4 py-16 lg:px-8 lg:py-20">
          <SectionHeading id="which-style" eyebrow="FIND YOUR METAL" title="Looking for which Style">
            Every design is made in the metal you love.
          </SectionHeading>
          <ul className="mt-10 grid grid-cols-2 gap-x-3 gap-y-8 md:gap-x-6 lg:grid-cols-4">
            {STYLES.map((tile) => (
              <li key={tile.image}>
                <Link to={tile.href} className="group block">
                  <span className="block overflow-hidden bg-sand">
                    <GalleryImage file={tile.image} />
                  </span>
                  <span className="mt-4 block text-center">
                    <span className="block font-display text-xl group-hover:text-gold-dark md:text-2xl">{tile.title}</span>
                    <span className="mt-1 block text-xs text-muted md:text-sm">{tile.caption}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

function GalleryImage({ file }: { file: string }) {
  return (
    <img
      src={imageUrl(file)}
      alt=""
      width={600}
      height={750}
      loading="lazy"
      decoding="async"
      className="aspect-[4/5] w-full object-cover transition duration-700 group-hover:scale-[1.03] motion-reduce:transition-none"
    />
  );
}

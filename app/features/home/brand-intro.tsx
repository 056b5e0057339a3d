/** The page's title and the studio's own words, under the banner. */
export function BrandIntro({ tagline, blurb }: { tagline: string; blurb: string }) {
  return (
    <section className="mx-auto max-w-3xl px-6 pt-16 text-center lg:pt-20">
      <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">OUR STUDIO</p>
      <h1 className="mt-3 text-3xl leading-tight md:text-5xl">{tagline}</h1>
      <p className="mt-5 leading-relaxed text-muted md:text-lg">{blurb}</p>
    </section>
  );
}

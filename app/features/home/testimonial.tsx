/** A single customer's words. */
import type { HomeData } from './home.server';

export function Testimonial({ testimonial }: { testimonial: HomeData['testimonial'] }) {
  return (
    <section aria-labelledby="kind-words" className="bg-sand">
      <figure className="mx-auto max-w-3xl px-6 py-16 text-center lg:py-24">
        <h2 id="kind-words" className="text-xs font-semibold tracking-[0.3em] text-gold-dark font-sans">
          KIND WORDS
        </h2>
        <svg viewBox="0 0 48 36" className="mx-auto mt-6 h-8 w-10 text-gold" fill="currentColor" aria-hidden>
          <path d="M0 36V21C0 9 6 2 18 0l2 5c-7 2-10 6-10 12h8v19Zm28 0V21c0-12 6-19 18-21l2 5c-7 2-10 6-10 12h8v19Z" />
        </svg>
        <blockquote className="mt-6 font-display text-2xl leading-snug md:text-3xl">
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className="mt-8 text-sm">
          <span className="font-semibold tracking-wide">{testimonial.author}</span>
          <span className="text-muted"> · {testimonial.location}</span>
        </figcaption>
      </figure>
    </section>
  );
}

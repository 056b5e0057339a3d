/** How to Start Your Design: the custom design service in four steps. */
import { Link } from 'react-router';

/** Custom pieces take 10 to 21 business days (as the terms say). */
const STEPS: ReadonlyArray<{ title: string; text: string }> = [
  { title: 'Share Your Idea', text: 'Send us a sketch, a photo or a few words about the piece you imagine.' },
  { title: 'Shape It Together', text: 'Our designer replies with drawings, metals, stones and a price.' },
  { title: 'Approve Your Design', text: 'Fine-tune every detail until it is exactly right, then say yes.' },
  { title: 'Made by Hand', text: 'We cast, set and polish it at our bench in 10 to 21 business days.' },
];

export function DesignSteps() {
  return (
    <section aria-labelledby="start-your-design" className="bg-ink text-ivory">
      <div className="mx-auto max-w-7xl px-4 py-16 lg:px-8 lg:py-20">
        <header className="mx-auto max-w-2xl text-center">
          <p className="text-xs font-semibold tracking-[0.3em] text-[#e9cf9f]">CUSTOM JEWELLERY</p>
          <h2 id="start-your-design" className="mt-2 text-3xl md:text-4xl">
            How to Start Your Design
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-ivory/75 md:text-base">
            Have something in mind that is not in our collection? We will make it with you.
          </p>
        </header>
        <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-10">
          {STEPS.map((step, index) => (
            <li key={step.title} className="border-t border-ivory/20 pt-6">
              <span className="font-display text-4xl text-[#e9cf9f]" aria-hidden>
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-3 text-2xl">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-ivory/75">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 text-center">
          <Link to="/custom-design" className="inline-block bg-ivory px-10 py-4 text-xs font-semibold tracking-[0.25em] text-ink transition hover:bg-[#e9cf9f]">
            SUBMIT YOUR DESIGN
          </Link>
        </div>
      </div>
    </section>
  );
}

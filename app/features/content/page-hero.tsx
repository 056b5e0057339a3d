import type { ReactNode } from 'react';

/** The quiet opening band of a content page: an eyebrow, the heading and a line or two. */
export function PageHero({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <section className="bg-sand">
      <div className="mx-auto max-w-3xl px-6 py-16 text-center md:py-20">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">{eyebrow}</p>
        <h1 className="mt-4 text-4xl leading-tight md:text-5xl">{title}</h1>
        {children ? <div className="mt-5 text-base leading-relaxed text-muted md:text-lg">{children}</div> : null}
      </div>
    </section>
  );
}

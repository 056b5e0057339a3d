/** The home page's section titles: a small gold eyebrow over a serif heading, with an optional line. */
import type { ReactNode } from 'react';

export function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <header className="mx-auto max-w-2xl text-center">
      <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl md:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-3 text-sm leading-relaxed text-muted md:text-base">{children}</p> : null}
    </header>
  );
}

/** The frame of the newsletter's own pages (confirming a sign-up, unsubscribing): one quiet panel. */
import type { ReactNode } from 'react';

export function NewsletterPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <section className="border border-line bg-white/70 px-6 py-10 sm:px-12 sm:py-12">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">NEWSLETTER</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">{title}</h1>
        <div className="mt-6 space-y-6 text-sm leading-relaxed text-muted">{children}</div>
      </section>
    </div>
  );
}

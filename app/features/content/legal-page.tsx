/** A policy page: its effective date, a table of contents and numbered sections. */
import { PageHero } from './page-hero';

type LegalBlock = string | { list: string[] };

export interface LegalSection {
  id: string;
  title: string;
  body: LegalBlock[];
}

interface LegalPageProps {
  title: string;
  effective: string;
  intro: string;
  sections: LegalSection[];
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-2 pl-5 marker:text-gold">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function LegalPage({ title, effective, intro, sections }: LegalPageProps) {
  return (
    <>
      <PageHero eyebrow="OUR POLICIES" title={title}>
        <p className="text-sm tracking-wide">
          Effective <time>{effective}</time>
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-12 px-6 py-16 lg:grid-cols-[15rem_minmax(0,1fr)] lg:px-8">
        <nav aria-label="On this page" className="hidden lg:sticky lg:top-40 lg:block lg:self-start">
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-dark">ON THIS PAGE</p>
          <ol className="mt-4 space-y-2 border-l border-line pl-4 text-sm text-muted">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="hover:text-ink">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-prose">
          <p className="text-lg leading-relaxed">{intro}</p>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-12 scroll-mt-40">
              <h2 id={`${section.id}-title`} className="text-3xl">
                <span className="mr-3 text-gold-dark">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-ink/85">
                {section.body.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </div>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}

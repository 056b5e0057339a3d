import { Link } from 'react-router';
import { pageLinks } from '../../../domain/pagination.ts';
import { ChevronIcon } from '../../components/icons';

const cell = 'inline-flex h-10 min-w-9 items-center justify-center px-2.5 text-sm sm:min-w-10 sm:px-3';

/**
 * Previous, the page numbers with their ellipses, and Next. Every page is a real
 * link (it works before the scripts load); Previous and Next are inert at the ends.
 */
export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const step = (label: 'Previous' | 'Next', target: number, enabled: boolean) => {
    const icon = <ChevronIcon direction={label === 'Previous' ? 'left' : 'right'} className="h-4 w-4" />;
    // On a phone the arrows alone keep the row on one line; the word stays for screen readers.
    const word = <span className="sr-only sm:not-sr-only">{label}</span>;
    const content =
      label === 'Previous' ? (
        <>
          {icon}
          {word}
        </>
      ) : (
        <>
          {word}
          {icon}
        </>
      );
    return enabled ? (
      <Link to={hrefFor(target)} className={`${cell} gap-1 border border-line hover:border-ink`} rel={label === 'Previous' ? 'prev' : 'next'}>
        {content}
      </Link>
    ) : (
      // A link that leads nowhere at the ends: still announced as Previous/Next, disabled.
      <span role="link" aria-disabled="true" className={`${cell} gap-1 border border-line text-muted/60`}>
        {content}
      </span>
    );
  };
  return (
    <nav aria-label="Pagination" className="mt-14 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">
        <li>{step('Previous', page - 1, page > 1)}</li>
        {pageLinks(page, pageCount).map((link, index) =>
          link === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={`${cell} text-muted`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link}>
              <Link
                to={hrefFor(link)}
                aria-label={`Page ${link}`}
                aria-current={link === page ? 'page' : undefined}
                className={`${cell} border ${link === page ? 'border-ink bg-ink text-ivory' : 'border-transparent hover:border-line'}`}
              >
                {link}
              </Link>
            </li>
          ),
        )}
        <li>{step('Next', page + 1, page < pageCount)}</li>
      </ul>
    </nav>
  );
}

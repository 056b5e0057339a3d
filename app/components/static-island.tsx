/**
 * A part of a server-rendered page that needs no script, left as the server's HTML (issue 38,
 * decision record 063). Hydrating a page is most of what blocks a slow phone's main thread after it
 * paints, and much of a page is words, pictures and links: React does not hydrate what is inside
 * an island, the browser keeps the server's HTML of it, and a click on one of its links is handed
 * to the router, so it opens the page as a `<Link>` would (no reload).
 *
 * Only the first view is kept so: on a page the browser renders itself (a client navigation), the
 * island renders its children as usual. An island kept from the server never renders again while
 * the page is open, so it is for what does not change then: no state, no prices (the Ship to
 * country changes them), nothing of the shopper's.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

/** Whether this render is the page's first, hydrating the server's HTML (app/root.tsx marks the end of it). */
const hydratingServerHtml = () => typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';

/** A plain left click on one of the router's links (`data-discover`, which `<Link>` writes), opened by the router. */
function followLink(event: MouseEvent, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[href][data-discover]');
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
}

export function StaticIsland({ children, className }: { children: ReactNode; className?: string }) {
  const [kept] = useState(hydratingServerHtml);
  const navigate = useNavigate();
  const island = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = island.current;
    if (!kept || !element) return;
    // The links' own clicks, heard where they bubble to: the island's elements are the server's, with no handlers of React's.
    const onClick = (event: MouseEvent) => followLink(event, navigate);
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [kept, navigate]);
  if (!kept) return <div className={className}>{children}</div>;
  // Nothing to hydrate inside: React leaves the server's elements as they are.
  return <div ref={island} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}

/**
 * The listing's page links: up to 5 pages, all of them; near the start
 * 1, 2, 3, …, last; near the end 1, …, last-2, last-1, last; otherwise
 * 1, …, current-1, current, current+1, …, last.
 */
export type PageLink = number | 'ellipsis';

export function pageLinks(current: number, last: number): PageLink[] {
  if (last <= 5) return Array.from({ length: last }, (_, i) => i + 1);
  if (current <= 3) return [1, 2, 3, 'ellipsis', last];
  if (current >= last - 2) return [1, 'ellipsis', last - 2, last - 1, last];
  return [1, 'ellipsis', current - 1, current, current + 1, 'ellipsis', last];
}

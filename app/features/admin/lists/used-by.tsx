/** How many products use a value of a look-up list. */
import { Suspense } from 'react';
import { Await } from 'react-router';
import type { ListUsage } from './list-data';

const usedBy = (count: number) => (count === 0 ? 'Not used yet' : `Used by ${count} ${count === 1 ? 'product' : 'products'}`);

/**
 * The count, once counted. A new count (the catalogue changed) shows "Counting…" in a new
 * boundary, instead of holding the rest of the page until it is done.
 */
export function UsedBy({ id, usage, countedAt }: { id: number; usage: ListUsage; countedAt: string }) {
  return (
    <Suspense key={countedAt} fallback="Counting products…">
      <Await resolve={usage} errorElement="The products could not be counted.">
        {(counts) => usedBy(counts[id] ?? 0)}
      </Await>
    </Suspense>
  );
}

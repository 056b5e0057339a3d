/** The look-up lists page's data, as its loader answers it, and how its values are grouped on the page. */
import { LOOKUP_LIST_INFO, type LookupList, type LookupListIntent } from '../../../../domain/schemas/lookup-lists';
import type { ActionResult } from '../../../lib/action-result';
import type { Route } from '../../../routes/admin/+types/lists';

type ListData = Route.ComponentProps['loaderData'];
export type ListValue = ListData['values'][number];
export type ListCategory = ListData['categories'][number];
export type ListUsage = ListData['usage'];

/** What each of the page's forms answers. */
export type ListAnswer = ActionResult<LookupListIntent>;

/** Every row and the add form say whether they hold an unsaved change, and what a saved change said. */
export interface RowEvents {
  onDirty: (key: string, dirty: boolean) => void;
  onSaid: (message: string) => void;
}

/** Types are shown under their category, and move within it. */
export function groups(list: LookupList, values: ListValue[], categories: ListCategory[]): Array<{ heading?: string; values: ListValue[] }> {
  if (!LOOKUP_LIST_INFO[list].inCategory) return [{ values }];
  return categories.map((category) => ({ heading: category.name, values: values.filter((value) => value.categoryId === category.id) }));
}

/**
 * The look-up lists page's use cases: its data, and every form it posts, each naming its intent
 * and checked with the schemas the API checks with.
 */
import { data, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { LOOKUP_LISTS, LOOKUP_LIST_INFO, LookupId, LookupImage, LookupName, listFieldProblem, type LookupList } from '../../../domain/schemas/lookup-lists.ts';
import * as lists from '../../../server/services/catalogue/index.ts';
import { fieldErrors, refusal, type FormResult } from '../account/form-result.ts';

/** `?list=` names the list shown; none shows the categories. */
export function listFromUrl(url: URL): LookupList | null {
  const wanted = url.searchParams.get('list') ?? 'categories';
  return (LOOKUP_LISTS as readonly string[]).includes(wanted) ? (wanted as LookupList) : null;
}

/**
 * The list at once, and how many products use each value as it comes (counting reads the whole
 * catalogue when it changed); `countedAt` names the catalogue version the counts belong to.
 */
export async function loadList(context: AppLoadContext, list: LookupList) {
  const info = LOOKUP_LIST_INFO[list];
  const [all, images, countedAt] = await Promise.all([
    lists.readLookupLists(context.db),
    info.imaged ? lists.tileImages(context.db) : Promise.resolve([]),
    lists.catalogueVersion(context.db),
  ]);
  const categories = info.inCategory ? all.categories.map(({ id, name }) => ({ id, name })) : [];
  const usage = lists.listUsage(context.db, list).then((counts) => Object.fromEntries(counts) as Record<number, number>);
  // The values as the API answers them, but for their products: counted apart, they come when ready (`usage`).
  return { list, values: lists.lookupEntries(all, list), categories, images, usage, countedAt };
}

/** An empty form field is an absent one. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const ListForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add'), name: LookupName, image: optional(LookupImage), categoryId: optional(LookupId) }),
  z.object({ intent: z.literal('rename'), id: LookupId, name: LookupName, categoryId: optional(LookupId) }),
  z.object({ intent: z.literal('image'), id: LookupId, image: LookupImage }),
  z.object({ intent: z.literal('move'), id: LookupId, move: z.enum(['up', 'down']) }),
  z.object({ intent: z.literal('delete'), id: LookupId }),
]);

/** What each form answers: the usual outcome, with the intent and value it was about. */
export type ListFormResult = FormResult & { intent?: string; id?: number };

export async function listAction(context: AppLoadContext, list: LookupList, form: FormData, actor: PublicUser) {
  const parsed = ListForm.safeParse(Object.fromEntries([...form].filter(([, value]) => typeof value === 'string')));
  if (!parsed.success) return data<ListFormResult>({ fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  const input = parsed.data;
  const about = { intent: input.intent, id: 'id' in input ? input.id : undefined };
  const problem = input.intent === 'add' || input.intent === 'rename' ? listFieldProblem(list, input, input.intent === 'add') : null;
  if (problem) return data<ListFormResult>({ ...about, fieldErrors: { [problem.field]: problem.message } }, { status: 400 });
  const { noun } = LOOKUP_LIST_INFO[list];
  try {
    switch (input.intent) {
      case 'add': {
        const added = await lists.addValue(context.db, list, input, actor);
        return { ...about, id: added.id, ok: true, message: `Added the ${noun} ${added.name}.` } satisfies ListFormResult;
      }
      case 'rename': {
        const changed = await lists.changeValue(context.db, list, input.id, { name: input.name, categoryId: input.categoryId }, actor);
        return { ...about, ok: true, message: `Saved ${changed.name}.` } satisfies ListFormResult;
      }
      case 'image': {
        const changed = await lists.changeValue(context.db, list, input.id, { image: input.image }, actor);
        return { ...about, ok: true, message: `${changed.name} has its new image.` } satisfies ListFormResult;
      }
      case 'move':
        await lists.reorderValues(context.db, list, { id: input.id, move: input.move }, actor);
        return { ...about, ok: true } satisfies ListFormResult;
      case 'delete':
        await lists.deleteValue(context.db, list, input.id, actor);
        return { ...about, ok: true, message: `Deleted the ${noun}.` } satisfies ListFormResult;
    }
  } catch (error) {
    const refused = refusal(error);
    return data<ListFormResult>({ ...refused.data, ...about }, { status: refused.init?.status ?? 400 });
  }
}

/**
 * The look-up lists page's use cases: its data, and every form it posts, each naming its intent
 * and checked with the schemas the API checks with.
 */
import type { AppLoadContext } from 'react-router';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { LOOKUP_LISTS, LOOKUP_LIST_INFO, LookupListForm, listFieldProblem, type LookupList } from '../../../domain/schemas/lookup-lists.ts';
import * as lists from '../../../server/services/catalogue/index.ts';
import { done, formFields, invalid, refused } from '../../lib/action-result.ts';
import { forAction } from '../../lib/domain-errors.server.ts';

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

/** Every form of the page, each naming its intent (the answer names it back, so it lands on the form that was sent). */
export async function listAction(context: AppLoadContext, list: LookupList, form: FormData, actor: PublicUser) {
  const parsed = LookupListForm.safeParse(formFields(form));
  if (!parsed.success) return invalid(parsed.error);
  const input = parsed.data;
  const problem = input.intent === 'add' || input.intent === 'rename' ? listFieldProblem(list, input, input.intent === 'add') : null;
  if (problem) return refused({ [problem.field]: problem.message }, { intent: input.intent });
  return forAction(() => changeList(context, list, input, actor), input.intent);
}

async function changeList(context: AppLoadContext, list: LookupList, input: LookupListForm, actor: PublicUser) {
  const { noun } = LOOKUP_LIST_INFO[list];
  const { intent } = input;
  switch (input.intent) {
    case 'add': {
      const added = await lists.addValue(context.db, list, input, actor);
      return done({ intent, message: `Added the ${noun} ${added.name}.` });
    }
    case 'rename': {
      const changed = await lists.changeValue(context.db, list, input.id, { name: input.name, categoryId: input.categoryId }, actor);
      return done({ intent, message: `Saved ${changed.name}.` });
    }
    case 'image': {
      const changed = await lists.changeValue(context.db, list, input.id, { image: input.image }, actor);
      return done({ intent, message: `${changed.name} has its new image.` });
    }
    case 'move':
      await lists.reorderValues(context.db, list, { id: input.id, move: input.move }, actor);
      return done({ intent });
    case 'delete':
      await lists.deleteValue(context.db, list, input.id, actor);
      return done({ intent, message: `Deleted the ${noun}.` });
  }
}

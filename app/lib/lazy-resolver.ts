/**
 * A form's resolver (react-hook-form) whose zod schema is loaded the first time the form is checked
 * (a field left, a submission) instead of with the page: zod and the form schemas weigh more than
 * a page's first view may carry (docs/decisions/012-first-view-javascript.md). The first check
 * waits for the load; `preload()` starts it sooner.
 *
 * Only for forms that post their own fields (the form element, not the checked values): when the
 * code cannot be loaded (offline, or a newer build replaced it), the form goes on unchecked, the
 * server checks it with the same schema and answers with the same messages, and the next check
 * tries the load again.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & { preload(): void };

export function lazyZodResolver<Input extends FieldValues, Output>(loadSchema: () => Promise<z.ZodType<Output, Input>>): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let check: Resolver<Input, unknown, Output>;
    try {
      check = await load();
    } catch {
      // Unchecked: these forms post their fields, not these values, and the server checks them.
      return { values: values as unknown as Output, errors: {} };
    }
    return check(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}

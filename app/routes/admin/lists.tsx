/**
 * The catalogue's look-up lists, /admin/lists?list=categories (staff): each list in a tab; add a
 * value, rename it in place, move it up or down, delete it (refused, with how many products use
 * it, while any does); categories and themes show their tile and take a new one by upload.
 * Every form is a plain post that names its intent; with scripts, each row posts on its own.
 */
import { useCallback, useState } from 'react';
import { Form, Link, data, useNavigation } from 'react-router';
import type { Route } from './+types/lists';
import { LOOKUP_LISTS, LOOKUP_LIST_INFO, type LookupList } from '../../../domain/schemas/lookup-lists';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireStaff } from '../../features/admin/admin.server';
import { listAction, listFromUrl, loadList } from '../../features/admin/lists.server';
import { AddForm } from '../../features/admin/lists/add-form';
import { groups } from '../../features/admin/lists/list-data';
import { ValueRow } from '../../features/admin/lists/value-row';
import { LeaveGuard } from '../../features/admin/leave-guard';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { tabClass } from '../../components/ui/tab-class';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, {
    title: 'Catalogue lists',
    description: 'Categories, themes, types and the other lists of the catalogue.',
    path: '/admin/lists',
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const list = listFromUrl(new URL(request.url));
  if (!list) throw data({ message: 'There is no such list.' }, { status: 404 });
  return loadList(context, list);
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = await requireStaff(context, request);
  const list = listFromUrl(new URL(request.url));
  if (!list) throw data({ message: 'There is no such list.' }, { status: 404 });
  return listAction(context, list, await request.formData(), actor);
}

export default function Lists({ loaderData }: Route.ComponentProps) {
  const { list, values, categories, images, usage, countedAt } = loaderData;
  const info = LOOKUP_LIST_INFO[list];
  const [dirtyKeys, setDirtyKeys] = useState<ReadonlySet<string>>(new Set());
  // What the last change said, shown on the list it was made on.
  const [saidOn, setSaidOn] = useState<{ list: LookupList; message: string } | null>(null);
  const said = saidOn?.list === list ? saidOn.message : null;
  const onSaid = useCallback((message: string) => setSaidOn({ list, message }), [list]);
  const navigating = useNavigation().state === 'loading';

  const onDirty = useCallback((key: string, dirty: boolean) => {
    setDirtyKeys((keys) => {
      if (keys.has(key) === dirty) return keys;
      const next = new Set(keys);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  return (
    <section>
      <LeaveGuard dirty={dirtyKeys.size > 0} what="A name you changed here" watchSearch />
      <h1 className="text-4xl">Catalogue lists</h1>
      <p className="mt-2 max-w-2xl text-sm text-muted">
        The values products are filed under. A new name shows on the storefront at once; a value any product uses cannot be deleted.
      </p>
      <nav aria-label="Lists" className="mt-6 flex flex-wrap gap-x-5 gap-y-1 border-b border-line">
        {LOOKUP_LISTS.map((name) => (
          <Link key={name} to={`?list=${name}`} aria-current={name === list ? 'page' : undefined} className={tabClass(name === list)}>
            {LOOKUP_LIST_INFO[name].label}
          </Link>
        ))}
      </nav>
      <div className="mt-4" aria-live="polite">
        {said ? <FormAlert tone="success">{said}</FormAlert> : null}
      </div>
      <div className={`mt-6 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] ${navigating ? 'opacity-60' : ''}`}>
        <div>
          <h2 className="font-display text-2xl">{info.label}</h2>
          {values.length === 0 ? <p className="mt-4 text-muted">No {info.label.toLowerCase()} yet.</p> : null}
          {groups(list, values, categories).map((group) => (
            <div key={group.heading ?? 'all'} className="mt-4">
              {group.heading ? <h3 className="text-xs font-semibold tracking-[0.2em] text-gold-dark uppercase">{group.heading}</h3> : null}
              {group.heading && group.values.length === 0 ? <p className="mt-2 text-sm text-muted">No types.</p> : null}
              <ol className="divide-y divide-line border-b border-line">
                {group.values.map((value, index) => (
                  <ValueRow
                    key={`${list}:${value.id}`}
                    usage={usage}
                    countedAt={countedAt}
                    list={list}
                    value={value}
                    first={index === 0}
                    last={index === group.values.length - 1}
                    categories={categories}
                    onDirty={onDirty}
                    onSaid={onSaid}
                  />
                ))}
              </ol>
            </div>
          ))}
        </div>
        <AddForm key={list} list={list} categories={categories} images={images} onDirty={onDirty} onSaid={onSaid} />
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = (error as { data?: { message?: string } } | undefined)?.data?.message ?? 'This list could not be shown.';
  return (
    <section>
      <h1 className="text-4xl">Catalogue lists</h1>
      <p className="mt-4 text-muted">{message}</p>
      <Form method="get" className="mt-6">
        <Button type="submit" name="list" value="categories">
          SHOW THE CATEGORIES
        </Button>
      </Form>
    </section>
  );
}

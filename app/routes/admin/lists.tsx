/**
 * The catalogue's look-up lists, /admin/lists?list=categories (staff): each list in a tab; add a
 * value, rename it in place, move it up or down, delete it (refused, with how many products use
 * it, while any does); categories and themes show their tile and take a new one by upload.
 * Every form is a plain post that names its intent; with scripts, each row posts on its own.
 */
import { Suspense, useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Await, Form, Link, data, useFetcher, useNavigation } from 'react-router';
import type { Route } from './+types/lists';
import { imageUrl } from '../../../domain/catalog';
import { LOOKUP_LISTS, LOOKUP_LIST_INFO, LOOKUP_NAME_MAX, type LookupList } from '../../../domain/schemas/lookup-lists';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireStaff } from '../../features/admin/admin.server';
import { listAction, listFromUrl, loadList, type ListFormResult } from '../../features/admin/lists.server';
import { LeaveGuard } from '../../features/admin/leave-guard';
import { callApi } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { FieldShell } from '../../components/ui/field-shell';
import { controlClass } from '../../components/ui/field-control';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/text-field';

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

type Value = Route.ComponentProps['loaderData']['values'][number];
type Category = Route.ComponentProps['loaderData']['categories'][number];

const small =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 border border-ink px-3 py-2 text-xs font-semibold uppercase tracking-[0.2em] text-ink transition hover:bg-ink hover:text-ivory disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-ink';

const UPLOAD_MESSAGES = {
  offline: 'The image could not be sent: check the connection and try again.',
  failed: 'The image could not be stored. Please try again.',
} as const;

const usedBy = (count: number) => (count === 0 ? 'Not used yet' : `Used by ${count} ${count === 1 ? 'product' : 'products'}`);

/** Sends a photo to the image upload and answers its stored name, or the reason it failed. */
async function uploadTile(file: File): Promise<{ file: string } | { problem: string }> {
  const body = new FormData();
  body.append('image', file);
  const answer = await callApi('POST /api/admin/images', { body });
  if (answer.ok) return { file: answer.data.file };
  return { problem: answer.message ?? (answer.status === 0 ? UPLOAD_MESSAGES.offline : UPLOAD_MESSAGES.failed) };
}

/** A file picker behind a real button, so a keyboard reaches it like any other control. */
function UploadButton({ label, onFile, disabled }: { label: React.ReactNode; onFile: (file: File) => void; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <input ref={input} type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={choose} />
      <button type="button" className={small} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </button>
    </>
  );
}

function Tile({ image, size = 56 }: { image: string | null; size?: number }) {
  if (!image) return null;
  return (
    <img
      src={imageUrl(image)}
      alt=""
      width={size}
      height={size}
      className="shrink-0 border border-line bg-sand object-cover"
      style={{ width: size, height: size }}
    />
  );
}

type Usage = Route.ComponentProps['loaderData']['usage'];

/**
 * How many products use a value, once counted. A new count (the catalogue changed) shows
 * "Counting…" in a new boundary, instead of holding the rest of the page until it is done.
 */
function UsedBy({ id, usage, countedAt }: { id: number; usage: Usage; countedAt: string }) {
  return (
    <Suspense key={countedAt} fallback="Counting products…">
      <Await resolve={usage} errorElement="The products could not be counted.">
        {(counts) => usedBy(counts[id] ?? 0)}
      </Await>
    </Suspense>
  );
}

interface RowProps {
  usage: Usage;
  countedAt: string;
  list: LookupList;
  value: Value;
  first: boolean;
  last: boolean;
  categories: Category[];
  onDirty: (key: string, dirty: boolean) => void;
  onSaid: (message: string) => void;
}

function ValueRow({ usage, countedAt, list, value, first, last, categories, onDirty, onSaid }: RowProps) {
  const info = LOOKUP_LIST_INFO[list];
  const fetcher = useFetcher<ListFormResult>();
  const id = useId();
  // What the fields show: the stored value until edited; an edit made to an older value is dropped
  // once the value changes (saved, or changed by someone else).
  const [draft, setDraft] = useState<{ of: string; name: string; categoryId: string } | null>(null);
  const stored = { of: `${value.name}\u0000${value.categoryId ?? ''}`, name: value.name, categoryId: String(value.categoryId ?? '') };
  const shown = draft?.of === stored.of ? draft : stored;
  const edit = (change: Partial<Pick<typeof stored, 'name' | 'categoryId'>>) => setDraft({ ...shown, ...change, of: stored.of });
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const busy = fetcher.state !== 'idle' || uploading;

  const dirty = shown.name.trim() !== stored.name || shown.categoryId !== stored.categoryId;
  useEffect(() => onDirty(`row-${value.id}`, dirty), [dirty, onDirty, value.id]);
  useEffect(() => () => onDirty(`row-${value.id}`, false), [onDirty, value.id]);

  /** Which of the two move buttons was pressed last: it keeps the focus as its row moves. */
  const lastMove = useRef<'up' | 'down' | null>(null);
  // An answer arrives before the page reloads its lists (a deleted row is gone after that).
  const answer = fetcher.state === 'submitting' ? undefined : fetcher.data;
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok && answer.message) onSaid(answer.message);
  }, [answer, onSaid]);
  useEffect(() => {
    if (!result?.ok || result.intent !== 'move') return;
    // The row moved in the page: the button pressed keeps the focus, or its twin at an end of the list.
    const [pressed, other] = lastMove.current === 'up' ? [up.current, down.current] : [down.current, up.current];
    (pressed?.disabled ? other : pressed)?.focus();
  }, [result]);

  const error = result?.ok ? null : (result?.error ?? null);
  const nameError = result?.ok ? undefined : result?.fieldErrors?.name;
  const categoryError = result?.ok ? undefined : result?.fieldErrors?.categoryId;

  const changeImage = async (file: File) => {
    setUploading(true);
    setUploadProblem(null);
    const upload = await uploadTile(file);
    setUploading(false);
    if ('problem' in upload) return setUploadProblem(upload.problem);
    await fetcher.submit({ intent: 'image', id: String(value.id), image: upload.file }, { method: 'post', action: `?list=${list}` });
  };

  return (
    <li className="flex gap-4 py-4">
      {info.imaged ? <Tile image={value.image} /> : null}
      <div className="min-w-0 flex-1">
        <fetcher.Form method="post" className="flex flex-wrap items-start gap-2">
          <input type="hidden" name="id" value={value.id} />
          <div className="min-w-0 flex-1 basis-40">
            <label htmlFor={`${id}-name`} className="sr-only">
              Name of {value.name}
            </label>
            <input
              id={`${id}-name`}
              name="name"
              value={shown.name}
              maxLength={LOOKUP_NAME_MAX}
              required
              onChange={(event) => edit({ name: event.target.value })}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={`${id}-usage${nameError ? ` ${id}-name-error` : ''}`}
              className={`${controlClass(Boolean(nameError))} py-2`}
            />
            {nameError ? (
              <p id={`${id}-name-error`} role="alert" className="mt-1 text-xs text-sale">
                {nameError}
              </p>
            ) : null}
          </div>
          {info.inCategory ? (
            <div className="basis-40">
              <label htmlFor={`${id}-category`} className="sr-only">
                Category of {value.name}
              </label>
              <select
                id={`${id}-category`}
                name="categoryId"
                value={shown.categoryId}
                onChange={(event) => edit({ categoryId: event.target.value })}
                aria-invalid={categoryError ? true : undefined}
                className={`${controlClass(Boolean(categoryError))} py-2`}
              >
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <button type="submit" name="intent" value="rename" className={small} disabled={busy || !dirty}>
            SAVE<span className="sr-only"> {value.name}</span>
          </button>
        </fetcher.Form>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p id={`${id}-usage`} className="text-xs text-muted">
            <UsedBy id={value.id} usage={usage} countedAt={countedAt} />
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {info.imaged ? (
              <UploadButton
                disabled={busy}
                onFile={changeImage}
                label={
                  <>
                    {uploading ? 'UPLOADING…' : 'NEW IMAGE'}
                    <span className="sr-only"> for {value.name}</span>
                  </>
                }
              />
            ) : null}
            <fetcher.Form method="post" className="flex gap-2">
              <input type="hidden" name="id" value={value.id} />
              <input type="hidden" name="intent" value="move" />
              <button
                ref={up}
                type="submit"
                name="move"
                value="up"
                onClick={() => (lastMove.current = 'up')}
                className={small}
                disabled={busy || first}
                aria-label={`Move ${value.name} up`}
              >
                <span aria-hidden="true">↑</span>
              </button>
              <button
                ref={down}
                type="submit"
                name="move"
                value="down"
                onClick={() => (lastMove.current = 'down')}
                className={small}
                disabled={busy || last}
                aria-label={`Move ${value.name} down`}
              >
                <span aria-hidden="true">↓</span>
              </button>
            </fetcher.Form>
            <fetcher.Form method="post">
              <input type="hidden" name="id" value={value.id} />
              <button type="submit" name="intent" value="delete" className={small} disabled={busy}>
                DELETE<span className="sr-only"> {value.name}</span>
              </button>
            </fetcher.Form>
          </div>
        </div>
        {error || uploadProblem ? (
          <p role="alert" className="mt-2 border border-sale/40 bg-blush px-3 py-2 text-sm text-sale">
            {error ?? uploadProblem}
          </p>
        ) : null}
      </div>
    </li>
  );
}

const ADD_NAME_ID = 'add-value-name';

function AddForm({
  list,
  categories,
  images,
  onDirty,
  onSaid,
}: {
  list: LookupList;
  categories: Category[];
  images: string[];
  onDirty: (key: string, dirty: boolean) => void;
  onSaid: (message: string) => void;
}) {
  const info = LOOKUP_LIST_INFO[list];
  const fetcher = useFetcher<ListFormResult>();
  const [name, setName] = useState('');
  const [image, setImage] = useState('');
  const [uploaded, setUploaded] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => onDirty('add', name.trim() !== ''), [name, onDirty]);
  useEffect(() => () => onDirty('add', false), [onDirty]);
  // A value added empties the form for the next one.
  const [handled, setHandled] = useState(result);
  if (result !== handled) {
    setHandled(result);
    if (result?.ok) {
      setName('');
      setImage('');
    }
  }
  useEffect(() => {
    if (!result?.ok) return;
    if (result.message) onSaid(result.message);
    document.getElementById(ADD_NAME_ID)?.focus();
  }, [result, onSaid]);

  const uploadImage = async (file: File) => {
    setUploading(true);
    setUploadProblem(null);
    const upload = await uploadTile(file);
    setUploading(false);
    if ('problem' in upload) return setUploadProblem(upload.problem);
    setUploaded((files) => [upload.file, ...files]);
    setImage(upload.file);
  };

  const errors = result?.ok ? {} : (result?.fieldErrors ?? {});
  const choices = [...uploaded, ...images.filter((file) => !uploaded.includes(file))];
  return (
    <fetcher.Form method="post" className="grid content-start gap-5 self-start border border-line bg-white/70 p-6">
      <h2 className="font-display text-2xl">Add a {info.noun}</h2>
      <TextField
        id={ADD_NAME_ID}
        label="Name"
        name="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={LOOKUP_NAME_MAX}
        error={errors.name}
        required
      />
      {info.inCategory ? (
        <FieldShell id="add-category" label="Category" error={errors.categoryId}>
          <select id="add-category" name="categoryId" defaultValue={categories[0]?.id} className={controlClass(Boolean(errors.categoryId))}>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </FieldShell>
      ) : null}
      {info.imaged ? (
        <div className="grid gap-3">
          <FieldShell
            id="add-image"
            label="Tile image"
            error={errors.image ?? uploadProblem ?? undefined}
            hint="Upload a JPEG, PNG or WebP, or choose a tile the shop has."
          >
            <select
              id="add-image"
              name="image"
              value={image}
              onChange={(event) => setImage(event.target.value)}
              className={controlClass(Boolean(errors.image))}
            >
              <option value="">Choose an image…</option>
              {choices.map((file) => (
                <option key={file} value={file}>
                  {uploaded.includes(file) ? `Uploaded: ${file}` : file}
                </option>
              ))}
            </select>
          </FieldShell>
          <div className="flex items-center gap-3">
            <Tile image={image || null} />
            <UploadButton disabled={uploading} onFile={uploadImage} label={uploading ? 'UPLOADING…' : 'UPLOAD AN IMAGE'} />
          </div>
        </div>
      ) : null}
      {result?.error ? <FormAlert tone="error">{result.error}</FormAlert> : null}
      <Button type="submit" name="intent" value="add" disabled={fetcher.state !== 'idle' || uploading} block>
        ADD THE {info.noun.toUpperCase()}
      </Button>
    </fetcher.Form>
  );
}

/** Types are shown under their category, and move within it. */
function groups(list: LookupList, values: Value[], categories: Category[]): Array<{ heading?: string; values: Value[] }> {
  if (!LOOKUP_LIST_INFO[list].inCategory) return [{ values }];
  return categories.map((category) => ({ heading: category.name, values: values.filter((value) => value.categoryId === category.id) }));
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
          <Link
            key={name}
            to={`?list=${name}`}
            aria-current={name === list ? 'page' : undefined}
            className={`shrink-0 border-b-2 px-1 py-2 text-sm ${name === list ? 'border-gold-dark font-semibold text-ink' : 'border-transparent text-muted hover:text-ink'}`}
          >
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

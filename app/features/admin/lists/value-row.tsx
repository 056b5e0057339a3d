/**
 * One value of a look-up list, as a row: its name (and a type's category) edited in place and
 * saved, its tile image replaced, moved up or down, deleted. The row posts on its own (a fetcher),
 * so an answer lands on its row while the other rows keep what is typed in them.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher, type FetcherWithComponents } from 'react-router';
import { LOOKUP_LIST_INFO, LOOKUP_NAME_MAX, type LookupList } from '../../../../domain/schemas/lookup-lists';
import { smallButtonClass } from '../../../components/ui/button-class';
import { controlClass } from '../../../components/ui/field-control';
import type { ListAnswer, ListCategory, ListUsage, ListValue, RowEvents } from './list-data';
import { Tile } from './tile';
import { UploadButton, uploadTile } from './upload-button';
import { UsedBy } from './used-by';

type ListFetcher = FetcherWithComponents<ListAnswer>;
type Draft = ReturnType<typeof useDraft>;

const small = smallButtonClass();

interface RowProps extends RowEvents {
  usage: ListUsage;
  countedAt: string;
  list: LookupList;
  value: ListValue;
  first: boolean;
  last: boolean;
  categories: ListCategory[];
}

export function ValueRow({ usage, countedAt, list, value, first, last, categories, onDirty, onSaid }: RowProps) {
  const info = LOOKUP_LIST_INFO[list];
  const fetcher = useFetcher<ListAnswer>();
  const id = useId();
  const draft = useDraft(value);
  const tile = useTileChange(fetcher, list, value.id);
  const busy = fetcher.state !== 'idle' || tile.uploading;

  useEffect(() => onDirty(`row-${value.id}`, draft.dirty), [draft.dirty, onDirty, value.id]);
  useEffect(() => () => onDirty(`row-${value.id}`, false), [onDirty, value.id]);
  // An answer arrives before the page reloads its lists (a deleted row is gone after that).
  const answer = fetcher.state === 'submitting' ? undefined : fetcher.data;
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok && answer.message) onSaid(answer.message);
  }, [answer, onSaid]);
  const error = result?.error ?? tile.problem;

  return (
    <li className="flex gap-4 py-4">
      {info.imaged ? <Tile image={value.image} /> : null}
      <div className="min-w-0 flex-1">
        <RenameForm fetcher={fetcher} id={id} list={list} value={value} categories={categories} draft={draft} busy={busy} result={result} />
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p id={`${id}-usage`} className="text-xs text-muted">
            <UsedBy id={value.id} usage={usage} countedAt={countedAt} />
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {info.imaged ? (
              <UploadButton
                disabled={busy}
                onFile={tile.change}
                label={
                  <>
                    {tile.uploading ? 'UPLOADING…' : 'NEW IMAGE'}
                    <span className="sr-only"> for {value.name}</span>
                  </>
                }
              />
            ) : null}
            <MoveForm fetcher={fetcher} value={value} first={first} last={last} busy={busy} result={result} />
            <fetcher.Form method="post">
              <input type="hidden" name="id" value={value.id} />
              <button type="submit" name="intent" value="delete" className={small} disabled={busy}>
                DELETE<span className="sr-only"> {value.name}</span>
              </button>
            </fetcher.Form>
          </div>
        </div>
        {error ? (
          <p role="alert" className="mt-2 border border-sale/40 bg-blush px-3 py-2 text-sm text-sale">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * What the fields show: the stored value until edited; an edit made to an older value is dropped
 * once the value changes (saved, or changed by someone else).
 */
function useDraft(value: ListValue) {
  const [draft, setDraft] = useState<{ of: string; name: string; categoryId: string } | null>(null);
  const stored = { of: `${value.name}\u0000${value.categoryId ?? ''}`, name: value.name, categoryId: String(value.categoryId ?? '') };
  const shown = draft?.of === stored.of ? draft : stored;
  const edit = (change: Partial<Pick<typeof stored, 'name' | 'categoryId'>>) => setDraft({ ...shown, ...change, of: stored.of });
  const dirty = shown.name.trim() !== stored.name || shown.categoryId !== stored.categoryId;
  return { shown, edit, dirty };
}

/** A new tile: uploaded first, then posted as the row's `image` change. */
function useTileChange(fetcher: ListFetcher, list: LookupList, id: number) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const change = async (file: File) => {
    setUploading(true);
    setProblem(null);
    const upload = await uploadTile(file);
    setUploading(false);
    if ('problem' in upload) return setProblem(upload.problem);
    await fetcher.submit({ intent: 'image', id: String(id), image: upload.file }, { method: 'post', action: `?list=${list}` });
  };
  return { uploading, problem, change };
}

interface RenameProps {
  fetcher: ListFetcher;
  id: string;
  list: LookupList;
  value: ListValue;
  categories: ListCategory[];
  draft: Draft;
  busy: boolean;
  result: ListAnswer | undefined;
}

function RenameForm({ fetcher, id, list, value, categories, draft, busy, result }: RenameProps) {
  const nameError = result?.fieldErrors?.name;
  const categoryError = result?.fieldErrors?.categoryId;
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-start gap-2">
      <input type="hidden" name="id" value={value.id} />
      <div className="min-w-0 flex-1 basis-40">
        <label htmlFor={`${id}-name`} className="sr-only">
          Name of {value.name}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          value={draft.shown.name}
          maxLength={LOOKUP_NAME_MAX}
          required
          onChange={(event) => draft.edit({ name: event.target.value })}
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
      {LOOKUP_LIST_INFO[list].inCategory ? (
        <div className="basis-40">
          <label htmlFor={`${id}-category`} className="sr-only">
            Category of {value.name}
          </label>
          <select
            id={`${id}-category`}
            name="categoryId"
            value={draft.shown.categoryId}
            onChange={(event) => draft.edit({ categoryId: event.target.value })}
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
      <button type="submit" name="intent" value="rename" className={small} disabled={busy || !draft.dirty}>
        SAVE<span className="sr-only"> {value.name}</span>
      </button>
    </fetcher.Form>
  );
}

interface MoveProps {
  fetcher: ListFetcher;
  value: ListValue;
  first: boolean;
  last: boolean;
  busy: boolean;
  result: ListAnswer | undefined;
}

/** Up and down; the button pressed keeps the focus as its row moves, or its twin once the row reaches an end. */
function MoveForm({ fetcher, value, first, last, busy, result }: MoveProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const lastMove = useRef<'up' | 'down' | null>(null);
  useEffect(() => {
    if (!result?.ok || result.intent !== 'move') return;
    const [pressed, other] = lastMove.current === 'up' ? [up.current, down.current] : [down.current, up.current];
    (pressed?.disabled ? other : pressed)?.focus();
  }, [result]);
  return (
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
  );
}

/**
 * A variant's images: upload (each file posted to the shop as it is chosen), reorder by dragging,
 * by the keyboard on the drag handle (Space or Enter picks an image up, the arrow keys move it,
 * Space or Enter drops it, Escape puts it back) or with the Move earlier / Move later buttons, and
 * remove. The first image is the one the storefront's cards show. Drawn sample images (SVG) are
 * shown as they are; an upload by its smallest rendition.
 */
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS as DndCss } from '@dnd-kit/utilities';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { imageUrl } from '../../../../domain/catalog.ts';
import { UPLOAD_IMAGE_ACCEPT, imageSources } from '../../../../domain/images.ts';
import { callApi } from '../../../lib/api';
import type { ImageRow } from './form-values';

/** A variant has at most this many images (the product schema's limit). */
export const MAX_IMAGES = 12;

export const IMAGE_MANAGER_MESSAGES = {
  offline: 'The image did not reach the shop. Check the connection and try again.',
  failed: 'The image could not be uploaded. Try again in a moment.',
  tooMany: `A variant has at most ${MAX_IMAGES} images: remove one to add another.`,
} as const;

interface ImageManagerProps {
  /** Names the variant in every label ("variant 2"). */
  variantName: string;
  images: ImageRow[];
  onChange: (images: ImageRow[]) => void;
  error?: string;
}

const position = (images: ImageRow[], file: string) => images.findIndex((image) => image.file === file) + 1;

export function ImageManager({ variantName, images, onChange, error }: ImageManagerProps) {
  const id = useId();
  const [uploading, setUploading] = useState<{ done: number; of: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  /** The control to focus once the list has moved (a moved image's button, or the next image after a removal). */
  const focusNext = useRef<{ file: string; action: string } | { upload: true } | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const uploadInput = useRef<HTMLInputElement>(null);
  // The latest images while uploads finish one after another.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);

  // After the list has re-rendered in its new order (no dependencies: after every render).
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    if ('upload' in wanted) return uploadInput.current?.focus();
    // A button at the end of the list is disabled; its image's drag handle takes the focus then.
    const control = (action: string) => list.current?.querySelector<HTMLButtonElement>(`[data-file="${CSS.escape(wanted.file)}"][data-action="${action}"]`);
    const button = control(wanted.action);
    (button && !button.disabled ? button : control('drag'))?.focus();
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = (from: number, to: number, focusAction?: string) => {
    if (to < 0 || to >= images.length || from === to) return;
    const file = images[from]!.file;
    onChange(arrayMove(images, from, to));
    setSaid(`Image ${from + 1} moved to position ${to + 1} of ${images.length}.`);
    if (focusAction) focusNext.current = { file, action: focusAction };
  };

  const remove = (index: number) => {
    const next = images.filter((_, at) => at !== index);
    onChange(next);
    setSaid(`Image ${index + 1} removed; ${next.length} left.`);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusNext.current = neighbour ? { file: neighbour.file, action: 'remove' } : { upload: true };
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = images.findIndex((image) => image.file === active.id);
    const to = images.findIndex((image) => image.file === over.id);
    if (from >= 0 && to >= 0) onChange(arrayMove(images, from, to));
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!files.length) return;
    setProblem(null);
    const room = MAX_IMAGES - latest.current.length;
    if (files.length > room) setProblem(IMAGE_MANAGER_MESSAGES.tooMany);
    const taken = files.slice(0, Math.max(0, room));
    for (const [index, file] of taken.entries()) {
      setUploading({ done: index, of: taken.length });
      const body = new FormData();
      body.append('image', file);
      const answer = await callApi('POST /api/admin/images', { body });
      if (!answer.ok) {
        setProblem(`${file.name}: ${answer.message ?? (answer.status === 0 ? IMAGE_MANAGER_MESSAGES.offline : IMAGE_MANAGER_MESSAGES.failed)}`);
        continue;
      }
      const next = [...latest.current, { file: answer.data.file, widths: answer.data.widths }];
      latest.current = next;
      onChange(next);
    }
    setUploading(null);
    setSaid(`${latest.current.length} ${latest.current.length === 1 ? 'image' : 'images'}.`);
  };

  const full = images.length >= MAX_IMAGES;
  const message = error ?? problem;
  return (
    <fieldset aria-describedby={`${id}-help${message ? ` ${id}-error` : ''}`}>
      <legend className="text-xs font-semibold tracking-[0.2em] text-ink uppercase">Images</legend>
      <p id={`${id}-help`} className="mt-1 text-xs text-muted">
        The first image is the one shoppers see first. Drag an image by its handle, or focus the handle and use Space and the arrow keys, or the arrow buttons.
        JPEG, PNG or WebP, up to 10 MB each.
      </p>
      {message ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-xs text-sale">
          {message}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {said}
      </p>

      {images.length ? (
        <DndContext
          id={`${id}-dnd`}
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: {
              draggable:
                'To move an image, press Space or Enter to pick it up, use the arrow keys to move it, and press Space or Enter to drop it. Escape cancels.',
            },
            announcements: {
              onDragStart: ({ active }) => `Picked up image ${position(images, String(active.id))} of ${images.length}.`,
              // Over its own place (as every drag starts) says nothing, so "picked up" is heard.
              onDragOver: ({ active, over }) =>
                over && over.id !== active.id
                  ? `Image ${position(images, String(active.id))} is over position ${position(images, String(over.id))} of ${images.length}.`
                  : undefined,
              onDragEnd: ({ active, over }) =>
                over
                  ? `Image ${position(images, String(active.id))} dropped at position ${position(images, String(over.id))} of ${images.length}.`
                  : 'Image dropped.',
              onDragCancel: ({ active }) => `Moving image ${position(images, String(active.id))} cancelled.`,
            },
          }}
        >
          <SortableContext items={images.map((image) => image.file)} strategy={rectSortingStrategy}>
            <ul ref={list} aria-label={`Images of ${variantName}`} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
              {images.map((image, index) => (
                <SortableImage
                  key={image.file}
                  image={image}
                  index={index}
                  count={images.length}
                  onMove={(to, action) => move(index, to, action)}
                  onRemove={() => remove(index)}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      ) : (
        <p className="mt-4 border border-dashed border-line bg-white/60 px-4 py-6 text-center text-sm text-muted">No images yet.</p>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <input
          ref={uploadInput}
          id={`${id}-upload`}
          type="file"
          accept={UPLOAD_IMAGE_ACCEPT}
          multiple
          disabled={full || uploading !== null}
          onChange={(event) => void upload(event)}
          className="peer sr-only"
        />
        <label
          htmlFor={`${id}-upload`}
          className={`inline-flex cursor-pointer items-center gap-2 border border-ink px-5 py-2.5 text-xs font-semibold tracking-[0.2em] text-ink uppercase transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-ink hover:text-ivory`}
        >
          Upload images<span className="sr-only"> for {variantName}</span>
        </label>
        <span className="text-xs text-muted" aria-live="polite">
          {uploading ? `Uploading ${uploading.done + 1} of ${uploading.of}…` : full ? IMAGE_MANAGER_MESSAGES.tooMany : `${images.length} of ${MAX_IMAGES}`}
        </span>
      </div>
    </fieldset>
  );
}

interface SortableImageProps {
  image: ImageRow;
  index: number;
  count: number;
  onMove: (to: number, focusAction: string) => void;
  onRemove: () => void;
}

const smallButton =
  'grid h-9 min-w-9 place-items-center border border-line bg-white px-2 text-sm text-ink transition hover:border-ink disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line';

function SortableImage({ image, index, count, onMove, onRemove }: SortableImageProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: image.file });
  const sources = imageSources(image.file, image.widths);
  const name = `image ${index + 1} of ${count}`;
  const data = (action: string) => ({ 'data-file': image.file, 'data-action': action });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: DndCss.Translate.toString(transform), transition }}
      className={`relative border bg-white ${isDragging ? 'z-10 border-gold shadow-lg' : 'border-line'}`}
    >
      <figure>
        <picture>
          {sources ? <source type="image/webp" srcSet={sources.webp} sizes="240px" /> : null}
          <img src={imageUrl(image.file)} alt={`Preview of ${name}`} width={240} height={240} loading="lazy" className="aspect-square w-full object-cover" />
        </picture>
        <figcaption className="truncate px-2 pt-1 text-[11px] text-muted" title={image.file}>
          {index === 0 ? <span className="font-semibold text-gold-dark">FIRST · </span> : null}
          {image.file}
        </figcaption>
      </figure>
      <div className="flex items-center gap-1 p-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          {...data('drag')}
          aria-label={`Reorder ${name}`}
          className={`${smallButton} cursor-grab touch-none active:cursor-grabbing`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button
          type="button"
          {...data('earlier')}
          onClick={() => onMove(index - 1, 'earlier')}
          disabled={index === 0}
          aria-label={`Move ${name} earlier`}
          className={`${smallButton} ml-auto`}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          {...data('later')}
          onClick={() => onMove(index + 1, 'later')}
          disabled={index === count - 1}
          aria-label={`Move ${name} later`}
          className={smallButton}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <button
        type="button"
        {...data('remove')}
        onClick={onRemove}
        aria-label={`Remove ${name}`}
        className={`${smallButton} absolute top-1.5 right-1.5 text-sale`}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  );
}

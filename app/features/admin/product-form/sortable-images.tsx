/**
 * A variant's images in their order, reordered by dragging, by the keyboard on the drag handle
 * (Space or Enter picks an image up, the arrow keys move it, Space or Enter drops it, Escape puts
 * it back) or with the Move earlier / Move later buttons, and removed. Each move is announced.
 */
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS as DndCss } from '@dnd-kit/utilities';
import type { RefObject } from 'react';
import { imageUrl } from '../../../../domain/catalog.ts';
import { imageSources } from '../../../../domain/images.ts';
import { smallButtonClass } from '../../../components/ui/button-class';
import type { ImageRow } from './form-values';

const position = (images: ImageRow[], file: string) => images.findIndex((image) => image.file === file) + 1;

const INSTRUCTIONS =
  'To move an image, press Space or Enter to pick it up, use the arrow keys to move it, and press Space or Enter to drop it. Escape cancels.';

/** What a screen reader hears while an image is dragged. */
function announcements(images: ImageRow[]): Announcements {
  const at = (id: string | number) => position(images, String(id));
  return {
    onDragStart: ({ active }) => `Picked up image ${at(active.id)} of ${images.length}.`,
    // Over its own place (as every drag starts) says nothing, so "picked up" is heard.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? `Image ${at(active.id)} is over position ${at(over.id)} of ${images.length}.` : undefined,
    onDragEnd: ({ active, over }) => (over ? `Image ${at(active.id)} dropped at position ${at(over.id)} of ${images.length}.` : 'Image dropped.'),
    onDragCancel: ({ active }) => `Moving image ${at(active.id)} cancelled.`,
  };
}

interface SortableImagesProps {
  id: string;
  variantName: string;
  images: ImageRow[];
  listRef: RefObject<HTMLUListElement | null>;
  /** Dragged to a new place (announced by the drag itself). */
  onChange: (images: ImageRow[]) => void;
  /** Moved by a button: the button that should keep the focus. */
  onMove: (from: number, to: number, focusAction: string) => void;
  onRemove: (index: number) => void;
}

export function SortableImages({ id, variantName, images, listRef, onChange, onMove, onRemove }: SortableImagesProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = images.findIndex((image) => image.file === active.id);
    const to = images.findIndex((image) => image.file === over.id);
    if (from >= 0 && to >= 0) onChange(arrayMove(images, from, to));
  };
  return (
    <DndContext
      id={`${id}-dnd`}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: { draggable: INSTRUCTIONS }, announcements: announcements(images) }}
    >
      <SortableContext items={images.map((image) => image.file)} strategy={rectSortingStrategy}>
        <ul ref={listRef} aria-label={`Images of ${variantName}`} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {images.map((image, index) => (
            <SortableImage
              key={image.file}
              image={image}
              index={index}
              count={images.length}
              onMove={(to, action) => onMove(index, to, action)}
              onRemove={() => onRemove(index)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

interface SortableImageProps {
  image: ImageRow;
  index: number;
  count: number;
  onMove: (to: number, focusAction: string) => void;
  onRemove: () => void;
}

const tileButton = smallButtonClass({ tone: 'quiet', content: 'glyph' });

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
          className={`${tileButton} cursor-grab touch-none active:cursor-grabbing`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button
          type="button"
          {...data('earlier')}
          onClick={() => onMove(index - 1, 'earlier')}
          disabled={index === 0}
          aria-label={`Move ${name} earlier`}
          className={`${tileButton} ml-auto`}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          {...data('later')}
          onClick={() => onMove(index + 1, 'later')}
          disabled={index === count - 1}
          aria-label={`Move ${name} later`}
          className={tileButton}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <button
        type="button"
        {...data('remove')}
        onClick={onRemove}
        aria-label={`Remove ${name}`}
        className={`${tileButton} absolute top-1.5 right-1.5 text-sale`}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  );
}

/**
 * A variant's images: upload (each file posted to the shop as it is chosen), reorder and remove
 * (sortable-images.tsx). The first image is the one the storefront's cards show. Drawn sample
 * images (SVG) are shown as they are; an upload by its smallest rendition.
 */
import { arrayMove } from '@dnd-kit/sortable';
import { useEffect, useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { UPLOAD_IMAGE_ACCEPT } from '../../../../domain/images.ts';
import { callApi } from '../../../lib/api';
import type { ImageRow } from './form-values';
import { SortableImages } from './sortable-images';

/** A variant has at most this many images (the product schema's limit). */
const MAX_IMAGES = 12;

const IMAGE_MANAGER_MESSAGES = {
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

/** The control to focus once the list has moved: a moved image's button, the next image after a removal, or the upload. */
type FocusTarget = { file: string; action: string } | { upload: true };

export function ImageManager({ variantName, images, onChange, error }: ImageManagerProps) {
  const id = useId();
  const [said, setSaid] = useState('');
  const focus = useFocusAfterMove();
  const uploads = useUploads(images, onChange, setSaid);

  const move = (from: number, to: number, focusAction: string) => {
    if (to < 0 || to >= images.length || from === to) return;
    const file = images[from]!.file;
    onChange(arrayMove(images, from, to));
    setSaid(`Image ${from + 1} moved to position ${to + 1} of ${images.length}.`);
    focus.after({ file, action: focusAction });
  };

  const remove = (index: number) => {
    const next = images.filter((_, at) => at !== index);
    onChange(next);
    setSaid(`Image ${index + 1} removed; ${next.length} left.`);
    const neighbour = next[Math.min(index, next.length - 1)];
    focus.after(neighbour ? { file: neighbour.file, action: 'remove' } : { upload: true });
  };

  const message = error ?? uploads.problem;
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
        <SortableImages id={id} variantName={variantName} images={images} listRef={focus.list} onChange={onChange} onMove={move} onRemove={remove} />
      ) : (
        <p className="mt-4 border border-dashed border-line bg-white/60 px-4 py-6 text-center text-sm text-muted">No images yet.</p>
      )}
      <UploadControl
        id={id}
        variantName={variantName}
        count={images.length}
        uploading={uploads.uploading}
        inputRef={focus.uploadInput}
        onFiles={uploads.upload}
      />
    </fieldset>
  );
}

/** After the list has re-rendered in its new order, the control that should have the focus takes it. */
function useFocusAfterMove() {
  const next = useRef<FocusTarget | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const uploadInput = useRef<HTMLInputElement>(null);
  // No dependencies: after every render.
  useEffect(() => {
    const wanted = next.current;
    if (!wanted) return;
    next.current = null;
    if ('upload' in wanted) return uploadInput.current?.focus();
    // A button at the end of the list is disabled; its image's drag handle takes the focus then.
    const control = (action: string) => list.current?.querySelector<HTMLButtonElement>(`[data-file="${CSS.escape(wanted.file)}"][data-action="${action}"]`);
    const button = control(wanted.action);
    (button && !button.disabled ? button : control('drag'))?.focus();
  });
  const after = (target: FocusTarget) => {
    next.current = target;
  };
  return { after, list, uploadInput };
}

/** Uploads the files chosen, one after another, up to the variant's limit; each lands in the list as it is stored. */
function useUploads(images: ImageRow[], onChange: (images: ImageRow[]) => void, setSaid: (said: string) => void) {
  const [uploading, setUploading] = useState<{ done: number; of: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The latest images while uploads finish one after another.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);

  const upload = async (files: File[]) => {
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
  return { uploading, problem, upload };
}

interface UploadControlProps {
  id: string;
  variantName: string;
  count: number;
  uploading: { done: number; of: number } | null;
  inputRef: RefObject<HTMLInputElement | null>;
  onFiles: (files: File[]) => Promise<void>;
}

/** The file picker (a label styled as a button, so it opens the picker from the keyboard too) and the upload's progress. */
function UploadControl({ id, variantName, count, uploading, inputRef, onFiles }: UploadControlProps) {
  const full = count >= MAX_IMAGES;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length) void onFiles(files);
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <input
        ref={inputRef}
        id={`${id}-upload`}
        type="file"
        accept={UPLOAD_IMAGE_ACCEPT}
        multiple
        disabled={full || uploading !== null}
        onChange={choose}
        className="peer sr-only"
      />
      <label
        htmlFor={`${id}-upload`}
        className={`inline-flex cursor-pointer items-center gap-2 border border-ink px-5 py-2.5 text-xs font-semibold tracking-[0.2em] text-ink uppercase transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-ink hover:text-ivory`}
      >
        Upload images<span className="sr-only"> for {variantName}</span>
      </label>
      <span className="text-xs text-muted" aria-live="polite">
        {uploading ? `Uploading ${uploading.done + 1} of ${uploading.of}…` : full ? IMAGE_MANAGER_MESSAGES.tooMany : `${count} of ${MAX_IMAGES}`}
      </span>
    </div>
  );
}

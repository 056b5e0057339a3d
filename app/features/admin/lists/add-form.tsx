/**
 * Adding a value to a look-up list: its name, a type's category, a category's or theme's tile
 * (uploaded here or one the shop has). A value added empties the form for the next one.
 */
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { LOOKUP_LIST_INFO, LOOKUP_NAME_MAX, type LookupList } from '../../../../domain/schemas/lookup-lists';
import { Button } from '../../../components/ui/button';
import { FieldShell } from '../../../components/ui/field-shell';
import { controlClass } from '../../../components/ui/field-control';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import type { ListAnswer, ListCategory, RowEvents } from './list-data';
import { Tile } from './tile';
import { UploadButton, uploadTile } from './upload-button';

const ADD_NAME_ID = 'add-value-name';

interface AddFormProps extends RowEvents {
  list: LookupList;
  categories: ListCategory[];
  images: string[];
}

export function AddForm({ list, categories, images, onDirty, onSaid }: AddFormProps) {
  const info = LOOKUP_LIST_INFO[list];
  const fetcher = useFetcher<ListAnswer>();
  const [name, setName] = useState('');
  const [image, setImage] = useState('');
  const [uploading, setUploading] = useState(false);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => onDirty('add', name.trim() !== ''), [name, onDirty]);
  useEffect(() => () => onDirty('add', false), [onDirty]);
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

  const errors = result?.fieldErrors ?? {};
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
      {info.imaged ? <TileField images={images} image={image} onImage={setImage} error={errors.image} onUploading={setUploading} /> : null}
      {result?.error ? <FormAlert tone="error">{result.error}</FormAlert> : null}
      <Button type="submit" name="intent" value="add" disabled={fetcher.state !== 'idle' || uploading} block>
        ADD THE {info.noun.toUpperCase()}
      </Button>
    </fetcher.Form>
  );
}

interface TileFieldProps {
  /** The tiles the shop has. */
  images: string[];
  image: string;
  onImage: (image: string) => void;
  error: string | undefined;
  onUploading: (uploading: boolean) => void;
}

/** The new value's tile: one the shop has, or one uploaded now (listed first, and chosen). */
function TileField({ images, image, onImage, error, onUploading }: TileFieldProps) {
  const [uploaded, setUploaded] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const uploadImage = async (file: File) => {
    setUploading(true);
    onUploading(true);
    setUploadProblem(null);
    const upload = await uploadTile(file);
    setUploading(false);
    onUploading(false);
    if ('problem' in upload) return setUploadProblem(upload.problem);
    setUploaded((files) => [upload.file, ...files]);
    onImage(upload.file);
  };
  const choices = [...uploaded, ...images.filter((file) => !uploaded.includes(file))];
  return (
    <div className="grid gap-3">
      <FieldShell
        id="add-image"
        label="Tile image"
        error={error ?? uploadProblem ?? undefined}
        hint="Upload a JPEG, PNG or WebP, or choose a tile the shop has."
      >
        <select id="add-image" name="image" value={image} onChange={(event) => onImage(event.target.value)} className={controlClass(Boolean(error))}>
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
  );
}

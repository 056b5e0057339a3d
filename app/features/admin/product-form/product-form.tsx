/**
 * The product edit screen's form: the product's title, description and tags, its variants, its
 * status and rating display, its words for search engines. Checked as it is filled in with the API's own schema (see
 * form-values.ts), saved through the page's action (the product as JSON in a form field); the server checks it again and its
 * refusals land on the same fields. A saved form is clean again; leaving a dirty one asks first.
 */
import { useEffect, useId, useMemo, useRef } from 'react';
import { FormProvider, useFieldArray, useForm, useFormContext, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useFetcher, useNavigate, type FetcherWithComponents } from 'react-router';
import { toast } from '../../../lib/toast';
import type { ProductInput } from '../../../../domain/schemas/product';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useHydrated } from '../../../lib/use-hydrated';
import {
  FORM_ROOT,
  emptyVariant,
  placeIssues,
  productResolver,
  toFormValues,
  type ProductForm,
  type ProductLookups,
  type SaveAnswer,
  type TagGroup,
} from './form-values';
import { LeaveGuard } from '../leave-guard';
import { SeoFields } from './seo-fields';
import { VariantFields } from './variant-fields';

export const PRODUCT_FORM_MESSAGES = {
  saved: 'Product saved.',
  created: 'Product created.',
  invalid: 'Some fields need attention: they are marked below.',
  offline: 'The product could not be saved: the shop did not answer. Your changes are still here; try again.',
  failed: 'The product could not be saved. Your changes are still here; try again in a moment.',
} as const;

/** A product has at most 20 variants (the product schema's limit). */
const MAX_VARIANTS = 20;

interface ProductFormProps {
  /** The stored product's id; null for a new one. */
  productId: number | null;
  initial: ProductForm;
  lookups: ProductLookups;
  currency: string;
}

export function ProductFormView({ productId, initial, lookups, currency }: ProductFormProps) {
  const resolver = useMemo(() => productResolver(lookups.sizes), [lookups.sizes]);
  // Checked at the first save, then at every change: a new variant's empty fields are not
  // flagged before the person has had a chance to fill them in.
  const form = useForm<ProductForm, unknown, ProductInput>({ resolver, defaultValues: initial, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { register, formState, handleSubmit } = form;
  const fetcher = useFetcher<SaveAnswer>();
  const allowLeaving = useSaveAnswer(fetcher, form, productId, lookups.sizes);

  const onSubmit = handleSubmit(
    (input) => {
      // Pages take forms: the product travels as JSON in one field of a multipart form.
      const body = new FormData();
      body.set('intent', 'save');
      body.set('product', JSON.stringify(input));
      void fetcher.submit(body, { method: 'post', encType: 'multipart/form-data' });
    },
    () => {
      toast.error(PRODUCT_FORM_MESSAGES.invalid);
    },
  );

  return (
    <FormProvider {...form}>
      <LeaveGuard dirty={formState.isDirty} what="Your changes to this product" allowLeaving={allowLeaving} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={productId === null ? 'New product' : 'Edit product'}>
        <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="grid min-w-0 grid-cols-1 gap-10">
            <section aria-labelledby="product-details" className="grid grid-cols-1 gap-6">
              <h2 id="product-details" className="text-3xl">
                Details
              </h2>
              <TextField label="Title" registration={register('title')} error={formState.errors.title?.message} autoComplete="off" />
              <TextareaField label="Description" rows={6} optional registration={register('description')} error={formState.errors.description?.message} />
              <TagFields lookups={lookups} />
            </section>
            <VariantList lookups={lookups} currency={currency} />
            <SeoFields />
          </div>
          <PublishingPanel productId={productId} saving={fetcher.state !== 'idle'} />
        </div>
      </form>
    </FormProvider>
  );
}

/**
 * What a save answered: a new product opens its own page, a saved one is the form's new starting
 * point; a refusal lands on the fields it names, or beside the save button when it names none (a
 * slug taken, a product gone). Answers whether leaving is allowed without asking.
 */
function useSaveAnswer(
  fetcher: FetcherWithComponents<SaveAnswer>,
  form: UseFormReturn<ProductForm, unknown, ProductInput>,
  productId: number | null,
  sizes: ProductLookups['sizes'],
) {
  const navigate = useNavigate();
  const allowLeaving = useRef(false);
  const handled = useRef<SaveAnswer | undefined>(undefined);
  const { reset, setError, getValues } = form;
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      toast.success(productId === null ? PRODUCT_FORM_MESSAGES.created : PRODUCT_FORM_MESSAGES.saved);
      if (productId === null) {
        allowLeaving.current = true;
        void navigate(`/admin/products/${answer.product.id}`, { replace: true });
      } else {
        reset(toFormValues(answer.product, sizes));
      }
      return;
    }
    const message = answer.error ?? answer.failure ?? PRODUCT_FORM_MESSAGES.failed;
    const placed = placeIssues(answer.issues ?? [], getValues(), sizes);
    for (const { name, message: said } of placed.length ? placed : [{ name: FORM_ROOT, message }]) {
      setError(name as typeof FORM_ROOT, { type: 'server', message: said });
    }
    toast.error(message);
  }, [fetcher.data, fetcher.state, productId, navigate, reset, setError, getValues, sizes]);
  return allowLeaving;
}

/** The variants, one section each, in the order the product page offers them. */
function VariantList({ lookups, currency }: { lookups: ProductLookups; currency: string }) {
  const variants = useFieldArray({ control: useFormContext<ProductForm>().control, name: 'variants' });
  return (
    <section aria-labelledby="product-variants" className="grid grid-cols-1 gap-6">
      <div>
        <h2 id="product-variants" className="text-3xl">
          Variants
        </h2>
        <p className="mt-1 text-sm text-muted">One variant per gemstone, in the order the product page offers them.</p>
      </div>
      {variants.fields.map((field, index) => (
        <VariantFields
          key={field.id}
          index={index}
          count={variants.fields.length}
          lookups={lookups}
          currency={currency}
          onMove={(to) => variants.move(index, to)}
          onRemove={() => variants.remove(index)}
        />
      ))}
      <div>
        <Button variant="secondary" onClick={() => variants.append(emptyVariant(lookups))} disabled={variants.fields.length >= MAX_VARIANTS}>
          ADD A VARIANT
        </Button>
      </div>
    </section>
  );
}

/** Status, rating display, what is unsaved or refused, and the save button. */
function PublishingPanel({ productId, saving }: { productId: number | null; saving: boolean }) {
  const { register, formState } = useFormContext<ProductForm>();
  // The form saves through its scripts: until they run, it cannot be sent.
  const hydrated = useHydrated();
  const rootError = formState.errors.root?.form?.message ?? (formState.errors.variants?.root as FieldError | undefined)?.message;
  return (
    <aside aria-label="Publishing" className="grid gap-5 border border-line bg-white/70 p-5 lg:sticky lg:top-6">
      <SelectField label="Status" registration={register('status')} hint="Only published products are in the shop." error={formState.errors.status?.message}>
        <option value="draft">Draft</option>
        <option value="published">Published</option>
        <option value="archived">Archived</option>
      </SelectField>
      <Checkbox label="Show the rating and stars in the shop" registration={register('showRating')} />
      <div aria-live="polite" className="grid gap-3">
        {rootError ? <FormAlert tone="error">{rootError}</FormAlert> : null}
        {formState.isDirty ? <p className="text-xs text-muted">You have unsaved changes.</p> : null}
      </div>
      <Button type="submit" block disabled={!hydrated || saving}>
        {saving ? 'SAVING…' : productId === null ? 'CREATE PRODUCT' : 'SAVE CHANGES'}
      </Button>
    </aside>
  );
}

/** Categories, their types, themes, purposes and festivals: ticked from the look-up lists. */
function TagFields({ lookups }: { lookups: ProductLookups }) {
  const typesId = useId();
  const { control, setValue, formState } = useFormContext<ProductForm>();
  const [categories = [], subCategories = [], themes = [], purposes = [], festivals = []] = useWatch({
    control,
    name: ['categories', 'subCategories', 'themes', 'purposes', 'festivals'],
  });
  const change = { shouldDirty: true, shouldValidate: formState.isSubmitted } as const;
  const errorOf = (group: TagGroup) => (formState.errors[group] as FieldError | undefined)?.message;
  const options = (values: Array<{ id: number; name: string }>) => values.map((value) => ({ value: value.name, label: value.name }));
  const chosen = lookups.categories.filter((category) => categories.includes(category.name));

  // A type belongs to its category: unticking a category unticks its types.
  const setCategories = (next: string[]) => {
    setValue('categories', next, change);
    const allowed = new Set(
      lookups.subCategories.filter((type) => lookups.categories.some((c) => c.id === type.categoryId && next.includes(c.name))).map((type) => type.name),
    );
    const kept = subCategories.filter((type) => allowed.has(type));
    if (kept.length !== subCategories.length) setValue('subCategories', kept, change);
  };

  return (
    <>
      <CheckboxGroup legend="Categories" options={options(lookups.categories)} value={categories} onChange={setCategories} error={errorOf('categories')} />
      <fieldset aria-describedby={errorOf('subCategories') ? `${typesId}-error` : undefined}>
        <legend className="text-xs font-semibold tracking-[0.2em] text-ink uppercase">Types</legend>
        {errorOf('subCategories') ? (
          <p id={`${typesId}-error`} role="alert" className="mt-1 text-xs text-sale">
            {errorOf('subCategories')}
          </p>
        ) : null}
        {chosen.length === 0 ? <p className="mt-2 text-sm text-muted">Tick a category to choose among its types.</p> : null}
        <div className={chosen.length ? 'mt-3 grid gap-5' : undefined}>
          {chosen.map((category) => {
            const own = lookups.subCategories.filter((type) => type.categoryId === category.id);
            const ownNames = new Set(own.map((type) => type.name));
            return (
              <CheckboxGroup
                key={category.id}
                legend={category.name}
                quiet
                options={options(own)}
                value={subCategories.filter((type) => ownNames.has(type))}
                onChange={(next) => setValue('subCategories', [...subCategories.filter((type) => !ownNames.has(type)), ...next], change)}
                empty={`${category.name} has no types.`}
                columns={4}
              />
            );
          })}
        </div>
      </fieldset>
      <CheckboxGroup
        legend="Themes"
        optional
        options={options(lookups.themes)}
        value={themes}
        onChange={(next) => setValue('themes', next, change)}
        error={errorOf('themes')}
      />
      <CheckboxGroup
        legend="Purposes"
        optional
        options={options(lookups.purposes)}
        value={purposes}
        onChange={(next) => setValue('purposes', next, change)}
        error={errorOf('purposes')}
      />
      <CheckboxGroup
        legend="Festivals"
        optional
        options={options(lookups.festivals)}
        value={festivals}
        onChange={(next) => setValue('festivals', next, change)}
        error={errorOf('festivals')}
      />
    </>
  );
}

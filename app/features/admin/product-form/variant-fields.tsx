/**
 * One variant of the product (one gemstone): its metals with a price and an optional compare-at
 * price each, its sizes, made to order (with a lead time) or ready to ship (pieces on the shelf per
 * metal and size), and its images.
 */
import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { smallButtonClass } from '../../../components/ui/button-class';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { controlClass } from '../../../components/ui/field-control';
import { RadioGroup } from '../../../components/ui/radio-group';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { emptyMetal, orderedSizes, sizeKey, type MetalRow, type ProductForm, type ProductLookups, type VariantForm } from './form-values';
import { ImageManager } from './image-manager';

interface VariantFieldsProps {
  index: number;
  count: number;
  lookups: ProductLookups;
  currency: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}

const variantName = (index: number, variant: Pick<VariantForm, 'gemstone'> | undefined) =>
  `Variant ${index + 1}${variant?.gemstone ? ` · ${variant.gemstone}` : ''}`;

const smallButton = smallButtonClass({ tone: 'quiet' });

type VariantErrors = NonNullable<NonNullable<ReturnType<typeof useFormContext<ProductForm>>['formState']['errors']['variants']>[number]>;
type MetalErrors = VariantErrors['metals'];

export function VariantFields({ index, count, lookups, currency, onMove, onRemove }: VariantFieldsProps) {
  const headingId = useId();
  const { control, register, setValue, formState } = useFormContext<ProductForm>();
  const path = `variants.${index}` as const;
  // Watched field by field: a list of names answers a new array at every change, so a change
  // inside the variant always re-renders it (one name would answer the same, mutated, object).
  const [gemstone, madeToOrder, sizes, images, watchedMetals] = useWatch({
    control,
    name: [`${path}.gemstone`, `${path}.madeToOrder`, `${path}.sizes`, `${path}.images`, `${path}.metals`],
  });
  const variant: Omit<VariantForm, 'id' | 'leadMin' | 'leadMax'> = {
    gemstone: gemstone ?? '',
    madeToOrder: madeToOrder ?? true,
    sizes: sizes ?? [],
    images: images ?? [],
    metals: watchedMetals ?? [],
  };
  const errors = formState.errors.variants?.[index];
  const plainName = `variant ${index + 1}`;
  const change = { shouldDirty: true, shouldValidate: formState.isSubmitted } as const;

  return (
    <section aria-labelledby={headingId} className="border border-line bg-white/70 p-4 sm:p-6">
      <VariantHeading id={headingId} name={variantName(index, variant)} index={index} count={count} onMove={onMove} onRemove={onRemove} />

      <div className="mt-6 grid grid-cols-1 gap-8">
        <div className="max-w-sm">
          <SelectField label="Gemstone" registration={register(`${path}.gemstone`)} error={errors?.gemstone?.message}>
            <option value="">No gemstone</option>
            {lookups.gemstones.map((gemstone) => (
              <option key={gemstone.id} value={gemstone.name}>
                {gemstone.name}
              </option>
            ))}
          </SelectField>
        </div>
        <MetalPrices index={index} metals={variant.metals} lookups={lookups} currency={currency} errors={errors?.metals} />
        <CheckboxGroup
          legend="Sizes"
          options={lookups.sizes.map((size) => ({ value: size.label, label: size.label }))}
          value={variant.sizes}
          onChange={(sizes) => setValue(`${path}.sizes`, sizes, change)}
          hint="None ticked: the piece comes in one size."
          error={errors?.sizes?.message}
          short
          optional
        />
        <RadioGroup
          legend="How it is made"
          name={`${path}.fulfilment`}
          inline
          value={variant.madeToOrder ? 'made' : 'ready'}
          onChange={(choice) => setValue(`${path}.madeToOrder`, choice === 'made', change)}
          error={errors?.madeToOrder?.message}
          options={[
            { value: 'made', label: 'Made to order', hint: 'Made when ordered, within a lead time' },
            { value: 'ready', label: 'Ready to ship', hint: 'Sold from the pieces on the shelf' },
          ]}
        />
        {!variant.madeToOrder ? (
          <StockGrid index={index} variant={variant} lookups={lookups} errors={errors?.metals} />
        ) : (
          <LeadTime index={index} errors={errors} />
        )}
        <ImageManager
          variantName={plainName}
          images={variant.images}
          onChange={(images) => setValue(`${path}.images`, images, change)}
          error={(errors?.images as FieldError | undefined)?.message}
        />
      </div>
    </section>
  );
}

interface VariantHeadingProps extends Pick<VariantFieldsProps, 'index' | 'count' | 'onMove' | 'onRemove'> {
  id: string;
  name: string;
}

/** The variant's name, and moving it up or down the list or removing it (a product keeps one at least). */
function VariantHeading({ id, name, index, count, onMove, onRemove }: VariantHeadingProps) {
  const plainName = `variant ${index + 1}`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h3 id={id} className="text-2xl">
        {name}
      </h3>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={smallButton} disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Move ${plainName} up`}>
          ↑ Up
        </button>
        <button type="button" className={smallButton} disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`Move ${plainName} down`}>
          ↓ Down
        </button>
        <button type="button" className={`${smallButton} text-sale`} disabled={count === 1} onClick={onRemove} aria-label={`Remove ${plainName}`}>
          Remove
        </button>
      </div>
    </div>
  );
}

interface MetalPricesProps {
  index: number;
  /** The variant's metals as they are now (watched). */
  metals: MetalRow[];
  lookups: ProductLookups;
  currency: string;
  errors: MetalErrors | undefined;
}

/** One row per metal: the metal, its price and its compare-at price; a metal can be added (one not used yet) or removed. */
function MetalPrices({ index, metals, lookups, currency, errors }: MetalPricesProps) {
  const { control, register } = useFormContext<ProductForm>();
  const rows = useFieldArray({ control, name: `variants.${index}.metals` });
  const path = `variants.${index}` as const;
  const plainName = `variant ${index + 1}`;
  const usedMetals = new Set(metals.map((row) => row.metal));
  const addMetal = () => rows.append(emptyMetal(lookups.metals.find((metal) => !usedMetals.has(metal.name))?.name ?? lookups.metals[0]?.name ?? ''));
  return (
    <fieldset>
      <legend className="text-xs font-semibold tracking-[0.2em] text-ink uppercase">Metals and prices</legend>
      <p className="mt-1 text-xs text-muted">
        One price per metal, in {currency}, and if you like a compare-at price (the former price, shown struck through). The first metal is the one a shopper
        sees first.
      </p>
      {errors?.root?.message ? (
        <p role="alert" className="mt-2 text-xs text-sale">
          {errors.root.message}
        </p>
      ) : null}
      <ol className="mt-4 grid gap-4">
        {rows.fields.map((field, row) => {
          const rowErrors = errors?.[row];
          const metalName = metals[row]?.metal || `metal ${row + 1}`;
          return (
            <li
              key={field.id}
              className="grid grid-cols-2 items-end gap-3 sm:items-start border-b border-line pb-4 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:border-0 sm:pb-0"
            >
              <div className="col-span-2 sm:col-span-1">
                <SelectField label={`Metal ${row + 1}`} registration={register(`${path}.metals.${row}.metal`)} error={rowErrors?.metal?.message}>
                  {lookups.metals.map((metal) => (
                    <option key={metal.id} value={metal.name}>
                      {metal.name}
                    </option>
                  ))}
                </SelectField>
              </div>
              <TextField
                label={`Price (${currency})`}
                inputMode="decimal"
                autoComplete="off"
                registration={register(`${path}.metals.${row}.price`)}
                error={rowErrors?.price?.message}
              />
              <TextField
                label={`Compare-at (${currency})`}
                inputMode="decimal"
                autoComplete="off"
                registration={register(`${path}.metals.${row}.compareAt`)}
                error={rowErrors?.compareAt?.message}
              />
              <div className="col-span-2 sm:col-span-1 sm:pt-7">
                <button
                  type="button"
                  className={`${smallButton} text-sale`}
                  disabled={rows.fields.length === 1}
                  onClick={() => rows.remove(row)}
                  aria-label={`Remove ${metalName} from ${plainName}`}
                >
                  Remove
                </button>
              </div>
              <PricingInputs path={`${path}.metals.${row}`} currency={currency} errors={rowErrors} metalName={metalName} />
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" className="mt-4 px-5 py-2.5" onClick={addMetal} disabled={rows.fields.length >= lookups.metals.length}>
        ADD A METAL<span className="sr-only"> to {plainName}</span>
      </Button>
    </fieldset>
  );
}

/**
 * A metal's metal-rate pricing inputs (decision record 055): with a weight, /admin/pricing's rates
 * price it (weight × rate + making + stones, plus the margin); without one, the price typed above holds.
 */
function PricingInputs({
  path,
  currency,
  errors,
  metalName,
}: {
  path: `variants.${number}.metals.${number}`;
  currency: string;
  errors: NonNullable<MetalErrors>[number] | undefined;
  metalName: string;
}) {
  const { register } = useFormContext<ProductForm>();
  const field = (name: 'weight' | 'making' | 'stones' | 'margin', label: string) => (
    <TextField label={label} inputMode="decimal" autoComplete="off" registration={register(`${path}.${name}`)} error={errors?.[name]?.message} />
  );
  return (
    // Open where a field is refused, so its message shows.
    <details className="col-span-2 sm:col-span-4" open={Boolean(errors?.weight || errors?.making || errors?.stones || errors?.margin) || undefined}>
      <summary className="cursor-pointer text-xs font-semibold underline underline-offset-2">Metal pricing for {metalName}</summary>
      <p className="mt-2 text-xs text-muted">
        With a weight, the metal’s rate on Metal pricing sets this price at its next change; without one, the price above holds.
      </p>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {field('weight', 'Metal weight (g)')}
        {field('making', `Making (${currency})`)}
        {field('stones', `Stones (${currency})`)}
        {field('margin', 'Margin (%)')}
      </div>
    </details>
  );
}

/** Made to order: the lead time, from and to, in business days. */
function LeadTime({ index, errors }: { index: number; errors: VariantErrors | undefined }) {
  const { register } = useFormContext<ProductForm>();
  return (
    <fieldset>
      <legend className="text-xs font-semibold tracking-[0.2em] text-ink uppercase">Lead time in business days</legend>
      <div className="mt-3 grid max-w-sm grid-cols-2 gap-4">
        <TextField
          label="From"
          type="number"
          min={1}
          max={120}
          inputMode="numeric"
          registration={register(`variants.${index}.leadMin`)}
          error={errors?.leadMin?.message}
        />
        <TextField
          label="To"
          type="number"
          min={1}
          max={120}
          inputMode="numeric"
          registration={register(`variants.${index}.leadMax`)}
          error={errors?.leadMax?.message}
        />
      </div>
    </fieldset>
  );
}

/** Ready to ship: how many pieces are on the shelf, per metal (rows) and size (columns). */
function StockGrid({
  index,
  variant,
  lookups,
  errors,
}: {
  index: number;
  variant: Pick<VariantForm, 'sizes' | 'metals'>;
  lookups: ProductLookups;
  errors: MetalErrors | undefined;
}) {
  const cellId = useId();
  const { register } = useFormContext<ProductForm>();
  const sizes = variant.sizes.length ? orderedSizes(lookups.sizes, variant.sizes) : [''];
  const sizeName = (size: string) => (size ? `size ${size}` : 'one size');
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="min-w-full border-collapse text-sm">
          <caption className="pb-2 text-left text-xs font-semibold tracking-[0.2em] text-ink uppercase">Pieces on the shelf</caption>
          <thead>
            <tr className="border-b border-line text-xs text-muted">
              <th scope="col" className="py-2 pr-4 text-left font-semibold">
                Metal
              </th>
              {sizes.map((size) => (
                <th key={size} scope="col" className="px-2 py-2 text-left font-semibold whitespace-nowrap">
                  {size ? `Size ${size}` : 'One size'}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {variant.metals.map((row, metalIndex) => (
              <tr key={metalIndex} className="border-b border-line align-top">
                <th scope="row" className="py-2 pr-4 text-left font-normal whitespace-nowrap">
                  {row.metal || `Metal ${metalIndex + 1}`}
                </th>
                {sizes.map((size) => {
                  const key = sizeKey(lookups.sizes, size);
                  const error = errors?.[metalIndex]?.stock?.[key]?.message;
                  return (
                    <td key={size} className="px-2 py-2">
                      <input
                        type="number"
                        min={0}
                        step={1}
                        inputMode="numeric"
                        placeholder="0"
                        aria-label={`${row.metal || `Metal ${metalIndex + 1}`}, ${sizeName(size)}: pieces on the shelf`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${cellId}-${metalIndex}-${key}` : undefined}
                        {...register(`variants.${index}.metals.${metalIndex}.stock.${key}`)}
                        className={`${controlClass(Boolean(error))} min-w-16 px-2 py-2`}
                      />
                      {error ? (
                        <p id={`${cellId}-${metalIndex}-${key}`} role="alert" className="mt-1 w-32 text-[11px] text-sale">
                          {error}
                        </p>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-muted">An empty box counts as none on the shelf.</p>
    </div>
  );
}

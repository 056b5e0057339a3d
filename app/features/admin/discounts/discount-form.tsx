/**
 * A discount's form, new or changed: a code or an automatic promotion; a percentage, an amount or
 * free shipping; the minimum, the dates (in the shop's time zone, its setting), the limits, first
 * order only, the categories and products it is for, and on or off. A plain form post, read by
 * DiscountPageForm into the API's own input.
 */
import { useState } from 'react';
import { Form, Link } from 'react-router';
import type { DiscountAnswer } from '../../../../domain/contract/discounts';
import type { DiscountKind } from '../../../../domain/discounts';
import { utcToZoned } from '../../../../domain/time-zone';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextField } from '../../../components/ui/text-field';

interface Props {
  discount: DiscountAnswer | null;
  categories: ReadonlyArray<{ id: number; name: string }>;
  currency: string;
  /** The shop's time zone (its setting): the dates are typed and shown in it. */
  timeZone: string;
  fieldErrors: Record<string, string> | undefined;
  busy: boolean;
}

/** The zone as a label names it ("Starts (America/Los Angeles time)", "Starts (UTC)"). */
const zoneWords = (zone: string) => (zone === 'UTC' ? 'UTC' : `${zone.replaceAll('_', ' ')} time`);

const KINDS: ReadonlyArray<{ value: DiscountKind; label: string }> = [
  { value: 'percent', label: 'A percentage' },
  { value: 'fixed', label: 'An amount' },
  { value: 'free_shipping', label: 'Free shipping' },
];

export function DiscountForm({ discount, categories, currency, timeZone, fieldErrors: errors, busy }: Props) {
  const [automatic, setAutomatic] = useState(discount ? discount.code === null : false);
  const [kind, setKind] = useState<DiscountKind>(discount?.kind ?? 'percent');
  return (
    <Form
      method="post"
      aria-label={discount ? `Change ${discount.name}` : 'New discount'}
      className="grid content-start gap-5 border border-line bg-white/70 p-6"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 className="font-display text-2xl">{discount ? `Change ${discount.name}` : 'New discount'}</h2>
        {discount ? (
          <Link to="." className="text-sm underline underline-offset-4">
            New discount instead
          </Link>
        ) : null}
      </div>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="id" value={discount?.id ?? ''} />
      <TextField
        label="Name shoppers read"
        name="name"
        defaultValue={discount?.name}
        error={errors?.name}
        maxLength={80}
        hint="On the cart, the checkout and the invoice."
      />
      <Checkbox name="automatic" checked={automatic} onChange={(e) => setAutomatic(e.target.checked)} label="Automatic promotion (no code to type)" />
      {automatic ? null : (
        <TextField
          label="Code"
          name="code"
          defaultValue={discount?.code ?? ''}
          error={errors?.code}
          maxLength={40}
          autoCapitalize="characters"
          className="uppercase"
        />
      )}
      <RadioGroup legend="Takes off" name="kind" options={KINDS} value={kind} onChange={setKind} inline error={errors?.kind} />
      {kind === 'free_shipping' ? null : (
        <TextField
          label={kind === 'percent' ? 'Percent off' : `Amount off (${currency})`}
          name="value"
          type="number"
          inputMode="decimal"
          min={0}
          step={kind === 'percent' ? 1 : 0.01}
          defaultValue={discount?.kind === kind ? discount.value : ''}
          error={errors?.value}
          className="max-w-40"
        />
      )}
      <TextField
        label={`Minimum of the pieces it is for (${currency})`}
        name="minSubtotal"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        defaultValue={discount?.minSubtotal || ''}
        error={errors?.minSubtotal}
        optional
        className="max-w-40"
      />
      <WhenAndHowOften discount={discount} timeZone={timeZone} errors={errors} />
      <Checkbox name="firstOrderOnly" defaultChecked={discount?.firstOrderOnly} label="First order only (a code then needs a confirmed e-mail address)" />
      <Scope discount={discount} categories={categories} errors={errors} />
      <Checkbox name="active" defaultChecked={discount?.active ?? true} label="On" />
      <Button type="submit" disabled={busy}>
        {discount ? 'SAVE DISCOUNT' : 'CREATE DISCOUNT'}
      </Button>
    </Form>
  );
}

type Errors = Record<string, string> | undefined;

/** The dates (UTC) and the limits. */
function WhenAndHowOften({ discount, timeZone, errors }: { discount: DiscountAnswer | null; timeZone: string; errors: Errors }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={`Starts (${zoneWords(timeZone)})`}
        name="startsAt"
        type="datetime-local"
        defaultValue={utcToZoned(discount?.startsAt ?? null, timeZone)}
        error={errors?.startsAt}
        optional
      />
      <TextField
        label={`Ends (${zoneWords(timeZone)})`}
        name="endsAt"
        type="datetime-local"
        defaultValue={utcToZoned(discount?.endsAt ?? null, timeZone)}
        error={errors?.endsAt}
        optional
      />
      <TextField
        label="Uses in all"
        name="usageLimit"
        type="number"
        min={1}
        step={1}
        defaultValue={discount?.usageLimit ?? ''}
        error={errors?.usageLimit}
        optional
        hint="A cancelled order gives its use back."
      />
      <TextField
        label="Uses per shopper"
        name="perCustomerLimit"
        type="number"
        min={1}
        step={1}
        defaultValue={discount?.perCustomerLimit ?? ''}
        error={errors?.perCustomerLimit}
        optional
      />
    </div>
  );
}

/** The pieces it is for: categories ticked, products by id; none, every piece. */
function Scope({ discount, categories, errors }: { discount: DiscountAnswer | null; categories: Props['categories']; errors: Errors }) {
  const [ticked, setTicked] = useState<string[]>((discount?.categoryIds ?? []).map(String));
  return (
    <>
      <CheckboxGroup
        legend="Categories"
        optional
        hint="None ticked and no product: every piece."
        options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
        value={ticked}
        onChange={setTicked}
        error={errors?.categoryIds}
      />
      {ticked.map((id) => (
        <input key={id} type="hidden" name="categoryIds" value={id} />
      ))}
      <TextField
        label="Product ids"
        name="productIds"
        defaultValue={discount?.productIds.join(', ')}
        error={errors?.productIds}
        optional
        hint="The number at the end of a product’s address in the back office (/admin/products/12), separated by commas."
      />
    </>
  );
}

/**
 * The metal pricing page's forms (decision record 055): the rates per gram with the rounding rule
 * (sent for a preview), the preview with its apply (and the confirmation a large move needs), the
 * threshold, and the rates' history. Plain form posts; applying may first ask the owner to confirm
 * who they are.
 */
import { Form } from 'react-router';
import type { PricingAnswer, PricingHistoryAnswer, PricingPreviewAnswer, PriceMove } from '../../../../domain/contract/admin-pricing';
import { ROUNDING_LABELS, ROUNDING_RULES, type RoundingRule } from '../../../../domain/metal-pricing';
import { formatMoney, toMajor } from '../../../../domain/money';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { Table } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';

const percent = (basisPoints: number) => `${basisPoints / 100}%`;
const signed = (basisPoints: number) => `${basisPoints > 0 ? '+' : ''}${percent(basisPoints)}`;

interface RatesFormProps {
  pricing: PricingAnswer;
  fieldErrors: Record<string, string> | undefined;
  busy: boolean;
}

export function RatesForm({ pricing, fieldErrors, busy }: RatesFormProps) {
  const { currency } = pricing;
  return (
    <Form method="post" aria-label="Metal rates" className="grid content-start gap-5 border border-line bg-white/70 p-6">
      <h2 className="font-display text-2xl">Rates per gram</h2>
      {fieldErrors?.rates ? <FormAlert tone="error">{fieldErrors.rates}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {pricing.rates.map((rate) => (
          <TextField
            key={rate.metalId}
            type="text"
            inputMode="decimal"
            label={`${rate.metal} (${currency} per gram)`}
            name={`rate-${rate.metalId}`}
            defaultValue={rate.rateMinorPerGram === null ? '' : String(toMajor(rate.rateMinorPerGram, currency))}
            hint={rate.pieces === 1 ? '1 piece on metal pricing' : `${rate.pieces} pieces on metal pricing`}
          />
        ))}
      </div>
      <SelectField label="Rounding" name="rounding" defaultValue={pricing.rounding} error={fieldErrors?.rounding}>
        {ROUNDING_RULES.map((rule) => (
          <option key={rule} value={rule}>
            {ROUNDING_LABELS[rule]}
          </option>
        ))}
      </SelectField>
      <Button type="submit" name="intent" value="preview" disabled={busy}>
        PREVIEW NEW PRICES
      </Button>
    </Form>
  );
}

function MovesTable({ moves, label, currency }: { moves: readonly PriceMove[]; label: string; currency: string }) {
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <Table
      label={label}
      rows={moves}
      rowKey={(move) => `${move.variantId}-${move.metalId}`}
      dense
      narrow={{ minWidth: 'min-w-[560px]' }}
      columns={[
        { header: 'Piece', rowHeader: true, cell: (move) => <a href={`/admin/products/${move.productId}`}>{move.title}</a> },
        { header: 'Metal', cell: (move) => move.metal },
        { header: 'Before', align: 'end', cell: (move) => money(move.beforeMinor) },
        { header: 'After', align: 'end', cell: (move) => money(move.afterMinor) },
        { header: 'Move', align: 'end', className: 'whitespace-nowrap', cell: (move) => signed(move.moveBp) },
      ]}
    />
  );
}

interface PreviewProps {
  preview: PricingPreviewAnswer;
  proposal: string;
  busy: boolean;
}

export function PreviewPanel({ preview, proposal, busy }: PreviewProps) {
  const { currency } = preview;
  const count = preview.count === 1 ? '1 price would change' : `${preview.count} prices would change`;
  return (
    <section aria-labelledby="preview-heading" className="grid gap-5 border border-gold/40 bg-sand p-6">
      <h2 id="preview-heading" className="font-display text-2xl">
        Preview: {count}
      </h2>
      {preview.count > 0 ? (
        <>
          <h3 className="text-sm font-semibold">Largest moves</h3>
          <MovesTable moves={preview.largest} label="Largest moves" currency={currency} />
          <details>
            <summary className="cursor-pointer text-sm font-semibold underline underline-offset-2">
              Every change{preview.count > preview.changes.length ? ` (the first ${preview.changes.length})` : ''}
            </summary>
            <div className="mt-3">
              <MovesTable moves={preview.changes} label="Every change" currency={currency} />
            </div>
          </details>
        </>
      ) : null}
      <Form method="post" aria-label="Apply the new rates" className="grid gap-4">
        <input type="hidden" name="proposal" value={proposal} />
        <input type="hidden" name="ratesVersion" value={preview.ratesVersion} />
        {preview.needsConfirmation ? (
          <Checkbox name="confirm" required label={`Some prices move by more than ${percent(preview.thresholdBp)}: apply them anyway`} />
        ) : null}
        <Button type="submit" name="intent" value="apply" disabled={busy}>
          APPLY NEW RATES
        </Button>
      </Form>
    </section>
  );
}

export function ThresholdForm({ thresholdBp, fieldErrors, busy }: { thresholdBp: number; fieldErrors: Record<string, string> | undefined; busy: boolean }) {
  return (
    <Form method="post" aria-label="Confirmation threshold" className="grid content-start gap-4">
      <TextField
        type="text"
        inputMode="decimal"
        label="Ask for a confirmation when a price moves by more than (%)"
        name="thresholdPercent"
        defaultValue={String(thresholdBp / 100)}
        error={fieldErrors?.thresholdBp}
      />
      <Button type="submit" name="intent" value="threshold" disabled={busy}>
        SAVE THRESHOLD
      </Button>
    </Form>
  );
}

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export function RatesHistory({ history, currency }: { history: PricingHistoryAnswer; currency: string }) {
  const money = (minor: number | null) => (minor === null ? '—' : formatMoney(minor, currency));
  const rounding = (rule: string) => ROUNDING_LABELS[rule as RoundingRule] ?? rule;
  return (
    <section aria-labelledby="history-heading" className="grid gap-3">
      <h2 id="history-heading" className="font-display text-2xl">
        History
      </h2>
      <Table
        label="Rate changes"
        rows={history.entries}
        rowKey={(entry) => `${entry.at}-${entry.metal}`}
        dense
        narrow={{ minWidth: 'min-w-[560px]' }}
        empty={<p className="text-sm text-muted">No rate has changed yet.</p>}
        columns={[
          { header: 'When (UTC)', className: 'whitespace-nowrap', cell: (entry) => when(entry.at) },
          { header: 'Who', cell: (entry) => entry.by ?? 'the shop' },
          { header: 'Metal', rowHeader: true, cell: (entry) => entry.metal },
          { header: 'Before', align: 'end', cell: (entry) => money(entry.beforeMinor) },
          { header: 'After', align: 'end', cell: (entry) => money(entry.afterMinor) },
        ]}
      />
      {history.roundingChanges.map((change) => (
        <p key={change.at} className="text-sm text-muted">
          {when(change.at)}: rounding changed from {rounding(change.before)} to {rounding(change.after)} by {change.by ?? 'the shop'}.
        </p>
      ))}
    </section>
  );
}

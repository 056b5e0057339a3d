/**
 * Gift cards on a back-office page (decision record 050): the cards of a customer (bought or held)
 * or of an order (sold), each by its last four characters with its balance, recipient and whether
 * it was sent; and, for the owner on a customer's page, "Issue a gift card" with a reason, whose
 * code is shown once in the answer (the shop keeps only its digest).
 */
import { useFetcher } from 'react-router';
import type { StaffGiftCardAnswer } from '../../../../domain/contract/gift-cards';
import { formatMoment } from '../../../../domain/dates';
import { formatAmount } from '../../../../domain/money';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Table, type Column } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { ActionResult } from '../../../lib/action-result';

const sentWords = (card: StaffGiftCardAnswer) => (card.sentAt ? `Sent ${formatMoment(card.sentAt)}` : `To send ${formatMoment(card.sendAt)}`);

const COLUMNS: ReadonlyArray<Column<StaffGiftCardAnswer>> = [
  { header: 'CARD', cell: (card) => (card.last4 ? `…${card.last4}` : 'No code yet'), rowHeader: true, className: 'whitespace-nowrap' },
  { header: 'BALANCE', cell: (card) => `${formatAmount(card.balance, card.currency)} of ${formatAmount(card.initial, card.currency)}`, align: 'end' },
  { header: 'STATE', cell: (card) => card.message },
  {
    header: 'FOR',
    cell: (card) => (card.recipientName || card.recipientEmail ? `${card.recipientName} ${card.recipientEmail}`.trim() : '—'),
    className: 'break-all',
  },
  { header: 'SENT', cell: (card) => (card.orderId ? sentWords(card) : card.issuedBy ? 'Issued by staff' : '—') },
];

/** A card on a phone: its figures one above the other. */
function GiftCardCard({ card }: { card: StaffGiftCardAnswer }) {
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-medium">
        {COLUMNS[0]!.cell(card)} · {COLUMNS[1]!.cell(card)}
      </p>
      <p>{card.message}</p>
      <p className="break-all text-muted">
        {COLUMNS[3]!.cell(card)} · {COLUMNS[4]!.cell(card)}
      </p>
    </div>
  );
}

export function StaffGiftCards({ cards, empty }: { cards: StaffGiftCardAnswer[]; empty: string }) {
  return (
    <section aria-labelledby="gift-cards-heading">
      <h2 id="gift-cards-heading" className="font-display text-2xl">
        Gift cards
      </h2>
      <Table
        className="mt-4"
        label="Gift cards"
        rows={cards}
        rowKey={(card) => card.id}
        columns={COLUMNS}
        narrow={{ card: (card) => <GiftCardCard card={card} /> }}
        empty={<p className="mt-3 text-sm text-muted">{empty}</p>}
      />
    </section>
  );
}

type IssueResult = ActionResult<never, { code?: string }>;

/** The owner's form: an amount and a reason; the card goes into this customer's account. */
export function IssueGiftCardForm({ customerId, formKey }: { customerId: number; formKey: string }) {
  const fetcher = useFetcher<IssueResult>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const busy = fetcher.state !== 'idle';
  return (
    <section aria-labelledby="issue-gift-card-heading" className="grid gap-4 border border-line bg-white/70 p-6">
      <h2 id="issue-gift-card-heading" className="font-display text-2xl">
        Issue a gift card
      </h2>
      <fetcher.Form method="post" action={`/admin/customers/${customerId}/gift-cards`} className="grid gap-4" noValidate>
        <input type="hidden" name="formKey" value={formKey} />
        <TextField label="Amount" name="amount" type="number" inputMode="decimal" min={1} step="0.01" error={result?.fieldErrors?.amount} />
        <TextareaField label="Reason" name="reason" rows={2} hint="Kept with the card and in the audit log." error={result?.fieldErrors?.reason} />
        <Button type="submit" variant="secondary" disabled={busy} block>
          {busy ? 'Issuing…' : 'ISSUE GIFT CARD'}
        </Button>
      </fetcher.Form>
      <div aria-live="polite" className="grid gap-3">
        {result?.error ? <FormAlert tone="error">{result.error}</FormAlert> : null}
        {result?.ok && result.code ? (
          <>
            <FormAlert tone="success">{result.message}</FormAlert>
            <p className="flex flex-wrap items-center gap-3 font-mono text-lg" data-testid="issued-code">
              {result.code} <CopyButton text={result.code} label="COPY CODE" />
            </p>
          </>
        ) : null}
      </div>
    </section>
  );
}

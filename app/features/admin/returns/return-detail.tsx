/**
 * One return in the back office: what was asked (pieces, reason, what the shopper wants, photos),
 * the inspection and the resolution once made, and the forms of the steps allowed now only —
 * approve or refuse (a reason, mailed), receive (restocks the sellable pieces), inspect
 * (condition, certificate, packaging), resolve.
 */
import { Form, Link } from 'react-router';
import type { ReturnAnswer } from '../../../../domain/contract/returns';
import { formatAmount } from '../../../../domain/money';
import { RETURN_CONDITION_WORDS, RETURN_CONDITIONS, RETURN_REASON_WORDS, RETURN_STATE_WORDS, RETURN_WANT_WORDS } from '../../../../domain/returns';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { PhotoThumbnails } from '../../../components/ui/photo-thumbnails';
import { PieceThumbnail } from '../../../components/ui/piece-thumbnail';
import { SelectField } from '../../../components/ui/select-field';
import { Term, Terms } from '../../../components/ui/terms';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { orderDate } from '../../checkout/order-view';

/** The resolve button, by what the shopper asked for. */
const RESOLVE_WORDS: Record<ReturnAnswer['wanted'], string> = {
  refund: 'Resolve: refund',
  store_credit: 'Resolve: issue store credit',
  exchange: 'Resolve: send the exchange',
};

const choice = (line: { metal: string; size: string }) => [line.metal, line.size && `size ${line.size}`].filter(Boolean).join(', ');

export function ReturnSummary({ item }: { item: ReturnAnswer }) {
  const money = (amount: number) => formatAmount(amount, item.currency);
  return (
    <Terms look="rows" label="The return" className="space-y-2 text-sm">
      <Term term="State">{RETURN_STATE_WORDS[item.state]}</Term>
      <Term term="Order">
        <Link to={`/admin/orders/${item.orderId}`} className="underline underline-offset-2">
          #{item.orderNumber}
        </Link>
      </Term>
      <Term term="Asked for">{orderDate(item.created)}</Term>
      <Term term="Reason">{RETURN_REASON_WORDS[item.reason]}</Term>
      <Term term="Wants">{RETURN_WANT_WORDS[item.wanted]}</Term>
      <Term term="Paid for the pieces">{money(item.paid)}</Term>
      {item.refusalReason ? <Term term="Refused because">{item.refusalReason}</Term> : null}
      {item.inspection ? (
        <Term term="Inspection">
          {RETURN_CONDITION_WORDS[item.inspection.condition]}; certificate {item.inspection.certificatePresent ? 'present' : 'missing'}; packaging{' '}
          {item.inspection.packagingPresent ? 'present' : 'missing'}
        </Term>
      ) : null}
      {item.resolution ? (
        <Term term="Resolved">
          {money(item.resolution.amount)}
          {item.resolution.restockingFee > 0 ? ` (fee ${money(item.resolution.restockingFee)})` : ''}
          {item.resolution.exchangeOrderId ? (
            <>
              {' · '}
              <Link to={`/admin/orders/${item.resolution.exchangeOrderId}`} className="underline underline-offset-2">
                the exchange’s order
              </Link>
            </>
          ) : null}
        </Term>
      ) : null}
    </Terms>
  );
}

export function ReturnPieces({ item }: { item: ReturnAnswer }) {
  return (
    <section aria-labelledby="return-pieces" className="space-y-3">
      <h2 id="return-pieces" className="text-2xl">
        Pieces
      </h2>
      <ul>
        {item.lines.map((line) => (
          <li key={line.id} className="flex gap-4 border-b border-line py-3 text-sm">
            <PieceThumbnail file={line.image} size={80} />
            <div>
              <p className="font-semibold">
                {line.quantity} × {line.productName}
              </p>
              <p className="text-muted">{choice(line)}</p>
              {line.exchange ? (
                <p>
                  Exchange for {choice(line.exchange)} ({formatAmount(line.exchange.price, item.currency)}
                  {line.exchange.madeToOrder ? ', made to order' : ', reserved'})
                </p>
              ) : null}
              {line.restocked ? <p className="text-muted">Back on the shelf</p> : null}
            </div>
          </li>
        ))}
      </ul>
      {item.reasonText ? <p className="text-sm whitespace-pre-line">“{item.reasonText}”</p> : null}
      {item.photos.length > 0 ? <h3 className="text-sm font-semibold">Photos of the fault (open one for its full size)</h3> : null}
      <PhotoThumbnails photos={item.photos} alt="The piece as the shopper sent it" />
    </section>
  );
}

function StepForm({ intent, label, children, busy }: { intent: string; label: string; children?: React.ReactNode; busy: boolean }) {
  return (
    <Form method="post" className="space-y-4 border border-line bg-white/70 p-5">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <Button type="submit" variant={intent === 'refuse' ? 'secondary' : 'primary'} disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}

/** The forms of the steps allowed now; none once the return is refused, resolved or withdrawn. */
export function ReturnSteps({ item, busy, fieldErrors }: { item: ReturnAnswer; busy: boolean; fieldErrors?: Record<string, string> }) {
  if (item.steps.length === 0) return <p className="text-sm text-muted">This return is {RETURN_STATE_WORDS[item.state].toLowerCase()}: nothing more to do.</p>;
  return (
    <div className="space-y-4">
      {item.steps.includes('approve') ? <StepForm intent="approve" label="Approve" busy={busy} /> : null}
      {item.steps.includes('refuse') ? (
        <StepForm intent="refuse" label="Refuse" busy={busy}>
          <TextField label="Why it is refused (mailed to the shopper)" name="reason" maxLength={300} error={fieldErrors?.reason} />
        </StepForm>
      ) : null}
      {item.steps.includes('receive') ? <StepForm intent="receive" label="Parcel received" busy={busy} /> : null}
      {item.steps.includes('inspect') ? (
        <StepForm intent="inspect" label="Record the inspection" busy={busy}>
          <SelectField label="Condition" name="condition" defaultValue="" error={fieldErrors?.condition}>
            <option value="">Choose</option>
            {RETURN_CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {RETURN_CONDITION_WORDS[condition]}
              </option>
            ))}
          </SelectField>
          <Checkbox label="The certificate came back" name="certificatePresent" />
          <Checkbox label="The packaging came back" name="packagingPresent" />
          <TextareaField label="Notes" name="notes" optional rows={2} maxLength={1000} />
        </StepForm>
      ) : null}
      {item.steps.includes('resolve') ? <StepForm intent="resolve" label={RESOLVE_WORDS[item.wanted]} busy={busy} /> : null}
    </div>
  );
}

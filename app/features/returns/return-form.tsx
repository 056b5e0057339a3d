/**
 * The shopper's return form: the pieces with how many of each to send back (a piece returnable only
 * when faulty says so and why), the reason (a list and a text), and what they want in return — money
 * back, store credit, or another size or metal of the same piece, chosen per piece from those in
 * stock or made to order.
 */
import { useId, useState } from 'react';
import { PHOTO_ACCEPT } from '../../../domain/contact';
import { Form } from 'react-router';
import { formatAmount } from '../../../domain/money';
import {
  RETURN_PHOTOS_MAX,
  RETURN_REASON_WORDS,
  RETURN_REASONS,
  RETURN_WANT_WORDS,
  RETURN_WANTS,
  type ReturnReason,
  type ReturnWant,
} from '../../../domain/returns';
import { exchangeValue } from '../../../domain/schemas/return-form';
import { Button } from '../../components/ui/button';
import { fieldAria } from '../../components/ui/field-control';
import { FieldShell } from '../../components/ui/field-shell';
import { FormAlert } from '../../components/ui/form-alert';
import { PieceThumbnail } from '../../components/ui/piece-thumbnail';
import { RadioGroup } from '../../components/ui/radio-group';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';

export interface ReturnFormLine {
  orderItemId: number;
  productName: string;
  metal: string;
  size: string;
  image: string | null;
  left: number;
  faultyOnly: string | null;
  exchangeChoices: Array<{ variantId: number; metal: string; size: string; price: number }>;
}

const choiceWords = (choice: { metal: string; size: string }) => [choice.metal, choice.size && `size ${choice.size}`].filter(Boolean).join(', ');

function PieceRow({ line, wanted, currency }: { line: ReturnFormLine; wanted: ReturnWant; currency: string }) {
  const quantities = Array.from({ length: line.left + 1 }, (_, i) => i);
  return (
    <li className="flex gap-4 border-b border-line py-4">
      <PieceThumbnail file={line.image} size={80} />
      <div className="min-w-0 flex-1 space-y-3">
        <p>
          <span className="block font-semibold">{line.productName}</span>
          <span className="block text-sm text-muted">{choiceWords(line)}</span>
        </p>
        {line.faultyOnly ? <p className="text-sm text-muted">{line.faultyOnly}</p> : null}
        {line.left === 0 ? (
          <p className="text-sm text-muted">Already returned.</p>
        ) : (
          <SelectField label={`How many of ${line.productName} to return`} name={`quantity:${line.orderItemId}`} defaultValue="0">
            {quantities.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
        )}
        {wanted === 'exchange' && line.left > 0 ? (
          line.exchangeChoices.length > 0 ? (
            <SelectField label={`Exchange ${line.productName} for`} name={`exchange:${line.orderItemId}`} defaultValue="">
              <option value="">Choose a size or metal</option>
              {line.exchangeChoices.map((choice) => (
                <option key={exchangeValue(choice)} value={exchangeValue(choice)}>
                  {choiceWords(choice)} — {formatAmount(choice.price, currency)}
                </option>
              ))}
            </SelectField>
          ) : (
            <p className="text-sm text-muted">No other size or metal of this piece is available now.</p>
          )
        ) : null}
      </div>
    </li>
  );
}

const PHOTOS_HINT = `Needed for “Faulty or damaged” only: 1 to ${RETURN_PHOTOS_MAX} photos of the fault, PNG, JPEG, WebP or GIF, up to 5 MB each.`;

/** The photos of a faulty piece: asked with "Faulty or damaged", offered while no reason is chosen (and always without JavaScript). */
function PhotosField() {
  const id = useId();
  return (
    <FieldShell id={id} label="Photos of the fault or damage" hint={PHOTOS_HINT}>
      <input
        id={id}
        type="file"
        name="photos"
        multiple
        accept={PHOTO_ACCEPT}
        className="block w-full text-sm file:mr-4 file:border file:border-line file:bg-white file:px-4 file:py-2 file:text-sm file:text-ink"
        {...fieldAria(id, { hint: PHOTOS_HINT })}
      />
    </FieldShell>
  );
}

export function ReturnForm({ lines, currency, error, busy }: { lines: ReturnFormLine[]; currency: string; error?: string; busy: boolean }) {
  const [wanted, setWanted] = useState<ReturnWant>('refund');
  const [reason, setReason] = useState<ReturnReason | ''>('');
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-8" noValidate>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <fieldset>
        <legend className="text-2xl">The pieces</legend>
        <ul className="mt-2">
          {lines.map((line) => (
            <PieceRow key={line.orderItemId} line={line} wanted={wanted} currency={currency} />
          ))}
        </ul>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-2xl">Why</legend>
        <SelectField label="Reason" name="reason" value={reason} onChange={(event) => setReason(event.target.value as ReturnReason)}>
          <option value="">Choose a reason</option>
          {RETURN_REASONS.map((code) => (
            <option key={code} value={code}>
              {RETURN_REASON_WORDS[code]}
            </option>
          ))}
        </SelectField>
        <TextareaField label="Tell us more" name="reasonText" optional rows={3} maxLength={1000} />
        {reason === '' || reason === 'faulty' ? <PhotosField /> : null}
      </fieldset>
      <RadioGroup
        legend="What would you like?"
        name="wanted"
        value={wanted}
        onChange={setWanted}
        options={RETURN_WANTS.map((code) => ({ value: code, label: RETURN_WANT_WORDS[code] }))}
      />
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send return request'}
      </Button>
    </Form>
  );
}

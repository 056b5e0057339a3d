/**
 * A gift card chosen for the cart (issue 34, decision record 050, "Selling"): an owner's amount or,
 * when the owner allows it, one of the buyer's own in the owner's range, who receives it, a message and the day its code is mailed. The
 * card's contract (`GiftCardLineInput`) checks it here as the server checks it again at the quote;
 * its schema is loaded when the form is first touched, so the page's first view stays light.
 */
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { ADDED_TO_CART_MESSAGE, giftCardCartLine } from '../../../domain/cart-line.ts';
import {
  SOLD_GIFT_CARD,
  SOLD_GIFT_CARD_MESSAGES,
  giftCardAmountRefusal,
  giftCardSendDays,
  isOfferedGiftCardAmount,
  type GiftCardAmounts,
} from '../../../domain/gift-cards.ts';
import { formatMoney, toMinor } from '../../../domain/money.ts';
import type { GiftCardLineInput } from '../../../domain/schemas/line.ts';
import { Button } from '../../components/ui/button';
import { RadioGroup } from '../../components/ui/radio-group';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { useShop } from '../../lib/root-data';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { cart } from '../cart/cart-store';

type CardFields = z.input<typeof GiftCardLineInput>;

const cardResolver = lazyZodResolver(() => import('../../../domain/schemas/line.ts').then((schemas) => schemas.GiftCardLineInput));

const OTHER = 'other';

/** What the "Other amount" field holds, in minor units: NaN when it is not a number, which the contract refuses naming the amount. */
const typedMinor = (typed: string, currency: string) => (typed.trim() === '' ? Number.NaN : toMinor(Number(typed), currency));

/** The amount chosen, in minor units: an owner's amount (its minor units as the radio's value), or the one typed under "Other amount". */
const chosenMinor = (choice: string, typed: string, currency: string) => (choice === OTHER ? typedMinor(typed, currency) : Number(choice));

export function GiftCardBuyForm({ amounts }: { amounts: GiftCardAmounts }) {
  const { currency } = useShop();
  const hydrated = useHydrated();
  const first = String(amounts.amountsMinor[0]);
  const [amount, setAmount] = useState<string>(first);
  const [typed, setTyped] = useState('');
  // Today is the browser's to say: the page is cached, so the send day's bounds and default come once it runs.
  const days = hydrated ? giftCardSendDays() : undefined;
  const empty: CardFields = { amountMinor: Number(first), recipientName: '', recipientEmail: '', message: '', sendOn: '' };
  const { register, handleSubmit, setValue, setError, reset, formState } = useForm<CardFields, unknown, GiftCardLineInput>({
    resolver: cardResolver,
    mode: 'onTouched',
    defaultValues: empty,
  });
  const { errors, isSubmitted } = formState;

  useEffect(() => {
    setValue('sendOn', giftCardSendDays().first);
  }, [setValue]);

  const chooseAmount = (choice: string) => {
    setAmount(choice);
    setValue('amountMinor', chosenMinor(choice, typed, currency), { shouldValidate: isSubmitted });
  };
  const typeAmount = (value: string) => {
    setTyped(value);
    setValue('amountMinor', chosenMinor(OTHER, value, currency), { shouldValidate: isSubmitted });
  };

  const addToCart = handleSubmit((card) => {
    // The contract knows any card's bounds; the owner's range is this page's to check (the cart checks it again).
    if (!isOfferedGiftCardAmount(amounts, card.amountMinor)) return setError('amountMinor', { message: giftCardAmountRefusal(amounts, currency) });
    cart.add(giftCardCartLine(card, currency));
    toast.success(ADDED_TO_CART_MESSAGE);
    // Ready for another card: the same amount, a new recipient.
    reset({ ...empty, amountMinor: chosenMinor(amount, typed, currency), sendOn: days?.first ?? '' });
  });

  const money = (minor: number) => formatMoney(minor, currency);
  // Any amount the contract refuses (not a number, out of every card's bounds) is one the owner does not offer: the shopper is told what is.
  const amountError = errors.amountMinor?.message === SOLD_GIFT_CARD_MESSAGES.amount ? giftCardAmountRefusal(amounts, currency) : errors.amountMinor?.message;
  const fixed = amounts.amountsMinor.map((minor) => ({ value: String(minor), label: money(minor) }));
  const options = amounts.customAllowed ? [...fixed, { value: OTHER, label: 'Other amount' }] : fixed;
  return (
    <form onSubmit={addToCart} onFocus={cardResolver.preload} noValidate aria-label="Choose a gift card" className="space-y-6">
      <RadioGroup legend="Amount" name="amount" options={options} value={amount} onChange={chooseAmount} error={amountError} inline />
      {amount === OTHER ? (
        <TextField
          label="Other amount"
          value={typed}
          onChange={(event) => typeAmount(event.target.value)}
          inputMode="decimal"
          hint={`From ${money(amounts.customMinMinor)} to ${money(amounts.customMaxMinor)}.`}
        />
      ) : null}
      <RecipientFields register={register} errors={errors} days={days} />
      <Button type="submit" block disabled={!hydrated || formState.isSubmitting}>
        ADD TO CART
      </Button>
    </form>
  );
}

/** Who receives the card, the buyer's message and the day its code is mailed. */
function RecipientFields({
  register,
  errors,
  days,
}: {
  register: UseFormRegister<CardFields>;
  errors: FieldErrors<CardFields>;
  days?: { first: string; last: string };
}) {
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Recipient’s name" registration={register('recipientName')} error={errors.recipientName?.message} autoComplete="off" />
        <TextField label="Recipient’s email" registration={register('recipientEmail')} error={errors.recipientEmail?.message} type="email" autoComplete="off" />
      </div>
      <TextareaField
        label="Message"
        optional
        registration={register('message')}
        error={errors.message?.message}
        rows={3}
        maxLength={SOLD_GIFT_CARD.messageMaxLength}
        hint={`Sent with the card, at most ${SOLD_GIFT_CARD.messageMaxLength} characters.`}
      />
      <TextField
        label="Send date"
        registration={register('sendOn')}
        error={errors.sendOn?.message}
        type="date"
        min={days?.first}
        max={days?.last}
        hint="The day we e-mail the card’s code to the recipient, up to a year from today."
      />
    </>
  );
}

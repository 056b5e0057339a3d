/**
 * Gift cards and store credit on the last step (decision record 049): a gift card code is checked
 * by the server's quote before it is applied (a wrong, used-up or expired card says which, and is
 * not applied); each applied card shows what it pays and can be removed; "Use my store credit"
 * shows when the shopper has some. They pay first: the summary shows what is left to pay. The cards
 * in the shopper's account that can pay are offered as one-click choices, by id: no code to type
 * (the server checks at placement that each is the shopper's).
 */
import { useState } from 'react';
import type { CartLine } from '../../../domain/cart.ts';
import type { GiftCardAnswer } from '../../../domain/contract/gift-cards.ts';
import { formatMoney, toMinor } from '../../../domain/money.ts';
import { Checkbox } from '../../components/ui/checkbox';
import { useCheckoutData } from './checkout-data';
import { CodeForm } from './code-form';
import { callApi } from '../../lib/api';
import { quoteRequest, type Tenders } from './order-request';
import type { Quote } from './use-quote';

interface Props {
  lines: readonly CartLine[];
  tenders: Tenders & {
    accountGiftCards: readonly number[];
    setGiftCards: (codes: string[]) => void;
    setAccountGiftCards: (ids: number[]) => void;
    setUseStoreCredit: (use: boolean) => void;
  };
  quote: Quote | null;
  currency: string;
}

export function TenderField({ lines, tenders, quote, currency }: Props) {
  // The cards in the shopper's account that can pay, from the checkout's loader.
  const { accountGiftCards: accountCards } = useCheckoutData();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, currency);
  const cardTenders = quote?.tenders.filter((tender) => tender.label.startsWith('Gift card')) ?? [];

  const apply = async (event: React.FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed || checking) return;
    setChecking(true);
    const codes = [...tenders.giftCards, typed];
    const answer = await callApi('POST /api/checkout/quote', {
      body: quoteRequest(lines, null, null, null, { giftCards: codes, accountGiftCards: tenders.accountGiftCards, useStoreCredit: false }),
    });
    setChecking(false);
    if (!answer.ok) return setRefusal(answer.message ?? 'We could not check this gift card. Please try again.');
    setRefusal(null);
    setCode('');
    tenders.setGiftCards(codes);
  };

  return (
    <section aria-label="Gift card and store credit" className="border border-line bg-white/70 p-5 sm:p-7">
      <h2 className="text-2xl">Gift card and store credit</h2>
      {tenders.giftCards.length > 0 ? (
        <ul className="mt-4 space-y-2 text-sm" aria-label="Gift cards applied">
          {tenders.giftCards.map((applied, i) => (
            <li key={applied} className="flex flex-wrap items-center justify-between gap-3">
              <span>
                {cardTenders[i]?.label ?? `Gift card ••••${applied.replace(/[\s-]/g, '').slice(-4).toUpperCase()}`}
                {cardTenders[i] ? ` pays ${money(cardTenders[i].amountMinor)}` : ''}
              </span>
              <button
                type="button"
                onClick={() => tenders.setGiftCards(tenders.giftCards.filter((c) => c !== applied))}
                className="text-sm underline underline-offset-4 hover:text-sale"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <AccountCards cards={accountCards} tenders={tenders} quote={quote} currency={currency} />
      <CodeForm
        id="gift-card-code"
        label="Gift card code"
        placeholder="XXXX-XXXX-XXXX-XXXX"
        code={code}
        onCode={setCode}
        onApply={apply}
        checking={checking}
        refusal={refusal}
      />
      {quote && quote.storeCreditMinor > 0 ? (
        <Checkbox
          className="mt-5"
          label={`Use my store credit (${money(quote.storeCreditMinor)} available)`}
          checked={tenders.useStoreCredit}
          onChange={(event) => tenders.setUseStoreCredit(event.target.checked)}
        />
      ) : null}
    </section>
  );
}

/**
 * The account's cards: each one chosen shows what it pays (the quote's line for its last four) and
 * can be removed; each one not chosen is a button "Use gift card ••••ABCD, $40.00 left".
 */
function AccountCards({ cards, tenders, quote, currency }: Pick<Props, 'tenders' | 'quote' | 'currency'> & { cards: readonly GiftCardAnswer[] }) {
  if (cards.length === 0) return null;
  const chosen = new Set(tenders.accountGiftCards);
  const paying = (last4: string) => quote?.tenders.find((tender) => tender.label.startsWith('Gift card') && tender.label.endsWith(last4));
  const choose = (id: number, use: boolean) =>
    tenders.setAccountGiftCards(use ? [...tenders.accountGiftCards, id] : tenders.accountGiftCards.filter((one) => one !== id));
  return (
    <ul className="mt-4 space-y-2 text-sm" aria-label="Gift cards in your account">
      {cards.map((card) => {
        const left = formatMoney(toMinor(card.balance, currency), currency);
        const pays = paying(card.last4);
        return (
          <li key={card.id} className="flex flex-wrap items-center justify-between gap-3">
            {chosen.has(card.id) ? (
              <>
                <span>
                  Gift card ••••{card.last4}
                  {pays ? ` pays ${formatMoney(pays.amountMinor, currency)}` : ''}
                </span>
                <button type="button" onClick={() => choose(card.id, false)} className="text-sm underline underline-offset-4 hover:text-sale">
                  Remove
                </button>
              </>
            ) : (
              <button
                type="button"
                onClick={() => choose(card.id, true)}
                className="min-h-10 w-full border border-line bg-white px-3 py-2 text-left text-sm transition hover:border-ink"
              >
                Use gift card ••••{card.last4}, {left} left
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** One gift card's facts as a shopper reads them: its last four characters, balance, expiry and state. */
import type { GiftCardAnswer } from '../../../domain/contract/gift-cards.ts';
import { formatLongDay } from '../../../domain/dates.ts';
import { formatAmount } from '../../../domain/money.ts';
import { Term, Terms } from '../../components/ui/terms';

export function GiftCardFacts({ card }: { card: GiftCardAnswer }) {
  return (
    <Terms look="rows" label={`Gift card ending ${card.last4}`}>
      <Term term="Card">…{card.last4}</Term>
      <Term term="Balance" testId="gift-card-balance">
        {formatAmount(card.balance, card.currency)} <span className="text-muted">of {formatAmount(card.initial, card.currency)}</span>
      </Term>
      <Term term="Valid until">{card.expiresAt ? formatLongDay(card.expiresAt) : 'No end date'}</Term>
      <Term term="State" testId="gift-card-state">
        {card.message}
      </Term>
    </Terms>
  );
}

/**
 * Gift cards sold, sent and checked (issue 34, decision record 050), the module's public surface:
 * the balance check and adding a card to an account (rate-limited), a shopper's cards, a card the
 * owner issues by hand, the job that mails the cards due, and the presenters. The ledger and the
 * codes are the payments module's.
 */
export {
  GIFT_CARDS_MAILED_EVERY_MS,
  addGiftCard,
  checkGiftCard,
  customerGiftCards,
  issueCardByHand,
  mailDueGiftCards,
  myGiftCards,
  orderGiftCards,
} from './gift-cards.ts';
export { presentGiftCard, presentStaffGiftCard } from './presenter.ts';

/**
 * The gift card e-mails: the recipient's, which carries the code (the only place it is ever
 * printed for a sold card), and the buyer's copy, which says the card was sent and never carries
 * the code (a buyer who could read it could spend the gift).
 */
import { formatGiftCardCode } from '../../../domain/balances.ts';
import { formatMoney } from '../../../domain/money.ts';
import { shopBaseUrl, type MailConfig, type MailMessage } from '../mail/index.ts';
import type { GiftCardView } from '../payments/index.ts';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function recipientMail(config: MailConfig, card: GiftCardView, code: string, buyerName: string): MailMessage {
  const amount = formatMoney(card.initialMinor, card.currency);
  const greeting = card.recipientName ? `Dear ${card.recipientName},` : 'Hello,';
  return {
    to: card.recipientEmail,
    subject: `${buyerName || 'Someone'} sent you a ${amount} gift card from ${config.shopName}`,
    text: [
      greeting,
      '',
      `${buyerName || 'Someone'} sent you a ${config.shopName} gift card worth ${amount}.`,
      ...(card.message ? ['', card.message] : []),
      '',
      `Your code: ${formatGiftCardCode(code)}`,
      card.expiresAt ? `Valid until ${dayFormat.format(card.expiresAt)}.` : '',
      '',
      `Use it at checkout, add it to your account, or check its balance at ${shopBaseUrl(config)}/gift-cards/balance.`,
      'Keep this code safe: anyone who has it can spend the card.',
    ].join('\n'),
  };
}

export function buyerCopyMail(config: MailConfig, card: GiftCardView, buyerEmail: string): MailMessage {
  const amount = formatMoney(card.initialMinor, card.currency);
  const to = card.recipientName ? `${card.recipientName} (${card.recipientEmail})` : card.recipientEmail;
  return {
    to: buyerEmail,
    subject: `Your ${amount} gift card was sent`,
    text: [
      'Hello,',
      '',
      `The ${amount} gift card from your order #${card.orderId} was sent to ${to} today.`,
      'The code is in their e-mail only; we never print it again.',
      '',
      `Thank you for shopping at ${config.shopName}.`,
    ].join('\n'),
  };
}

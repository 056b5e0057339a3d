/**
 * The audit log's actions in words, for the owner's audit page and an order's history. An action
 * is `{subject}.{verb}` (`order.status`, `theme.create`), or a bare verb whose entity is the
 * subject (a product's `create`). The actions named here read as written; any other (one a module
 * adds later, e.g. two-factor's or invitations') reads from its subject and verb, never as a code.
 */

const LABELS: Record<string, string> = {
  'account.sign_in': 'Signed in',
  'account.password_reset': 'Password reset from an e-mailed link',
  'account.password_changed': 'Password changed',
  'account.email_change_requested': 'E-mail change asked for',
  'account.email_changed': 'E-mail address changed',
  'order.status': 'Order status changed',
  'order.note': 'Note added to the order',
  'order.document_download': 'Document downloaded',
  'payment.capture': 'Card payment captured',
  'order.payment_received': 'Money received recorded',
  'order.refund': 'Refund made',
  'return.approve': 'Return approved',
  'return.refuse': 'Return refused',
  'return.receive': 'Returned parcel received',
  'return.inspect': 'Returned pieces inspected',
  'return.resolve': 'Return resolved',
  'review.approve': 'Review approved',
  'review.refuse': 'Review refused',
  'review.hide': 'Review hidden',
  'review.reply': 'Reply to a review',
  'owner.setup': 'First owner set up',
  'owner.from-environment': 'Owner set from the environment (ADMIN_EMAIL)',
  'staff.invite': 'Staff member invited',
  'staff.join': 'Invitation accepted',
  'staff.update': 'Staff member changed',
  'setting.update': 'Setting changed',
  'price_sheet.import': 'Price sheet imported',
  'image.upload': 'Image uploaded',
  'payments.settings': 'Payment settings changed',
  'taxes.settings': 'Tax settings changed',
  'shop.settings': 'Shop details changed',
  'retention.settings': 'Retention periods changed',
  'returns.settings': 'Returns policy changed',
  'reviews.settings': 'Review settings changed',
  'gift_cards.settings': 'Gift card amounts changed',
  'store_credit.issued': 'Store credit issued',
  'pricing.rates': 'Metal rates applied, prices repriced',
  'pricing.settings': 'Metal pricing threshold changed',
  'store_credit.voided': 'Store credit withdrawn',
  'customer.exported': 'Customer’s data exported',
  'customer.erased': 'Customer erased',
};

/** Subjects whose code reads badly as words. */
const NOUNS: Record<string, string> = {
  sub_category: 'Type',
  contact_message: 'Contact message',
  custom_design_request: 'Custom-design request',
  two_factor: 'Two-factor sign-in',
  recovery_codes: 'Recovery codes',
  user: 'Account',
};

const VERBS: Record<string, string> = {
  create: 'created',
  update: 'changed',
  delete: 'deleted',
  reorder: 'reordered',
  read: 'marked read',
  unread: 'marked unread',
};

const words = (code: string) => code.replace(/[_-]+/g, ' ').trim();
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An entity's name in words, for the audit page's filter: 'Account' (user), 'Shipping zone', 'Custom-design request'. */
export const auditEntityLabel = (entity: string): string => NOUNS[entity] ?? capitalised(words(entity));

/** `action` of an entry about `entity`, in words: 'Signed in', 'Theme created', 'Invitation revoked'. */
export function auditActionLabel(action: string, entity: string): string {
  const known = LABELS[action];
  if (known) return known;
  const dot = action.lastIndexOf('.');
  const subject = dot === -1 ? entity : action.slice(0, dot);
  const verb = action.slice(dot + 1);
  return `${NOUNS[subject] ?? capitalised(words(subject))} ${VERBS[verb] ?? words(verb)}`;
}

/** Who made an entry: the staff member's address, else the shop itself (a visitor's attempts are security events, decision record 043). */
export const auditActorLabel = (entry: { actorEmail: string | null; action: string }): string => entry.actorEmail ?? 'the shop';

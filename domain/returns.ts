/**
 * Returns and exchanges (issue 34, decision record 048): a shopper asks to send back pieces of a
 * delivered order; staff approve or refuse, receive the parcel, inspect it and resolve the return
 * by a refund, store credit or an exchange. The states and their moves, the reasons, what a
 * shopper may want, and every message, written once here.
 */
import { PHOTO_MAX_BYTES } from './contact.ts';

/**
 * A return's life: requested → approved or refused → received → inspected → resolved. The shopper
 * may withdraw a return still requested (cancelled). Refused, resolved and cancelled are final.
 */
export const RETURN_STATES = ['requested', 'approved', 'refused', 'received', 'inspected', 'resolved', 'cancelled'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** The staff's steps, each moving a return from one state to the next. */
export const RETURN_STEPS = ['approve', 'refuse', 'receive', 'inspect', 'resolve'] as const;
export type ReturnStep = (typeof RETURN_STEPS)[number];

const STEP_FROM: Record<ReturnStep, { from: ReturnState; to: ReturnState }> = {
  approve: { from: 'requested', to: 'approved' },
  refuse: { from: 'requested', to: 'refused' },
  receive: { from: 'approved', to: 'received' },
  inspect: { from: 'received', to: 'inspected' },
  resolve: { from: 'inspected', to: 'resolved' },
};

/** The state a step leads to, or null when the step is not allowed from `state`. */
export function stepTarget(state: ReturnState, step: ReturnStep): ReturnState | null {
  return STEP_FROM[step].from === state ? STEP_FROM[step].to : null;
}

/** Whether a return in `state` has just had this step done (a repeat of it changes nothing). */
export const stepDone = (state: ReturnState, step: ReturnStep) => STEP_FROM[step].to === state;

/** The steps staff may take from a state (the admin page shows these actions only). */
export const stepsFrom = (state: ReturnState): ReturnStep[] => RETURN_STEPS.filter((step) => STEP_FROM[step].from === state);

/** States in which a return still holds its pieces against the order (a new return cannot ask for them again). */
export const holdsPieces = (state: ReturnState) => state !== 'refused' && state !== 'cancelled';

/** Why a shopper sends a piece back. Only "faulty or damaged" may return a faulty-only piece, asks for photos and pays no restocking fee. */
export const RETURN_REASONS = ['wrong-size', 'changed-mind', 'not-as-described', 'faulty', 'arrived-late', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_WORDS: Record<ReturnReason, string> = {
  'wrong-size': 'Wrong size',
  'changed-mind': 'Changed my mind',
  'not-as-described': 'Not as described',
  faulty: 'Faulty or damaged',
  'arrived-late': 'Arrived too late',
  other: 'Other',
};

/** What the shopper wants in return: money back to the way they paid, store credit, or another size or metal of the same piece. */
export const RETURN_WANTS = ['refund', 'store_credit', 'exchange'] as const;
export type ReturnWant = (typeof RETURN_WANTS)[number];

export const RETURN_WANT_WORDS: Record<ReturnWant, string> = {
  refund: 'Money back to the way I paid',
  store_credit: 'Store credit',
  exchange: 'Another size or metal of the same piece',
};

export const RETURN_STATE_WORDS: Record<ReturnState, string> = {
  requested: 'Requested',
  approved: 'Approved',
  refused: 'Refused',
  received: 'Received',
  inspected: 'Inspected',
  resolved: 'Resolved',
  cancelled: 'Withdrawn',
};

/** The condition staff find a returned piece in. */
export const RETURN_CONDITIONS = ['as-new', 'worn', 'damaged'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

export const RETURN_CONDITION_WORDS: Record<ReturnCondition, string> = { 'as-new': 'As new', worn: 'Worn', damaged: 'Damaged' };

/** A return's number as people read it: "R-1001". */
export const returnNumberText = (number: number) => `R-${number}`;

/** "R-1001", "r1001" or "1001" read back into the number; null when it is not one. */
export function returnNumberOf(typed: string): number | null {
  const match = /^\s*(?:r-?)?(\d{1,9})\s*$/i.exec(typed);
  return match ? Number(match[1]) : null;
}

/**
 * What a refund gives back: the lines' price paid, less the restocking fee (a percentage of it,
 * rounded to the cent) unless the reason is "faulty or damaged", which never pays one.
 */
export function refundDue(pricePaidMinor: number, reason: ReturnReason, restockingFeePercent: number): { feeMinor: number; dueMinor: number } {
  const feeMinor = reason === 'faulty' ? 0 : Math.round((pricePaidMinor * restockingFeePercent) / 100);
  return { feeMinor, dueMinor: Math.max(0, pricePaidMinor - feeMinor) };
}

/** What a return's resolution pays or asks: the store credit or refund given, and for an exchange the difference either way. */
export function exchangeDifference(returnedPaidMinor: number, newPriceMinor: number): { dueFromShopperMinor: number; refundMinor: number } {
  const difference = newPriceMinor - returnedPaidMinor;
  return { dueFromShopperMinor: Math.max(0, difference), refundMinor: Math.max(0, -difference) };
}

/** How many photos a return for "faulty or damaged" takes: at least one, at most this many. */
export const RETURN_PHOTOS_MAX = 5;

/** The largest return request read (the page's form or the API's multipart): its photos at their largest, and room for the rest. */
export const RETURN_BODY_MAX_BYTES = RETURN_PHOTOS_MAX * PHOTO_MAX_BYTES + 1024 * 1024;

/**
 * Whether a return's photos fit its reason: "faulty or damaged" needs 1 to RETURN_PHOTOS_MAX of them
 * (staff judge the fault from them before the parcel comes); any other reason takes none, refused
 * rather than silently dropped, so a shopper never believes staff saw photos they never kept.
 * Null when they fit, else the message (the form's and the API's 422).
 */
export function photosProblem(reason: ReturnReason, count: number): string | null {
  if (reason !== 'faulty') return count > 0 ? RETURN_MESSAGES.photosFaulty : null;
  if (count === 0) return RETURN_MESSAGES.photosRequired;
  return count > RETURN_PHOTOS_MAX ? RETURN_MESSAGES.photosTooMany : null;
}

/** Where a return's photo is read: for the return's owner and staff only (`GET /api/returns/{id}/photos/{file}`). */
export const returnPhotoUrl = (returnId: number, file: string) => `/api/returns/${returnId}/photos/${encodeURIComponent(file)}`;

export const RETURN_MESSAGES = {
  notFound: 'We could not find that return.',
  orderNotFound: 'We could not find that order.',
  notDelivered: 'This order has not been delivered yet: a return can be asked for once it arrives.',
  pastDeadline: (deadline: string) => `The time to return this order ended on ${deadline}.`,
  noLines: 'Choose at least one piece to return.',
  lineNotInOrder: 'That piece is not part of this order.',
  tooMany: (name: string, left: number) => (left === 0 ? `${name} has already been returned.` : `Only ${left} of ${name} can still be returned.`),
  faultyOnly: (name: string, why: string) => `${name} can be returned only when faulty or damaged: ${why}`,
  photosFaulty: 'Photos can be sent only with the reason "Faulty or damaged".',
  photosRequired: `Add 1 to ${RETURN_PHOTOS_MAX} photos showing the fault or damage.`,
  photosTooMany: `Send at most ${RETURN_PHOTOS_MAX} photos.`,
  photoNotFound: 'We could not find that photo.',
  photosTooLarge: `The photos must be ${PHOTO_MAX_BYTES / 1024 / 1024} MB or smaller each, ${RETURN_PHOTOS_MAX} at most.`,
  exchangeTarget: 'Choose the size or metal you want instead.',
  exchangeSame: 'Choose a different size or metal from the one you have.',
  exchangeUnavailable: 'That size or metal is not available now.',
  exchangeOnly: 'Only an exchange names a piece to exchange for.',
  notAllowed: (state: ReturnState, step: ReturnStep) => `A return that is ${RETURN_STATE_WORDS[state].toLowerCase()} cannot be ${STEP_PAST[step]}.`,
  refusalReason: 'Say why the return is refused.',
  withdrawOnlyRequested: 'Only a return still waiting for approval can be withdrawn.',
  requested: 'Your return request was sent.',
  exchangeDue: (amount: string) => `The new piece costs ${amount} more: its order is waiting for that payment.`,
} as const;

const STEP_PAST: Record<ReturnStep, string> = {
  approve: 'approved',
  refuse: 'refused',
  receive: 'received',
  inspect: 'inspected',
  resolve: 'resolved',
};

/** What to send where once a return is approved, from the returns policy: a label mailed, or the address to post to. */
export function returnInstructions(policy: { returnMethod: 'address' | 'label'; returnAddress: string }, number: number): string {
  const label = returnNumberText(number);
  if (policy.returnMethod === 'label')
    return `A prepaid return label will be mailed to you once the return is approved. Pack the pieces with a note of ${label}.`;
  const address = policy.returnAddress.trim().replace(/\s*\n\s*/g, ', ');
  return address
    ? `Once the return is approved, post the pieces with a note of ${label} to ${address}.`
    : `Once the return is approved, we will tell you where to post the pieces; pack them with a note of ${label}.`;
}

/**
 * The shop's returns policy (issue 34): one owner's setting, and the rules that read it. A piece may be
 * returned for any reason within `windowDays` of its delivery; a shopper with an address in the European
 * Union or the United Kingdom has at least `statutoryDays` (the law's minimum cooling-off period, 14 days
 * from delivery under the EU Consumer Rights Directive 2011/83/EU and the UK Consumer Contracts
 * Regulations 2013), whichever is longer. Engraved or personalised pieces and pieces made to order are
 * returnable only when faulty (both laws exempt goods made to the consumer's specification); each switch
 * lifts that.
 */

export interface ReturnPolicy {
  windowDays: number;
  statutoryDays: number;
  faultyOnlyPersonalised: boolean;
  faultyOnlyMadeToOrder: boolean;
  returnMethod: 'address' | 'label';
  returnAddress: string;
  restockingFeePercent: number;
}

export const DEFAULT_RETURN_POLICY: ReturnPolicy = {
  windowDays: 30,
  statutoryDays: 14,
  faultyOnlyPersonalised: true,
  faultyOnlyMadeToOrder: true,
  returnMethod: 'address',
  returnAddress: '',
  restockingFeePercent: 0,
};

/** The member states of the European Union (ISO 3166-1 alpha-2) and the United Kingdom: the addresses the statutory minimum covers. */
const STATUTORY_COUNTRIES = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL',
  'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'GB',
]); // prettier-ignore

/** Whether an address in this country (ISO code) has the EU/UK statutory right of withdrawal. */
const hasStatutoryReturnRight = (country: string) => STATUTORY_COUNTRIES.has(country.trim().toUpperCase());

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a piece delivered at `deliveredAt` to `country` may be returned for any reason. */
export function returnDeadline(policy: ReturnPolicy, deliveredAt: Date, country: string): Date {
  const days = hasStatutoryReturnRight(country) ? Math.max(policy.windowDays, policy.statutoryDays) : policy.windowDays;
  return new Date(deliveredAt.getTime() + days * DAY_MS);
}

export const FAULTY_ONLY_PERSONALISED = 'Engraved and personalised pieces are made for you, so they can be returned only when faulty.';
export const FAULTY_ONLY_MADE_TO_ORDER = 'Made-to-order pieces are made for you, so they can be returned only when faulty.';

/** Whether an order line may be returned for any reason, or only when faulty (and why). */
export function lineReturnability(
  policy: ReturnPolicy,
  line: { personalisation: string; madeToOrder: boolean },
): { kind: 'any' } | { kind: 'faulty-only'; why: string } {
  if (policy.faultyOnlyPersonalised && line.personalisation.trim() !== '') return { kind: 'faulty-only', why: FAULTY_ONLY_PERSONALISED };
  if (policy.faultyOnlyMadeToOrder && line.madeToOrder) return { kind: 'faulty-only', why: FAULTY_ONLY_MADE_TO_ORDER };
  return { kind: 'any' };
}

/** The policy in the shop's words, made once here for every page and e-mail that prints it. */
export interface ReturnPolicyWords {
  /** The home page's benefit: "30-Day Returns". */
  headline: string;
  /** Under the headline: "Return a piece within 30 days of its delivery for a refund, store credit or another size." */
  summary: string;
  /** The product page's trust badge: "Easy 30-day returns". */
  badge: string;
  /** The terms, the FAQ and the e-mails: the window, the statutory minimum, the faulty-only pieces, how to send, the fee. */
  sentence: string;
  /** One line for the order e-mails: the policy in brief and where a return starts. */
  emailLine: string;
}

/** Where a shopper starts a return (the returns module's form under MY ORDERS). */
const START_A_RETURN = 'Start a return from My orders in your account.';

function faultyOnlyWords(policy: ReturnPolicy): string {
  const pieces = [policy.faultyOnlyPersonalised ? 'engraved or personalised pieces' : '', policy.faultyOnlyMadeToOrder ? 'made-to-order pieces' : ''].filter(
    Boolean,
  );
  if (pieces.length === 0) return '';
  const named = pieces.join(' and ');
  return ` ${named[0]!.toUpperCase()}${named.slice(1)} can be returned only when faulty.`;
}

export function returnPolicyWords(policy: ReturnPolicy): ReturnPolicyWords {
  const days = policy.windowDays;
  const statutory =
    policy.statutoryDays > days
      ? ` With an address in the EU or the UK you have ${policy.statutoryDays} days, as the law gives you.`
      : ` This includes the ${policy.statutoryDays} days the law gives an address in the EU or the UK.`;
  const how =
    policy.returnMethod === 'label'
      ? ' We send you a prepaid return label.'
      : policy.returnAddress.trim()
        ? ` Post it to ${policy.returnAddress.trim().replace(/\s*\n\s*/g, ', ')}.`
        : ' We tell you where to post it.';
  const fee = policy.restockingFeePercent > 0 ? ` A restocking fee of ${policy.restockingFeePercent}% is kept from a refund for a piece not faulty.` : '';
  const within = `within ${days} ${days === 1 ? 'day' : 'days'} of its delivery for a refund, store credit or another size.`;
  const window = `You may return a piece ${within}`;
  return {
    headline: `${days}-Day Returns`,
    summary: `Return a piece ${within}`,
    badge: `Easy ${days}-day returns`,
    sentence: `${window}${statutory}${faultyOnlyWords(policy)}${how}${fee}`,
    emailLine: `Returns: within ${days} ${days === 1 ? 'day' : 'days'} of delivery.${faultyOnlyWords(policy)} ${START_A_RETURN}`,
  };
}

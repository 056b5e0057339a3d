/**
 * Consent to marketing mail (decision record 042). A consent is given or withdrawn with a date, a
 * way (`CONSENT_WAYS`) and the version of the words the person was shown; the words of every
 * version are kept here, never edited once published: new words are a new version, so what
 * someone agreed to can be shown to them (and to a regulator) years later, word for word.
 */

/** What a person may consent to. */
export const CONSENT_TOPICS = ['newsletter'] as const;
export type ConsentTopic = (typeof CONSENT_TOPICS)[number];

/**
 * Where a consent was given or withdrawn: the footer's form, the checkout, the account page, or
 * the unsubscribe link of a letter (withdrawals only).
 */
export const CONSENT_WAYS = ['form', 'checkout', 'account', 'mail'] as const;
export type ConsentWay = (typeof CONSENT_WAYS)[number];

/** Where a consent can be given (a letter's link only withdraws one). */
export const GIVING_WAYS = ['form', 'checkout', 'account'] as const satisfies readonly ConsentWay[];
export type GivingWay = (typeof GIVING_WAYS)[number];

interface ConsentWords {
  version: number;
  /** The words shown beside the button or switch that gives the consent, as one text (what is stored). */
  text: string;
  /** The same words in the two parts a page shows them in: a heading, then the details. */
  headline: string;
  detail: string;
}

const words = (version: number, headline: string, detail: string): ConsentWords => ({ version, headline, detail, text: `${headline} ${detail}` });

/**
 * Every version of the words asked for each topic, oldest first. Published words never change
 * (domain/consent.test.ts pins them): to say something else, add a version.
 */
export const CONSENT_WORDING: Record<ConsentTopic, readonly ConsentWords[]> = {
  newsletter: [words(1, 'New collections and studio stories, first.', 'A few letters a season. No noise, and you can leave whenever you like.')],
};

/** The words shown now for a topic: its latest version. */
export function currentWords(topic: ConsentTopic): ConsentWords {
  const versions = CONSENT_WORDING[topic];
  return versions[versions.length - 1]!;
}

/** The words of one version, or undefined for a version never published. */
export function wordsOf(topic: ConsentTopic, version: number): ConsentWords | undefined {
  return CONSENT_WORDING[topic].find((words) => words.version === version);
}

/**
 * Every promise the privacy policy and the terms make about what the shop does with a person's data
 * is kept by a named test (issue 33: "the privacy policy's every promise has a test that shows it
 * kept"). This file is the map: each promise's words, as the pages print them, and the tests that
 * show the shop doing it. It fails when a promise's words leave the pages (reword the map with
 * them), when a named test is renamed or gone, and when the policy's retention list or the terms'
 * keeping sentences gain a line no promise here covers (a new promise needs its test first).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { privacySections } from '../../app/features/content/privacy-policy-text';
import { termsSections } from '../../app/features/content/terms-text';
import { UNKNOWN_RETURNS } from '../../app/lib/root-data';
import type { LegalSection } from '../../app/features/content/legal-page';

const KEPT = { securityEvents: 'SECURITY-PERIOD', messages: 'MESSAGE-PERIOD', unconfirmedAccounts: 'UNCONFIRMED-PERIOD', bookkeeping: 'BOOKS-PERIOD' };

/** `file › title`: a test's file and the exact title it is declared with. */
type KeptBy = `${string} › ${string}`;

const PROMISES: Array<{ says: string; keptBy: KeptBy[] }> = [
  {
    says: 'only if you asked for it and confirmed your address from the e-mail we sent',
    keptBy: [
      'tests/api/newsletter.test.ts › mails a confirmation link and subscribes nobody until it is followed',
      'tests/api/newsletter-unsubscribe.test.ts › is queued only to a subscribed address: consent is checked for every letter',
    ],
  },
  {
    says: 'every letter has a link to unsubscribe in one click',
    keptBy: [
      'tests/api/newsletter-unsubscribe.test.ts › carries a visible unsubscribe link and the List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058)',
      'tests/api/newsletter-unsubscribe.test.ts › unsubscribes in one request, with no sign-in, and records the withdrawal',
    ],
  },
  {
    says: 'It cannot be read by scripts on the page. It ends when you close the browser, or after 7 days if you choose “Remember me”.',
    keptBy: [
      'tests/api/auth.test.ts › logs in, sets an httpOnly strict session cookie for the browser session, and answers the token',
      'tests/api/remember-me.test.ts › lasts 7 days (Max-Age=604800) with remember-me; without it has no Max-Age nor Expires',
      'tests/e2e/account.spec.ts › without remember-me the session ends with the browser; logout ends it and the header says so',
    ],
  },
  {
    says: 'so that someone guessing your password elsewhere cannot lock you out',
    keptBy: ['tests/api/auth.test.ts › from many addresses uses up the account’s budget, but the owner still gets in from a device that logged in before'],
  },
  {
    says: `at least ${KEPT.bookkeeping} after each order, as tax and accounting law requires`,
    keptBy: [
      'tests/api/bookkeeping.test.ts › keeps an erased customer’s order, documents and ledger until it has passed; no statement can delete them before',
      'tests/api/bookkeeping.test.ts › then deletes them all and the emptied account; a customer who kept their account keeps their old orders',
    ],
  },
  {
    says: 'You can do so at any time on your account page (“Delete my account”, with your password)',
    keptBy: [
      'tests/api/erasure.test.ts › wants the password: without it 400 naming it, wrong 403, and nothing is removed',
      'tests/api/erasure.test.ts › ends every session and remember-me, keeps the orders as an erased customer’s, and removes the photos',
      'tests/e2e/account-privacy.spec.ts › a shopper downloads their data and deletes their account from the account page',
    ],
  },
  {
    says: 'any store credit left is given up',
    keptBy: ['tests/api/erasure.test.ts › gives up the store credit left with one entry of the ledger, which stays for the books (decision record 047)'],
  },
  {
    says: `Photos you send with a return: ${KEPT.messages} after the return is closed`,
    keptBy: [
      'tests/api/returns-photos.test.ts › kept for the messages’ period after the return closed, then forgotten by the retention job (files removed, the return kept)',
      'tests/api/returns-photos.test.ts › listed in the person’s copy of their data, and removed with them (files gone, the row blanked)',
    ],
  },
  {
    says: 'Reviews: while they are published. When you delete your account, a review not yet published is deleted',
    keptBy: ['tests/api/reviews.test.ts › a published review stays, anonymous and without photos; one not published is deleted; the export lists them'],
  },
  {
    says: 'your orders and their payments stay only for the books, without your name, e-mail address, phone or address',
    keptBy: [
      'tests/api/erasure-dump.test.ts › finds the e-mail address only in the issued invoice and credit note',
      'tests/api/erasure-dump.test.ts › finds the phone only in the issued documents, in any of the ways it was typed',
    ],
  },
  {
    says: `${KEPT.unconfirmedAccounts} after it was created`,
    keptBy: [
      'tests/api/retention.test.ts › deletes what outlived its period, photos too, and keeps the young',
      'tests/api/retention.test.ts › follows the owner’s periods',
    ],
  },
  {
    says: `${KEPT.messages} after you send`,
    keptBy: ['tests/api/retention.test.ts › deletes what outlived its period, photos too, and keeps the young'],
  },
  {
    says: `Records of sign-ins, refused sign-ins, password reset requests and floods of our forms (the e-mail address typed, if any, and the network address it came from): ${KEPT.securityEvents}`,
    keptBy: [
      'tests/api/security-events.test.ts › is a security event with the address typed and why, and never reaches the audit log',
      'tests/api/security-events.test.ts › is one security event where the refusals begin, with the client address and no address typed',
      'tests/api/retention.test.ts › deletes what outlived its period, photos too, and keeps the young',
    ],
  },
  {
    says: 'Newsletter subscriptions: until you unsubscribe.',
    keptBy: ['tests/api/newsletter-unsubscribe.test.ts › unsubscribes in one request, with no sign-in, and records the withdrawal'],
  },
  {
    says: 'download a copy of everything we keep about you (“Download my data”',
    keptBy: [
      'tests/api/erasure.test.ts › is a JSON download of every section, with the shopper’s data and never a token or a hash',
      'tests/e2e/account-privacy.spec.ts › a shopper downloads their data and deletes their account from the account page',
    ],
  },
  {
    says: 'Withdraw your consent at any time, for example by unsubscribing from the newsletter.',
    keptBy: ['tests/api/newsletter-unsubscribe.test.ts › unsubscribes in one request, with no sign-in, and records the withdrawal'],
  },
  {
    says: 'Have inaccurate information corrected.',
    keptBy: [
      'tests/api/me.test.ts › answers the account with its phone, and changes the names and the phone given',
      'tests/api/me.test.ts › changes the address only once the link mailed to the new one is opened, and tells the old one at once',
    ],
  },
];

function sentences(sections: LegalSection[], ids?: string[]): string[] {
  return sections.filter((s) => !ids || ids.includes(s.id)).flatMap((s) => s.body.flatMap((block) => (typeof block === 'string' ? [block] : block.list)));
}

const policy = sentences(privacySections('Test Shop', KEPT));
const terms = sentences(termsSections('Test Shop', 'USD', { payments: { methods: ['bank_transfer'], daysToPay: 7 }, returns: UNKNOWN_RETURNS }, KEPT));
const printed = [...policy, ...terms];
const covered = (line: string) => PROMISES.some((p) => line.includes(p.says));

describe('the privacy promises', () => {
  it.each(PROMISES.map((p) => [p.says, p] as const))('“%s” is printed, and each test that keeps it exists', (_says, promise) => {
    expect(
      printed.some((line) => line.includes(promise.says)),
      'the pages no longer print these words',
    ).toBe(true);
    for (const ref of promise.keptBy) {
      const [file, title] = ref.split(' › ') as [string, string];
      const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
      expect(source.includes(`'${title}'`) || source.includes(`\`${title}\``), `${file} has no test titled “${title}”`).toBe(true);
    }
  });

  it('covers every line of what the policy says it keeps, and for how long', () => {
    const keeping = sentences(privacySections('Test Shop', KEPT), ['retention']);
    expect(keeping.length).toBeGreaterThan(0);
    expect(keeping.filter((line) => !covered(line))).toEqual([]);
  });

  it('covers every line of the policy and the terms that prints a period', () => {
    const withPeriod = printed.filter((line) => Object.values(KEPT).some((period) => line.includes(period)));
    expect(withPeriod.length).toBeGreaterThanOrEqual(Object.keys(KEPT).length);
    expect(withPeriod.filter((line) => !covered(line))).toEqual([]);
  });
});

/**
 * The account page's newsletter switch (decision records 041, 042): the words the consent is
 * asked with, beside a switch that posts the opposite of its state with the version of those
 * words, so the consent recorded names what was shown. A confirmed address is subscribed at once;
 * an unconfirmed one is mailed a confirmation link first, and the form says so.
 */
import type { NewsletterConsentAnswer } from '../../../domain/contract/account.ts';
import { wordsOf } from '../../../domain/consent.ts';
import { formatDay } from '../../../domain/dates.ts';
import { Switch } from '../../components/ui/switch';
import { AccountForm } from './account-form';

export function NewsletterSwitch({ newsletter }: { newsletter: NewsletterConsentAnswer }) {
  const { subscribed, since } = newsletter;
  const words = wordsOf('newsletter', newsletter.words.version);
  return (
    <section aria-labelledby="account-newsletter-heading" className="border border-line bg-white p-6 sm:p-8">
      <h2 id="account-newsletter-heading" className="font-display text-2xl">
        Newsletter
      </h2>
      <AccountForm intent="newsletter" label="Newsletter" className="mt-4">
        {({ busy }) => (
          <div className="flex flex-wrap items-start justify-between gap-x-8 gap-y-4">
            <input type="hidden" name="subscribe" value={subscribed ? 'off' : 'on'} />
            <input type="hidden" name="wordsVersion" value={newsletter.words.version} />
            <div className="max-w-2xl min-w-0 flex-1 basis-64">
              <p id="account-newsletter-words" className="text-sm text-ink">
                {words ? (
                  <>
                    <strong className="font-medium">{words.headline}</strong> {words.detail}
                  </>
                ) : (
                  newsletter.words.text
                )}
              </p>
              <p id="account-newsletter-state" className="mt-2 text-sm text-muted">
                {subscribed ? `Subscribed${since ? ` since ${formatDay(since)}` : ''}.` : 'Not subscribed.'}
              </p>
            </div>
            <Switch
              type="submit"
              checked={subscribed}
              disabled={busy}
              aria-labelledby="account-newsletter-heading"
              aria-describedby="account-newsletter-words account-newsletter-state"
            />
          </div>
        )}
      </AccountForm>
    </section>
  );
}

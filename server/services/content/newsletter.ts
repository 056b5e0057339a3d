import { NEWSLETTER_MESSAGES, type NewsletterInput } from '../../../domain/schemas/newsletter.ts';
import type { DbOrTx } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';

/** Stores a subscription once per address, compared case-blind. */
export async function subscribe(db: DbOrTx, input: NewsletterInput): Promise<{ created: boolean; message: string }> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email })
    // The only unique key is lower(email): a conflict is an address already subscribed.
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return inserted.length ? { created: true, message: NEWSLETTER_MESSAGES.subscribed } : { created: false, message: NEWSLETTER_MESSAGES.alreadySubscribed };
}

/**
 * The reviews' e-mails (decision record 052). The request: once per delivered order, the owner's
 * number of days after its delivery, one signed link per piece not yet reviewed, opening the form
 * without signing in. It is a service message about the order the shopper received (no offer, no
 * other product), sent once and never repeated, so it is not marketing mail and carries no
 * unsubscribe link. The refusal: its reason, to the author.
 */
import { sql } from 'drizzle-orm';
import { formatDay } from '../../../domain/dates.ts';
import { REQUEST_CATCH_UP_DAYS, REVIEW_LINK_DAYS } from '../../../domain/reviews.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { deliverMail, enqueueMail, shopBaseUrl, type MailConfig } from '../mail/index.ts';
import { reviewLinkToken } from './links.ts';
import type { ReviewRow } from './read.ts';
import { getReviewSettings } from './settings.ts';

type Config = Pick<MailConfig, 'shopName' | 'publicUrl'>;

const variantWords = (metal: string, size: string) => [metal, size && `size ${size}`].filter(Boolean).join(', ');

/** Queues the refusal's e-mail to the review's author (none once erased); answers its id. */
export async function queueRefusalMail(tx: DbOrTx, config: Config, review: ReviewRow): Promise<number | undefined> {
  if (review.customerId === null) return undefined;
  const { rows } = await tx.execute<{ email: string; first_name: string }>(
    sql`SELECT email, first_name FROM users WHERE id = ${review.customerId} AND erased_at IS NULL`,
  );
  const [author] = rows;
  if (!author) return undefined;
  const text = [
    `Dear ${author.first_name},`,
    '',
    `Thank you for your review “${review.title}”. We cannot publish it: ${review.refusalReason}`,
    '',
    'You may edit it and send it again from your order page.',
    '',
    config.shopName,
  ].join('\n');
  return enqueueMail(tx, { to: author.email, subject: `Your review could not be published (${config.shopName})`, text });
}

type DueLine = {
  order_id: number;
  order_number: number;
  email: string;
  first_name: string;
  order_item_id: number;
  product_name: string;
  metal: string;
  size: string;
};

const BATCH = 50;

/**
 * Claims the delivered orders whose request is due (delivered `delay` days ago at least, and not more
 * than REQUEST_CATCH_UP_DAYS before that) by inserting their request rows (another instance's claim
 * conflicts and takes nothing), and reads their pieces not yet reviewed by the buyer, one line per product.
 */
async function claimDue(tx: DbOrTx, delayDays: number): Promise<DueLine[]> {
  const { rows } = await tx.execute<DueLine>(sql`
    WITH due AS (
      SELECT o.id FROM orders o
      JOIN users u ON u.id = o.user_id AND u.erased_at IS NULL
      WHERE o.status = 'Delivered' AND NOT EXISTS (SELECT 1 FROM review_requests r WHERE r.order_id = o.id)
        AND (SELECT max(e.created_at) FROM order_events e WHERE e.order_id = o.id AND e.kind = 'status' AND e.to_status = 'Delivered')
          BETWEEN now() - make_interval(days => ${delayDays + REQUEST_CATCH_UP_DAYS}) AND now() - make_interval(days => ${delayDays})
      ORDER BY o.id LIMIT ${BATCH}
    ), claimed AS (
      INSERT INTO review_requests (order_id) SELECT id FROM due ON CONFLICT DO NOTHING RETURNING order_id
    )
    SELECT DISTINCT ON (o.id, i.product_id) o.id AS order_id, o.number AS order_number, u.email, u.first_name,
      i.id AS order_item_id, i.product_name, i.metal, i.size
    FROM claimed c JOIN orders o ON o.id = c.order_id JOIN users u ON u.id = o.user_id JOIN order_items i ON i.order_id = o.id
    WHERE i.gift_card IS NULL
      AND NOT EXISTS (SELECT 1 FROM reviews v WHERE v.customer_id = o.user_id AND v.product_id = i.product_id)
    ORDER BY o.id, i.product_id, i.id`);
  return rows;
}

function requestMail(config: Config & { jwtSecret: string }, lines: DueLine[], now: Date) {
  const [first] = lines as [DueLine];
  const until = formatDay(new Date(now.getTime() + REVIEW_LINK_DAYS * 24 * 60 * 60 * 1000).toISOString());
  const pieces = lines.flatMap((line) => [
    `${line.product_name}${variantWords(line.metal, line.size) ? ` (${variantWords(line.metal, line.size)})` : ''}:`,
    `${shopBaseUrl(config)}/reviews/new?token=${encodeURIComponent(reviewLinkToken(config.jwtSecret, line.order_item_id, now))}`,
    '',
  ]);
  const text = [
    `Dear ${first.first_name},`,
    '',
    `Your order ${first.order_number} has been with you for a little while. How do you like it? A few words help others choose, and only customers who received a piece can review it.`,
    '',
    ...pieces,
    `Each link opens the review form without signing in, until ${until}. We ask once for this order.`,
    '',
    config.shopName,
  ].join('\n');
  return { to: first.email, subject: `How do you like your order ${first.order_number}? (${config.shopName})`, text };
}

/** The scheduled job: mails the review requests due now, each order once across instances; answers how many were mailed. */
export async function mailDueReviewRequests(db: Db, config: MailConfig & { jwtSecret: string }, now = new Date()): Promise<number> {
  const mailIds = await db.transaction(async (tx) => {
    const { requestDelayDays } = await getReviewSettings(tx);
    const byOrder = new Map<number, DueLine[]>();
    for (const line of await claimDue(tx, requestDelayDays)) byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), line]);
    const queued: number[] = [];
    for (const lines of byOrder.values()) queued.push(await enqueueMail(tx, requestMail(config, lines, now)));
    return queued;
  });
  for (const id of mailIds) await deliverMail(db, config, id);
  return mailIds.length;
}

/** How often the job looks for requests due: the delay counts in days, an hour late is on time. */
export const REVIEW_REQUESTS_EVERY_MS = 60 * 60 * 1000;

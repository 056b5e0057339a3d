/**
 * Reviews, /admin/reviews (issue 35, decision record 052): the moderation queue by state — waiting,
 * published, refused, hidden — the most reported first; each review's steps and public reply. The
 * owner sets the request mail's delay, automatic approval and what makes a best seller at the page's foot.
 */
import { Form, data, useNavigation } from 'react-router';
import type { Route } from './+types/reviews';
import { AdminReviewQuery } from '../../../domain/contract/admin-reviews';
import { BEST_SELLER_RANGES } from '../../../domain/ranking';
import { REQUEST_DELAY_RANGE } from '../../../domain/reviews';
import { ReviewPageForm } from '../../../domain/schemas/admin-reviews';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/text-field';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireStaff } from '../../features/admin/admin.server';
import { ReviewCard, ReviewTabs } from '../../features/admin/reviews/review-queue';
import { listReviews, runReviewForm } from '../../features/admin/reviews/reviews.server';
import { runIntentForm } from '../../lib/domain-errors.server';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Reviews', description: 'Customers’ reviews to moderate.', path: '/admin/reviews' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const parsed = AdminReviewQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : AdminReviewQuery.parse({});
  const page = { ...(await listReviews(context, query)), owner: staff.role === 'owner' };
  if (!parsed.success) return data({ ...page, reviews: [], error: parsed.error.issues[0]!.message }, { status: 400 });
  return { ...page, error: undefined };
}

const INTENTS = ['approve', 'hide', 'refuse', 'reply', 'settings'] as const;

export async function action({ context, request }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  return runIntentForm(request, { schema: ReviewPageForm, intents: INTENTS }, (sent) => runReviewForm(context, sent, staff));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, counts, state, settings, owner, error } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <section>
      <h1 className="text-4xl">Reviews</h1>
      <p className="mt-2 text-sm text-muted">
        Only customers whose order of the piece was delivered can review it. A review appears on the product page once approved.
      </p>
      <ReviewTabs current={state} counts={counts} />
      <div className="mt-6 space-y-4">
        {actionData?.ok ? <FormAlert tone="success">{actionData.message}</FormAlert> : null}
        {actionData?.error ? <FormAlert tone="error">{actionData.error}</FormAlert> : null}
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        {reviews.length === 0 && !error ? <p className="text-muted">No reviews here.</p> : null}
        <ol className="space-y-4">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} busy={busy} />
          ))}
        </ol>
      </div>
      {owner ? (
        <Form method="post" className="mt-12 max-w-md space-y-4 border-t border-line pt-6">
          <h2 className="text-2xl">Review settings</h2>
          <TextField
            label="Request e-mail, days after delivery"
            name="requestDelayDays"
            type="number"
            min={REQUEST_DELAY_RANGE.min}
            max={REQUEST_DELAY_RANGE.max}
            defaultValue={settings.requestDelayDays}
            error={actionData?.fieldErrors?.requestDelayDays}
          />
          <label className="flex items-center gap-3 text-sm">
            <input type="checkbox" name="autoApprove" defaultChecked={settings.autoApprove} className="accent-gold" />
            Publish reviews without approving them
          </label>
          <fieldset className="space-y-4">
            <legend className="mb-2 text-lg">Best sellers</legend>
            <p className="text-sm text-muted">
              The pieces with the most units sold, in orders confirmed or later, are marked BEST SELLER and lead the shop’s featured order.
            </p>
            <TextField
              label="Count sales over the last (days)"
              name="bestSellerDays"
              type="number"
              min={BEST_SELLER_RANGES.days.min}
              max={BEST_SELLER_RANGES.days.max}
              defaultValue={settings.bestSellerDays}
              error={actionData?.fieldErrors?.bestSellerDays}
            />
            <TextField
              label="How many best sellers"
              name="bestSellerCount"
              type="number"
              min={BEST_SELLER_RANGES.count.min}
              max={BEST_SELLER_RANGES.count.max}
              defaultValue={settings.bestSellerCount}
              error={actionData?.fieldErrors?.bestSellerCount}
            />
          </fieldset>
          <Button type="submit" name="intent" value="settings" disabled={busy}>
            SAVE SETTINGS
          </Button>
        </Form>
      ) : null}
    </section>
  );
}

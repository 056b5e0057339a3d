/**
 * One return, /admin/returns/:id (issue 34, decision record 048): its pieces, photos and reason,
 * its inspection and resolution, and the forms of the steps its state allows now. Each step is
 * audited and (but the inspection) mailed to the shopper; a step sent twice does it once.
 */
import { Link, useNavigation } from 'react-router';
import type { Route } from './+types/return';
import { RETURN_STATE_WORDS } from '../../../domain/returns';
import { ReturnPageForm } from '../../../domain/schemas/admin-returns';
import { runIntentForm } from '../../lib/domain-errors.server';
import { routeId } from '../../lib/route-params.server';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireStaff } from '../../features/admin/admin.server';
import { ReturnPieces, ReturnSteps, ReturnSummary } from '../../features/admin/returns/return-detail';
import { loadReturn, runReturnForm } from '../../features/admin/returns/returns.server';
import { FormAlert } from '../../components/ui/form-alert';

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const title = loaderData ? `Return ${loaderData.item.number}` : 'Return';
  return privatePageMeta(matches, { title, description: 'A shopper’s return.', path: `/admin/returns/${params.id}` });
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await requireStaff(context, request);
  return { item: await loadReturn(context, routeId(params.id)) };
}

const INTENTS = ['approve', 'refuse', 'receive', 'inspect', 'resolve'] as const;

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const id = routeId(params.id);
  return runIntentForm(request, { schema: ReturnPageForm, intents: INTENTS }, (sent) => runReturnForm(context, id, sent, staff));
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function ReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="space-y-8">
      <Link to="/admin/returns" className="block w-fit text-sm underline underline-offset-4 hover:text-gold-dark">
        ← All returns
      </Link>
      <header>
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">RETURN</p>
        <h1 className="mt-1 text-4xl">
          {item.number} <span className="text-2xl text-muted">· {RETURN_STATE_WORDS[item.state]}</span>
        </h1>
      </header>
      {actionData?.ok ? <FormAlert tone="success">{actionData.message}</FormAlert> : null}
      {actionData?.error ? <FormAlert tone="error">{actionData.error}</FormAlert> : null}
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ReturnPieces item={item} />
        <aside className="space-y-6">
          <ReturnSummary item={item} />
          <ReturnSteps item={item} busy={busy} fieldErrors={actionData?.fieldErrors} />
        </aside>
      </div>
    </section>
  );
}

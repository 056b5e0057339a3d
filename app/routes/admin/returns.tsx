/**
 * Returns, /admin/returns (issue 34, decision record 048): the queue by state — requested, approved,
 * refused, received, inspected, resolved, withdrawn — with the count of each, newest first. The
 * state is in the address, so a tab is a link and the back button works.
 */
import { data, useSearchParams } from 'react-router';
import type { Route } from './+types/returns';
import { AdminReturnQuery } from '../../../domain/contract/returns';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireStaff } from '../../features/admin/admin.server';
import { ReturnTable, ReturnTabs } from '../../features/admin/returns/return-list';
import { listReturns } from '../../features/admin/returns/returns.server';
import { FormAlert } from '../../components/ui/form-alert';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Returns', description: 'Shoppers’ returns and exchanges.', path: '/admin/returns' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const parsed = AdminReturnQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return data({ ...(await listReturns(context, undefined)), returns: [], error: parsed.error.issues[0]!.message }, { status: 400 });
  return { ...(await listReturns(context, parsed.data.state)), error: undefined };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function Returns({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { returns, counts, error } = loaderData;
  const state = AdminReturnQuery.safeParse({ state: params.get('state') ?? undefined }).data?.state;
  return (
    <section>
      <h1 className="text-4xl">Returns</h1>
      <ReturnTabs current={state} counts={counts} />
      <div className="mt-6">{error ? <FormAlert tone="error">{error}</FormAlert> : <ReturnTable rows={returns} />}</div>
    </section>
  );
}

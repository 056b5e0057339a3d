/**
 * /size-system: the ring size picker's system (US, UK, EU or JP) posts here (decision record 057). It is
 * kept in a cookie for a year and on a signed-in shopper's account; with scripts the picker's fetcher
 * gets an answer and every loader reads again, without them the shopper comes back to their page.
 */
import { data, redirect } from 'react-router';
import type { Route } from './+types/size-system';
import { SizeSystemInput } from '../../domain/schemas/ring-sizes';
import { backPath } from '../../domain/ship-to';
import { formFields } from '../lib/action-result';
import { currentUser } from '../features/account/session.server';
import { keepSizeSystem } from '../features/ring-sizes/size-system.server';

export async function action({ request, context }: Route.ActionArgs) {
  const form = SizeSystemInput.safeParse(formFields(await request.formData()));
  if (!form.success) return data({ ok: false, message: form.error.issues[0]!.message }, { status: 400 });
  const cookie = await keepSizeSystem(context, await currentUser(context, request), form.data.system);
  const headers = { 'Set-Cookie': cookie, 'Cache-Control': 'private, no-store' };
  if (form.data.back === undefined) return data({ ok: true, message: '' }, { headers });
  return redirect(backPath(form.data.back), { headers });
}

/** Opened as a page (a bookmarked post), it leads home. */
export function loader() {
  return redirect('/');
}

/**
 * /ship-to: the header's "Ship to" chooser posts here (features/ship-to/ship-to-chooser.tsx). The
 * country is kept in a cookie for a year; without scripts the shopper comes back to the page they
 * were on, with scripts the chooser's fetcher gets an answer and every loader reads the prices again.
 */
import { data, redirect } from 'react-router';
import type { Route } from './+types/ship-to';
import { backPath, ShipToForm } from '../../domain/ship-to';
import { formFields } from '../lib/action-result';
import { shipToCookie } from '../features/ship-to/ship-to.server';

export async function action({ request, context }: Route.ActionArgs) {
  const form = ShipToForm.safeParse(formFields(await request.formData()));
  if (!form.success) return data({ ok: false, message: form.error.issues[0]!.message }, { status: 400 });
  const headers = { 'Set-Cookie': shipToCookie(context, form.data.country), 'Cache-Control': 'private, no-store' };
  // A fetcher (scripts running) asks for data; a plain form post goes back to its page.
  if (form.data.back === undefined) return data({ ok: true, message: '' }, { headers });
  return redirect(backPath(form.data.back), { headers });
}

/** Opened as a page (a bookmarked post), it leads home. */
export function loader() {
  return redirect('/');
}

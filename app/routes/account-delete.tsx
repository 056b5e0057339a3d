/**
 * /account/delete (decision record 044): the account page's "Delete my account" dialog posts here;
 * once erased, the shopper lands here and reads what went and what stays. Opened any other way, it
 * sends the visitor to their account.
 */
import { Link, redirect } from 'react-router';
import type { Route } from './+types/account-delete';
import { PRIVACY_MESSAGES as M } from '../../domain/privacy.ts';
import { privatePageMeta } from '../features/account/page-meta';
import { deleteOwnAccount } from '../features/account/privacy.server';
import { formHeaders } from '../lib/action-result';

export const headers = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Account deleted', description: M.erased, path: '/account/delete' });
}

export function loader({ request }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.get('done') !== '1') throw redirect('/account');
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  return deleteOwnAccount(context, request, await request.formData());
}

export default function AccountDeleted() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">ACCOUNT DELETED</p>
      <h1 className="mt-3 text-4xl">Goodbye, and thank you</h1>
      <p className="mt-6 text-muted">{M.erased}</p>
      <Link to="/" className="mt-10 inline-block font-medium text-ink underline underline-offset-4 hover:text-gold-dark">
        Back to the shop
      </Link>
    </div>
  );
}

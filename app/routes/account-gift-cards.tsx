/** `/account/gift-cards`: the account page's "Add a gift card" form posts here (decision record 050); a visit goes to the account. */
import { redirect } from 'react-router';
import type { Route } from './+types/account-gift-cards';
import { runAddGiftCard } from '../features/gift-cards/gift-cards.server';

export function loader() {
  return redirect('/account');
}

export async function action({ context, request }: Route.ActionArgs) {
  return runAddGiftCard(context, request, await request.formData());
}

/**
 * /ring-size?token=…: the order e-mail's signed link to choose the size of a ring ordered without one
 * (decision record 057), with no sign-in. A link not valid or expired says so (403); a size chosen
 * already says what it is.
 */
import { data } from 'react-router';
import type { Route } from './+types/ring-size';
import { sizeWords } from '../../domain/line-words.ts';
import { LATER_SIZE_MESSAGES } from '../../domain/ring-sizes.ts';
import { FormAlert } from '../components/ui/form-alert';
import { done, refused } from '../lib/action-result';
import { forAction } from '../lib/domain-errors.server';
import { privatePageMeta } from '../features/account/page-meta';
import { ChooseRingSize } from '../features/ring-sizes/choose-ring-size';
import { chooseSizeByLink, sizeChoiceOf, sizeLinkPage } from '../features/ring-sizes/size-choice.server';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Choose your ring size', description: 'Choose the size of the ring you ordered.', path: '/ring-size' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const page = await sizeLinkPage(context, token);
  return data({ ...page, token }, { status: page.status });
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const choice = sizeChoiceOf(form);
  if (!choice.ok) return refused(choice.message);
  const token = String(form.get('token') ?? '');
  return forAction(async () => {
    await chooseSizeByLink(context, token, choice.size);
    return done({ message: LATER_SIZE_MESSAGES.saved });
  });
}

export default function RingSizePage({ loaderData }: Route.ComponentProps) {
  const { refusal, orderNumber, sizeSystem, line, size, token } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-center text-3xl">Choose your ring size</h1>
      {orderNumber ? <p className="mt-2 text-center text-muted">Order #{orderNumber}</p> : null}
      <div className="mt-8">
        {refusal ? <FormAlert tone="error">{refusal}</FormAlert> : null}
        {line ? <ChooseRingSize lines={[line]} system={sizeSystem} token={token} /> : null}
        {!refusal && !line ? <p className="text-center">Your ring’s size is {sizeWords(size, sizeSystem)}.</p> : null}
      </div>
    </div>
  );
}

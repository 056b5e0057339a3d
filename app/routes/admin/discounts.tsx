/**
 * Discounts, /admin/discounts (owner and staff): every code and automatic promotion with its uses,
 * a form to create one or change the one chosen (?edit=ID), and ON/OFF. Each change is recorded in
 * the audit log, and the storefront follows it at once (decision record 028).
 */
import { useNavigation } from 'react-router';
import type { Route } from './+types/discounts';
import { discountPageForm, discountFormFields } from '../../../domain/schemas/discount-form';
import { idFromUrl } from '../../../domain/schemas/id';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireStaff } from '../../features/admin/admin.server';
import { DiscountForm } from '../../features/admin/discounts/discount-form';
import { DiscountTable } from '../../features/admin/discounts/discount-table';
import { discountsPageData, discountsTimeZone, saveDiscount, switchDiscount } from '../../features/admin/discounts/discounts.server';
import { done, invalid } from '../../lib/action-result';
import { forAction } from '../../lib/domain-errors.server';
import { FormAlert } from '../../components/ui/form-alert';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Discounts', description: 'Codes and automatic promotions.', path: '/admin/discounts' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  const data = await discountsPageData(context);
  const editing = idFromUrl(new URL(request.url).searchParams.get('edit'));
  return { ...data, editing: data.discounts.find((discount) => discount.id === editing) ?? null };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const parsed = discountPageForm(await discountsTimeZone(context)).safeParse(discountFormFields(await request.formData()));
  if (!parsed.success) return invalid(parsed.error, 'save' as const);
  const form = parsed.data;
  if (form.intent === 'toggle') {
    return forAction(async () => {
      const changed = await switchDiscount(context, form.id, form.active, staff);
      return done({ intent: 'toggle' as const, message: `${changed.name} is ${changed.active ? 'on' : 'off'}.` });
    }, 'toggle' as const);
  }
  const { intent: _intent, id, ...input } = form;
  return forAction(async () => {
    const saved = await saveDiscount(context, id, input, staff);
    return done({ intent: 'save' as const, message: `${saved.name} is saved.` });
  }, 'save' as const);
}

/** A refusal's fields (a category or product the catalogue lacks), as the form shows them beside their boxes. */
const fieldsOf = (issues: ReadonlyArray<{ path: string; message: string }> | undefined) =>
  issues ? Object.fromEntries(issues.map((issue) => [issue.path.split('.')[0]!, issue.message])) : undefined;

export default function Discounts({ loaderData, actionData: result }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const { discounts, categories, currency, timeZone, editing } = loaderData;
  return (
    <section className="grid gap-6">
      <div>
        <h1 className="text-4xl">Discounts</h1>
        <p className="mt-2 max-w-3xl text-sm text-muted">
          An order gets the best automatic promotion that applies, plus one code. Discounts come off the pieces only, never off gift wrap or shipping; free
          shipping makes shipping free. Uses are orders not cancelled.
        </p>
      </div>
      <div aria-live="polite">
        {result?.error ? <FormAlert tone="error">{result.error}</FormAlert> : null}
        {result?.message ? <FormAlert tone="success">{result.message}</FormAlert> : null}
      </div>
      <DiscountTable discounts={discounts} categories={categories} timeZone={timeZone} busy={busy} />
      {/* A saved discount starts the form afresh. */}
      <DiscountForm
        key={`${editing?.id ?? 'new'}-${result?.message ?? ''}`}
        discount={editing}
        categories={categories}
        currency={currency}
        timeZone={timeZone}
        fieldErrors={result?.intent === 'save' ? (result.fieldErrors ?? fieldsOf(result.issues)) : undefined}
        busy={busy}
      />
    </section>
  );
}

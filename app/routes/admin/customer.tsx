/**
 * One customer in the back office, /admin/customers/:id (decision record 045): the account, their
 * orders (each linked to its order), addresses, newsletter consents with the words shown, the
 * messages from their address, the staff's notes (signed, newest first) and tags.
 */
import { Link, useNavigation } from 'react-router';
import type { z } from 'zod';
import type { Route } from './+types/customer';
import { CustomerPageForm } from '../../../domain/schemas/admin-customers';
import { forLoader, runIntentForm } from '../../lib/domain-errors.server';
import { routeId } from '../../lib/route-params.server';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireStaff } from '../../features/admin/admin.server';
import { loadCustomer, loadCustomerStoreCredit, runCustomerForm } from '../../features/admin-customers/customers.server';
import { StoreCreditPanel } from '../../features/admin-customers/store-credit-panel';
import { CustomerNotes } from '../../features/admin-customers/customer-notes';
import {
  CustomerAddresses,
  CustomerConsents,
  CustomerEmail,
  CustomerMessages,
  CustomerOrders,
  CustomerSummary,
} from '../../features/admin-customers/customer-record';
import { TagForms } from '../../features/admin-customers/customer-tags';
import { CustomerPrivacyActions } from '../../features/admin-customers/privacy-actions';
import { loadCustomerGiftCards } from '../../features/admin/gift-cards/gift-cards.server';
import { IssueGiftCardForm, StaffGiftCards } from '../../features/admin/gift-cards/staff-gift-cards';
import { FormAlert } from '../../components/ui/form-alert';

type Intent = z.infer<typeof CustomerPageForm>['intent'];
const INTENTS: readonly Intent[] = CustomerPageForm.options.map((option) => option.shape.intent.value);

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const name = loaderData ? `${loaderData.customer.firstName} ${loaderData.customer.lastName}`.trim() : '';
  return privatePageMeta(matches, { title: name || 'Customer', description: 'A customer in the back office.', path: `/admin/customers/${params.id}` });
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const id = routeId(params.id);
  const [customer, storeCredit] = await forLoader(() => Promise.all([loadCustomer(context, id), loadCustomerStoreCredit(context, id)]));
  const giftCards = await loadCustomerGiftCards(context, id);
  // The export and the erasure are the owner's (decision record 044).
  return { customer, storeCredit, isOwner: staff.role === 'owner', giftCards, giftCardFormKey: crypto.randomUUID() };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const staff = await requireStaff(context, request);
  const id = routeId(params.id);
  return runIntentForm(request, { schema: CustomerPageForm, intents: INTENTS }, (sent) => runCustomerForm(context, id, sent, staff));
}

export default function AdminCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const { customer } = loaderData;
  const refusal = actionData?.ok === false ? actionData : undefined;
  const busy = useNavigation().state !== 'idle';
  const tagError = refusal?.intent === 'add-tag' || refusal?.intent === 'remove-tag' ? (refusal.fieldErrors?.tag ?? refusal.error) : undefined;
  const noteError = refusal?.intent === 'note' ? (refusal.fieldErrors?.note ?? refusal.error) : undefined;
  const creditRefusal = refusal?.intent === 'store-credit' ? refusal : undefined;

  return (
    <article>
      <Link to="/admin/customers" className="text-sm underline underline-offset-4 hover:text-gold-dark">
        ← All customers
      </Link>
      <h1 className="mt-4 text-4xl break-words">{customer.erased ? 'Erased customer' : `${customer.firstName} ${customer.lastName}`}</h1>
      <CustomerEmail customer={customer} />

      <div className="mt-4 space-y-3" aria-live="polite">
        {refusal?.error && !tagError && !noteError && !creditRefusal ? <FormAlert tone="error">{refusal.error}</FormAlert> : null}
        {actionData?.ok ? <FormAlert tone="success">{actionData.message}</FormAlert> : null}
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-10">
          <CustomerSummary customer={customer} />
          <CustomerOrders customer={customer} />
          <CustomerAddresses customer={customer} />
          <CustomerConsents customer={customer} />
          <CustomerMessages customer={customer} />
          <StaffGiftCards cards={loaderData.giftCards} empty="No gift card bought or held." />
          {customer.erased ? null : <StoreCreditPanel {...loaderData.storeCredit} busy={busy} refusal={creditRefusal} />}
        </div>
        <div className="space-y-8">
          <TagForms tags={customer.tags} busy={busy} error={tagError} />
          <CustomerNotes notes={customer.notes} busy={busy} error={noteError} />
          {/* A gift card issued by hand is the owner's (decision record 050), one per showing of its form. */}
          {loaderData.isOwner && !customer.erased ? <IssueGiftCardForm customerId={customer.id} formKey={loaderData.giftCardFormKey} /> : null}
          {loaderData.isOwner && !customer.erased ? (
            <CustomerPrivacyActions customer={{ id: customer.id, name: `${customer.firstName} ${customer.lastName}` }} />
          ) : null}
        </div>
      </div>
    </article>
  );
}

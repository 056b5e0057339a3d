/**
 * The price sheet, /admin/price-sheet (owner only; issue 36, decision record 056): download the
 * catalogue as CSV, edit it in a spreadsheet, and import it back — a dry run first (every change,
 * before and after, and every refused row with its line and why), then the apply, all of it or
 * nothing, audited. Applying is an owner action (the password or a code within 10 minutes).
 */
import { useNavigation } from 'react-router';
import type { Route } from './+types/price-sheet';
import { PriceSheetForm as PriceSheetFormSchema, PRICE_SHEET_FILE_FIELD } from '../../../domain/schemas/price-sheet';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireOwnerPage, requireStaff, requireStaffSession } from '../../features/admin/admin.server';
import { PriceSheetForm } from '../../features/admin/price-sheet/price-sheet-form';
import { PriceSheetReport } from '../../features/admin/price-sheet/price-sheet-report';
import { applyPage, dryRunPage } from '../../features/admin/price-sheet/price-sheet.server';
import { ownerAction } from '../../features/admin/reauth.server';
import { buttonClass } from '../../components/ui/button-class';
import { FormAlert } from '../../components/ui/form-alert';
import { done, formFields, invalid } from '../../lib/action-result';
import { forAction } from '../../lib/domain-errors.server';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Price sheet', description: 'The catalogue’s prices and stock as a spreadsheet.', path: '/admin/price-sheet' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwnerPage(await requireStaff(context, request));
  return { exportUrl: '/api/admin/price-sheet' };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await requireStaffSession(context, request);
  requireOwnerPage(session.user);
  const form = await request.formData();
  const parsed = PriceSheetFormSchema.safeParse(formFields(form));
  if (!parsed.success) return invalid(parsed.error, 'apply' as const);
  const chosen = form.get(PRICE_SHEET_FILE_FIELD);
  const file = chosen instanceof File ? chosen : null;
  if (parsed.data.intent === 'dry-run') {
    return forAction(async () => done({ intent: 'dry-run' as const, report: await dryRunPage(context, file) }), 'dry-run' as const);
  }
  const { fingerprint } = parsed.data;
  return ownerAction(context, session, form, 'apply' as const, async () => {
    const applied = await applyPage(context, file, fingerprint, session.user);
    return done({ intent: 'apply' as const, message: applied.message });
  });
}

export default function PriceSheet({ loaderData, actionData: result }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const report = result?.ok && 'report' in result ? result.report : undefined;
  return (
    <section className="grid gap-6">
      <h1 className="text-4xl">Price sheet</h1>
      <div aria-live="polite" className="grid gap-4">
        {result?.error ? <FormAlert tone="error">{result.error}</FormAlert> : null}
        {result?.message ? <FormAlert tone="success">{result.message}</FormAlert> : null}
      </div>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <PriceSheetForm
          report={report}
          confirmIdentity={Boolean(result?.reauthenticate)}
          busy={busy}
          applied={result?.ok === true && result.intent === 'apply'}
        />
        <section aria-labelledby="how-it-works" className="grid content-start gap-3 self-start border border-line bg-white/70 p-6 text-sm">
          <h2 id="how-it-works" className="font-display text-2xl">
            How it works
          </h2>
          <p>One row per piece: each variant in each metal and size, with its price, stock, weight, making and stones.</p>
          <a href={loaderData.exportUrl} download className={buttonClass({ variant: 'secondary' }, 'justify-self-start')}>
            DOWNLOAD THE SHEET
          </a>
          <p>
            Change prices, stock, weights (grams), making or stones in a spreadsheet and save it as CSV. The other columns name the piece: keep them as they
            are. A price is one per metal: change it on one size’s row and every size follows.
          </p>
          <p className="text-muted">The dry run changes nothing. Applying changes all of it or nothing, and the shop shows it at once.</p>
        </section>
      </div>
      {report ? <PriceSheetReport report={report} /> : null}
    </section>
  );
}

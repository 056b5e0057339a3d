/**
 * The price sheet's one form (decision record 056): choose the edited file, run the dry run, and —
 * when it changes something and refuses no row — apply it. The file stays chosen after the dry run
 * (the page is not left), so APPLY sends the very file the dry run read, with its fingerprint;
 * choosing another file takes the apply away until its own dry run. An owner asked to confirm who
 * they are types the password here, so the file goes with it.
 */
import { useState } from 'react';
import { Form } from 'react-router';
import type { PriceSheetReportAnswer } from '../../../../domain/contract/price-sheet';
import { PRICE_SHEET_FILE_FIELD } from '../../../../domain/schemas/price-sheet';
import { Button } from '../../../components/ui/button';
import { hintId } from '../../../components/ui/field-control';
import { FieldShell } from '../../../components/ui/field-shell';
import { PasswordField } from '../../../components/ui/password-field';

interface PriceSheetFormProps {
  report: PriceSheetReportAnswer | undefined;
  /** The owner must confirm who they are before the apply goes on. */
  confirmIdentity: boolean;
  busy: boolean;
  /** The sheet was just applied: nothing left to apply until the next dry run. */
  applied: boolean;
}

export function PriceSheetForm({ report, confirmIdentity, busy, applied }: PriceSheetFormProps) {
  // The report the chosen file was read into; a newly chosen file has none yet.
  const [checked, setChecked] = useState<PriceSheetReportAnswer | undefined>(report);
  const [seen, setSeen] = useState(report);
  // A new dry run's report replaces the one kept; an answer without one (a request to confirm who you are) keeps it.
  if (report && report !== seen) {
    setSeen(report);
    setChecked(report);
  }
  const applicable = !applied && checked && checked.errorCount === 0 && checked.changeCount > 0 ? checked : undefined;
  return (
    <Form method="post" encType="multipart/form-data" aria-label="Import a price sheet" className="grid content-start gap-5 border border-line bg-white/70 p-6">
      <h2 className="font-display text-2xl">Import a sheet</h2>
      <FieldShell id="price-sheet-file" label="Edited price sheet (CSV)" hint="The sheet as exported, with prices, stock, weights, making or stones changed.">
        <input
          id="price-sheet-file"
          type="file"
          name={PRICE_SHEET_FILE_FIELD}
          accept=".csv,text/csv"
          required
          aria-describedby={hintId('price-sheet-file')}
          onChange={() => setChecked(undefined)}
          className="block w-full text-sm file:mr-4 file:border file:border-ink file:bg-transparent file:px-4 file:py-2 file:text-xs file:font-semibold file:tracking-[0.2em]"
        />
      </FieldShell>
      {applicable ? <input type="hidden" name="fingerprint" value={applicable.fingerprint} /> : null}
      {confirmIdentity && applicable ? (
        <PasswordField
          label="Password or authenticator code"
          name="confirmIdentity"
          autoComplete="current-password"
          hint="Owner actions ask for it again after 10 minutes."
          required
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="dry-run" variant={applicable ? 'secondary' : 'primary'} disabled={busy}>
          DRY RUN
        </Button>
        {applicable ? (
          <Button type="submit" name="intent" value="apply" disabled={busy}>
            APPLY {applicable.summary.toUpperCase()}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

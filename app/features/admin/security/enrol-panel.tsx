/** Setting up two-factor: the QR code to scan, the secret to type instead, and the first code that turns it on. */
import type { TwoFactorEnrolmentAnswer } from '../../../../domain/contract/admin-two-factor';
import { CodeForm } from './code-form';

export function EnrolPanel({ enrolment, error, busy }: { enrolment: TwoFactorEnrolmentAnswer; error: string | undefined; busy: boolean }) {
  return (
    <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
      <img src={enrolment.qrCode} alt="QR code for your authenticator app" width={192} height={192} className="h-48 w-48 border border-line bg-white p-2" />
      <div className="grid content-start gap-4">
        <ol className="list-decimal space-y-2 pl-5 text-sm">
          <li>Open an authenticator app (Google Authenticator, 1Password, Authy…) and scan the QR code.</li>
          <li>
            Can’t scan it? Type this key instead:{' '}
            <code data-testid="two-factor-secret" className="break-all bg-sand px-2 py-1 font-mono text-sm tracking-wider">
              {enrolment.secret}
            </code>
          </li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <CodeForm intent="confirm" label="Code from the app" button="TURN ON TWO-FACTOR" error={error} busy={busy} />
      </div>
    </div>
  );
}

/**
 * The account page's own details: the name and phone, the e-mail address (changed once the link
 * mailed to the new one is opened) and the password (the current one first; the other devices are
 * logged out). Each is one AccountForm; the rules and messages are the API's schemas'.
 */
import type { ProfileAnswer } from '../../../domain/contract/account.ts';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { AccountForm } from './account-form';

const cardClass = 'border border-line bg-white p-6 sm:p-8';
const headingClass = 'font-display text-2xl';

export function ProfileForm({ profile }: { profile: ProfileAnswer }) {
  return (
    <section aria-labelledby="details-heading" className={cardClass}>
      <h2 id="details-heading" className={headingClass}>
        Your details
      </h2>
      <AccountForm intent="profile" label="Your details" className="mt-5 grid gap-4 sm:grid-cols-2">
        {({ errors, busy }) => (
          <>
            <TextField label="First name" name="firstName" autoComplete="given-name" defaultValue={profile.firstName} error={errors.firstName} />
            <TextField label="Last name" name="lastName" autoComplete="family-name" defaultValue={profile.lastName} error={errors.lastName} />
            <div className="sm:col-span-2">
              <TextField label="Phone" name="phone" type="tel" autoComplete="tel" optional defaultValue={profile.phone} error={errors.phone} />
            </div>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={busy}>
                {busy ? 'Saving…' : 'SAVE DETAILS'}
              </Button>
            </div>
          </>
        )}
      </AccountForm>
    </section>
  );
}

export function EmailForm({ profile }: { profile: ProfileAnswer }) {
  return (
    <section aria-labelledby="email-heading" className={cardClass}>
      <h2 id="email-heading" className={headingClass}>
        E-mail address
      </h2>
      <p className="mt-2 text-sm text-muted">
        Now: <strong className="break-all font-medium text-ink">{profile.email}</strong>
        {profile.emailVerified ? ' (confirmed)' : ' (not confirmed yet)'}
      </p>
      <p className="mt-1 text-sm text-muted">We mail a link to the new address; your address changes when you open it, and we tell this one.</p>
      <AccountForm intent="email" label="Change your e-mail address" className="mt-5 grid gap-4" clearOnDone>
        {({ errors, busy }) => (
          <>
            <TextField label="New e-mail address" name="email" type="email" autoComplete="email" error={errors.email} />
            <PasswordField label="Current password" name="password" autoComplete="current-password" error={errors.password} />
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? 'Sending…' : 'CHANGE E-MAIL'}
              </Button>
            </div>
          </>
        )}
      </AccountForm>
    </section>
  );
}

export function PasswordForm() {
  return (
    <section aria-labelledby="password-heading" className={cardClass}>
      <h2 id="password-heading" className={headingClass}>
        Password
      </h2>
      <p className="mt-2 text-sm text-muted">Changing it logs you out on every other device; this one stays logged in.</p>
      <AccountForm intent="password" label="Change your password" className="mt-5 grid gap-4" clearOnDone>
        {({ errors, busy }) => (
          <>
            <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" error={errors.currentPassword} />
            <PasswordField label="New password" name="password" autoComplete="new-password" error={errors.password} />
            <PasswordField label="Confirm new password" name="confirmPassword" autoComplete="new-password" error={errors.confirmPassword} />
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? 'Changing…' : 'CHANGE PASSWORD'}
              </Button>
            </div>
          </>
        )}
      </AccountForm>
    </section>
  );
}

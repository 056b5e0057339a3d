/**
 * The shape every owner's settings page shares: the title, the answer of the last save (a request
 * to confirm who they are, an error, a success), the form, and beside it what the settings change
 * for shoppers. Pages pass their own form and words; the scaffold is written once here.
 */
import type { ReactNode } from 'react';
import { FormAlert } from '../../components/ui/form-alert';
import { ConfirmIdentity } from './confirm-identity';

interface SettingsPageProps {
  title: string;
  result: { error?: string; message?: string; reauthenticate?: Record<string, string> } | undefined;
  busy: boolean;
  /** Shown above the answers (the sample-details banner). */
  banner?: ReactNode;
  form: ReactNode;
  aside: { id: string; title: string; children: ReactNode };
}

export function SettingsPage({ title, result, busy, banner, form, aside }: SettingsPageProps) {
  return (
    <section className="grid gap-6">
      <h1 className="text-4xl">{title}</h1>
      <div aria-live="polite" className="grid gap-4">
        {banner}
        {result?.reauthenticate ? <ConfirmIdentity fields={result.reauthenticate} error={result.error} busy={busy} /> : null}
        {result?.error && !result.reauthenticate ? <FormAlert tone="error">{result.error}</FormAlert> : null}
        {result?.message ? <FormAlert tone="success">{result.message}</FormAlert> : null}
      </div>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {form}
        <section aria-labelledby={aside.id} className="grid content-start gap-3 self-start border border-line bg-white/70 p-6 text-sm">
          <h2 id={aside.id} className="font-display text-2xl">
            {aside.title}
          </h2>
          {aside.children}
        </section>
      </div>
    </section>
  );
}

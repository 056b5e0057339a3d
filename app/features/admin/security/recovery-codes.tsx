/**
 * The ten recovery codes, shown once: each signs in once without the phone. Each code stays on
 * one line (a code broken at its hyphen reads as two), and the owner can copy them all or save
 * them as a text file.
 */
import { CopyButton } from '../../../components/ui/copy-button';
import { smallButtonClass } from '../../../components/ui/button-class';

/** The codes as the copied text and the saved file hold them: one a line. */
const recoveryCodesText = (codes: readonly string[]) => `${codes.join('\n')}\n`;

export function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = recoveryCodesText(codes);
  return (
    <div className="grid gap-4 border border-gold/40 bg-sand p-6">
      <h3 className="font-display text-2xl">Your recovery codes</h3>
      <p className="text-sm">Each one signs you in once if you lose your phone. Save them in a password manager or print them: they are not shown again.</p>
      <ul aria-label="Recovery codes" className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2 font-mono text-base">
        {codes.map((code) => (
          <li key={code} className="whitespace-nowrap bg-white px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={text} label="COPY ALL" accessibleLabel="Copy all the recovery codes" />
        <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="recovery-codes.txt" className={smallButtonClass()}>
          DOWNLOAD (.TXT)
        </a>
      </div>
    </div>
  );
}

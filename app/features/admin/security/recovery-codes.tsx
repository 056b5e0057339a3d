/** The ten recovery codes, shown once: each signs in once without the phone. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="grid gap-4 border border-gold/40 bg-sand p-6">
      <h3 className="font-display text-2xl">Your recovery codes</h3>
      <p className="text-sm">Each one signs you in once if you lose your phone. Save them in a password manager or print them: they are not shown again.</p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="bg-white px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}

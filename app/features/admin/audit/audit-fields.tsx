/** A field's value as written: text as it is, nothing (null) as a dash, anything else as JSON. */
const valueText = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** An audit entry's fields, before or after the change, one per line. */
export function AuditFields({ fields }: { fields: Record<string, unknown> | null }) {
  if (!fields) return <span className="text-muted">—</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      {Object.entries(fields).map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-muted">{key}</dt>
          <dd className="break-all">{valueText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

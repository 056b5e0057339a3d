import { auditValueText, isWithheld } from '../../../../domain/audit-personal.ts';

/** An audit entry's fields, before or after the change, one per line. */
export function AuditFields({ fields }: { fields: Record<string, unknown> | null }) {
  if (!fields) return <span className="text-muted">—</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      {Object.entries(fields).map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-muted">{key}</dt>
          <dd className={isWithheld(value) ? 'text-muted italic' : 'break-all'}>{auditValueText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

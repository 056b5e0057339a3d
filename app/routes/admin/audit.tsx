/**
 * The audit log, /admin/audit (owner only): every back-office change, staff sign-in, password
 * reset and document download, newest first, in words, with who and the fields before and after;
 * filtered by person, entity (one of those the log has) and dates. The filters are a GET form, so
 * a filtered view is a link. Refused sign-ins, reset requests and shoppers' sign-ins are security
 * events, on their own page (/admin/security-events, decision record 043).
 */
import { Form, Link, data, useSearchParams } from 'react-router';
import type { Route } from './+types/audit';
import { AuditQuery } from '../../../domain/schemas/audit';
import { fullName } from '../../../domain/schemas/account';
import { privatePageMeta } from '../../features/account/page-meta';
import { auditEntities, listAudit, listStaff, requireOwnerPage, requireStaff } from '../../features/admin/admin.server';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { FormAlert } from '../../components/ui/form-alert';
import { Pager } from '../../components/ui/pager';
import { Table } from '../../components/ui/table';
import { TextField } from '../../components/ui/text-field';
import { AuditFields } from '../../features/admin/audit/audit-fields';
import { formatMoment } from '../../../domain/dates.ts';
import { auditActorLabel, auditEntityLabel } from '../../../domain/audit-labels.ts';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Audit log', description: 'Who changed what in the back office.', path: '/admin/audit' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwnerPage(await requireStaff(context, request));
  const [members, entityNames] = await Promise.all([listStaff(context), auditEntities(context)]);
  const staff = members.map((member) => ({ id: member.id, name: fullName(member) }));
  const entities = entityNames.map((entity) => ({ entity, label: auditEntityLabel(entity) })).sort((a, b) => a.label.localeCompare(b.label));
  const query = AuditQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return data({ staff, entities, entries: [], hasMore: false, page: 1, error: query.error.issues[0]!.message }, { status: 400 });
  const { entries, hasMore } = await listAudit(context, query.data);
  return { staff, entities, entries, hasMore, page: query.data.page, error: undefined };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <section>
      <h1 className="text-4xl">Audit log</h1>
      <p className="mt-2 text-sm text-muted">
        What staff do, kept for good. Refused sign-ins, password reset requests and shoppers’ sign-ins are{' '}
        <Link className="text-gold-dark underline underline-offset-4" to="/admin/security-events">
          security events
        </Link>
        , kept for a while.
      </p>
      <Form method="get" className="mt-6 grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField label="Person" name="actorId" defaultValue={params.get('actorId') ?? ''}>
          <option value="">Everyone</option>
          {loaderData.staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Entity" name="entity" defaultValue={params.get('entity') ?? ''}>
          <option value="">Any entity</option>
          {loaderData.entities.map(({ entity, label }) => (
            <option key={entity} value={entity}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField label="Entity id" name="entityId" defaultValue={params.get('entityId') ?? ''} />
        <TextField label="From" name="from" type="date" defaultValue={params.get('from') ?? ''} />
        <TextField label="To" name="to" type="date" defaultValue={params.get('to') ?? ''} />
        <Button type="submit">FILTER</Button>
      </Form>
      {loaderData.error ? (
        <div className="mt-6">
          <FormAlert tone="error">{loaderData.error}</FormAlert>
        </div>
      ) : null}
      <Table
        className="mt-8"
        label="Audit entries"
        narrow={{ card: (entry) => <EntryCard entry={entry} /> }}
        rows={loaderData.entries}
        rowKey={(entry) => entry.id}
        empty={<p className="mt-10 text-muted">No entries match these filters.</p>}
        columns={[
          { header: 'WHEN', className: 'whitespace-nowrap', cell: (entry) => formatMoment(entry.at) },
          { header: 'WHO', className: 'break-all', cell: (entry) => <Actor entry={entry} /> },
          { header: 'WHAT', cell: (entry) => <What entry={entry} /> },
          { header: 'BEFORE', cell: (entry) => <AuditFields fields={entry.before} /> },
          { header: 'AFTER', cell: (entry) => <AuditFields fields={entry.after} /> },
        ]}
      />
      <Pager page={loaderData.page} hasMore={loaderData.hasMore} params={params} />
    </section>
  );
}

type Entry = Route.ComponentProps['loaderData']['entries'][number];

const Actor = ({ entry }: { entry: Entry }) => (entry.actorEmail ? entry.actorEmail : <span className="text-muted">{auditActorLabel(entry)}</span>);

function What({ entry }: { entry: Entry }) {
  return (
    <>
      <p className="font-medium">{entry.label}</p>
      <p className="text-xs text-muted">{entry.action}</p>
      <Link className="text-xs text-gold-dark underline underline-offset-4" to={`?entity=${entry.entity}&entityId=${entry.entityId}`}>
        {entry.entity} #{entry.entityId}
      </Link>
    </>
  );
}

/** One entry below md, where the five columns do not fit: what, who and when, then before and after. */
function EntryCard({ entry }: { entry: Entry }) {
  return (
    <>
      <What entry={entry} />
      <p className="mt-2 text-xs break-all text-muted">
        {formatMoment(entry.at)} · <Actor entry={entry} />
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2">
        <dt className="text-xs tracking-[0.2em] text-muted">BEFORE</dt>
        <dd>
          <AuditFields fields={entry.before} />
        </dd>
        <dt className="text-xs tracking-[0.2em] text-muted">AFTER</dt>
        <dd>
          <AuditFields fields={entry.after} />
        </dd>
      </dl>
    </>
  );
}

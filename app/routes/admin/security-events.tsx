/**
 * Security events, /admin/security-events (owner only): refused sign-ins (with the address typed and
 * why), password reset links asked for, shoppers' sign-ins and resets, newest first; filtered by
 * kind and address. They are kept for the owner's period, then deleted (decision record 043); what
 * staff do is in the audit log. The filters are a GET form, so a filtered view is a link.
 */
import { Form, Link, data, useSearchParams } from 'react-router';
import type { Route } from './+types/security-events';
import { SecurityEventsQuery } from '../../../domain/contract/retention';
import { SECURITY_EVENT_KINDS, SECURITY_EVENT_LABELS, periodWords } from '../../../domain/retention';
import { formatMoment } from '../../../domain/dates.ts';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireOwnerPage, requireStaff } from '../../features/admin/admin.server';
import { AuditFields } from '../../features/admin/audit/audit-fields';
import { securityEventsData } from '../../features/admin/retention/retention.server';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { SelectField } from '../../components/ui/select-field';
import { Pager } from '../../components/ui/pager';
import { Table } from '../../components/ui/table';
import { TextField } from '../../components/ui/text-field';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Security events', description: 'Sign-ins refused, resets asked for.', path: '/admin/security-events' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwnerPage(await requireStaff(context, request));
  const query = SecurityEventsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    const empty = await securityEventsData(context, SecurityEventsQuery.parse({}));
    return data({ ...empty, events: [], hasMore: false, page: 1, error: query.error.issues[0]!.message }, { status: 400 });
  }
  return { ...(await securityEventsData(context, query.data)), page: query.data.page, error: undefined };
}

export default function SecurityEvents({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <section>
      <h1 className="text-4xl">Security events</h1>
      <p className="mt-2 text-sm text-muted">
        Kept for {periodWords(loaderData.keptDays)}, then deleted (
        <Link className="text-gold-dark underline underline-offset-4" to="/admin/settings/privacy">
          privacy settings
        </Link>
        ). What staff do is in the{' '}
        <Link className="text-gold-dark underline underline-offset-4" to="/admin/audit">
          audit log
        </Link>
        .
      </p>
      <Form method="get" className="mt-6 grid items-end gap-4 sm:grid-cols-3">
        <SelectField label="Kind" name="kind" defaultValue={params.get('kind') ?? ''}>
          <option value="">Every kind</option>
          {SECURITY_EVENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {SECURITY_EVENT_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <TextField label="E-mail address" name="email" type="email" defaultValue={params.get('email') ?? ''} />
        <Button type="submit">FILTER</Button>
      </Form>
      {loaderData.error ? (
        <div className="mt-6">
          <FormAlert tone="error">{loaderData.error}</FormAlert>
        </div>
      ) : null}
      <Table
        className="mt-8"
        label="Security events"
        narrow={{ card: (event) => <EventCard event={event} /> }}
        rows={loaderData.events}
        rowKey={(event) => event.id}
        empty={<p className="mt-10 text-muted">No events match these filters.</p>}
        columns={[
          { header: 'WHEN', className: 'whitespace-nowrap', cell: (event) => formatMoment(event.at) },
          { header: 'WHAT', cell: (event) => <p className="font-medium">{event.label}</p> },
          { header: 'ADDRESS', className: 'break-all', cell: (event) => <Address event={event} /> },
          { header: 'FROM', className: 'break-all', cell: (event) => event.ip ?? <span className="text-muted">unknown</span> },
          { header: 'DETAIL', cell: (event) => <AuditFields fields={event.detail} /> },
        ]}
      />
      <Pager page={loaderData.page} hasMore={loaderData.hasMore} params={params} />
    </section>
  );
}

type Event = Route.ComponentProps['loaderData']['events'][number];

function Address({ event }: { event: Event }) {
  return (
    <>
      {event.email ?? ''}
      <span className="block text-xs text-muted">{event.userId === null ? 'no account' : `account #${event.userId}`}</span>
    </>
  );
}

/** One event below md, where the columns do not fit. */
function EventCard({ event }: { event: Event }) {
  return (
    <>
      <p className="font-medium">{event.label}</p>
      <p className="mt-1 text-xs break-all text-muted">
        {formatMoment(event.at)} · {event.ip ?? 'from an unknown address'}
      </p>
      <p className="mt-2 text-sm break-all">
        <Address event={event} />
      </p>
      {event.detail ? (
        <div className="mt-2">
          <AuditFields fields={event.detail} />
        </div>
      ) : null}
    </>
  );
}

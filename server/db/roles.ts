/**
 * Two database roles (issue 37, decision record 058). The owning role owns the tables and runs the
 * migrations; the shop serves with a role of its own that is not a superuser, owns nothing and is
 * no member of the owner. That role cannot `SET session_replication_role` nor `ALTER TABLE …
 * DISABLE TRIGGER`, so the append-only triggers of the audit log and the ledgers hold against the
 * shop's own connection, whatever runs through it.
 *
 * What the shop's role may do is what the migrations let the owner do, and no more: after the
 * migrations, the owner gives it the owner's own SELECT, INSERT, UPDATE and DELETE on each table
 * (a migration's REVOKE from the owner, such as the audit log's UPDATE and DELETE, therefore binds
 * it too), the use of the schema and its sequences, and a read of which migrations ran. Only the differences are granted or revoked, so a start
 * with nothing new changes nothing.
 */
import { createHmac } from 'node:crypto';
import type pg from 'pg';

/** The role the shop serves with on its embedded server. */
export const EMBEDDED_RUNTIME_ROLE = 'shop_runtime';

/** The embedded runtime role's password: derived from the superuser's, so no second file to keep (and one does not give the other). */
export const runtimePassword = (superuserPassword: string) => createHmac('sha256', superuserPassword).update('shop runtime role').digest('base64url');

const DATA_PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'];

/** Makes the login role, or brings it back to no powers and the given password verifier (never the password itself). */
export async function ensureRuntimeRole(admin: pg.ClientBase, role: string, passwordVerifier: string): Promise<void> {
  const name = admin.escapeIdentifier(role);
  const powers = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${admin.escapeLiteral(passwordVerifier)}`;
  const { rowCount } = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
  await admin.query(rowCount ? `ALTER ROLE ${name} ${powers}` : `CREATE ROLE ${name} ${powers}`);
}

interface Privilege {
  /** The table's name, quoted as needed (regclass text). */
  on: string;
  /** A column, for a privilege granted on one column only. */
  column: string | null;
  privilege: string;
}

const key = (p: Privilege) => `${p.privilege} ${p.column ?? ''} ${p.on}`;

/** The data privileges `grantee` holds on the public schema's tables (from the ACLs, so a superuser owner reads true). */
async function privilegesOf(client: pg.ClientBase, grantee: string | 'owner'): Promise<Privilege[]> {
  const who = grantee === 'owner' ? 'c.relowner' : '(SELECT oid FROM pg_roles WHERE rolname = $1)';
  const params = grantee === 'owner' ? [] : [grantee];
  const { rows } = await client.query<Privilege>(
    `SELECT c.oid::regclass::text AS "on", NULL AS "column", a.privilege_type AS privilege
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       CROSS JOIN LATERAL aclexplode(coalesce(c.relacl, acldefault('r', c.relowner))) a
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND a.grantee = ${who} AND a.privilege_type = ANY($${params.length + 1})
     UNION ALL
     SELECT c.oid::regclass::text, att.attname, a.privilege_type
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute att ON att.attrelid = c.oid AND att.attacl IS NOT NULL AND NOT att.attisdropped
       CROSS JOIN LATERAL aclexplode(att.attacl) a
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND a.grantee = ${who} AND a.privilege_type = ANY($${params.length + 1})`,
    [...params, DATA_PRIVILEGES],
  );
  return rows;
}

/**
 * Gives `role` the owner's data privileges on every table and the use of every sequence, and takes
 * back any it holds beyond them. Run by the owning role (or a superuser), after the migrations, in
 * one transaction: a shop already serving sees the old privileges or the new ones.
 */
export async function grantToRuntime(owner: pg.ClientBase, role: string): Promise<void> {
  const name = owner.escapeIdentifier(role);
  const wanted = await privilegesOf(owner, 'owner');
  const held = await privilegesOf(owner, role);
  const heldKeys = new Set(held.map(key));
  const wantedKeys = new Set(wanted.map(key));
  const statement = (verb: 'GRANT' | 'REVOKE', p: Privilege) =>
    `${verb} ${p.privilege}${p.column === null ? '' : ` (${owner.escapeIdentifier(p.column)})`} ON ${p.on} ${verb === 'GRANT' ? 'TO' : 'FROM'} ${name}`;
  const changes = [
    ...held.filter((p) => !wantedKeys.has(key(p))).map((p) => statement('REVOKE', p)),
    ...wanted.filter((p) => !heldKeys.has(key(p))).map((p) => statement('GRANT', p)),
  ];
  // The schema (PUBLIC's use of it may be revoked), the sequences, and which migrations ran (read only).
  const { rows } = await owner.query<{ schema: boolean; sequences: boolean; migrations: boolean }>(
    `SELECT has_schema_privilege($1, 'public', 'USAGE') AS schema,
            coalesce((SELECT bool_and(has_sequence_privilege($1, c.oid, 'USAGE')) FROM pg_class c
                       WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'S'), true) AS sequences,
            to_regclass('drizzle.__drizzle_migrations') IS NULL
              OR (has_schema_privilege($1, 'drizzle', 'USAGE') AND has_table_privilege($1, 'drizzle.__drizzle_migrations', 'SELECT')) AS migrations`,
    [role],
  );
  if (!rows[0]!.schema) changes.push(`GRANT USAGE ON SCHEMA public TO ${name}`);
  if (!rows[0]!.sequences) changes.push(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${name}`);
  if (!rows[0]!.migrations) changes.push(`GRANT USAGE ON SCHEMA drizzle TO ${name}`, `GRANT SELECT ON drizzle.__drizzle_migrations TO ${name}`);
  if (!changes.length) return;
  await owner.query('BEGIN');
  try {
    for (const change of changes) await owner.query(change);
    await owner.query('COMMIT');
  } catch (error) {
    await owner.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/**
 * What the connected role could do to get past the append-only triggers: empty for a role fit to
 * serve. Each entry says why, for the start's warning.
 */
export async function runtimeRoleRisks(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ role: string; superuser: boolean; owns: string | null; version: number }>(
    `SELECT current_user AS role, r.rolsuper AS superuser, current_setting('server_version_num')::int AS version,
            (SELECT string_agg(c.relname, ', ' ORDER BY c.relname) FROM pg_class c
              WHERE c.oid IN ('public.audit_events'::regclass, 'public.payment_events'::regclass) AND pg_has_role(current_user, c.relowner, 'USAGE')) AS owns
       FROM pg_roles r WHERE r.rolname = current_user`,
  );
  const row = rows[0]!;
  const risks: string[] = [];
  if (row.superuser) risks.push(`the role ${row.role} is a superuser`);
  if (row.owns) risks.push(`the role ${row.role} owns (or acts as the owner of) ${row.owns}`);
  // PostgreSQL 15 lets a superuser grant SET on a parameter to another role.
  if (!row.superuser && row.version >= 150000) {
    const { rows: granted } = await client.query<{ may: boolean }>(`SELECT has_parameter_privilege('session_replication_role', 'SET') AS may`);
    if (granted[0]!.may) risks.push(`the role ${row.role} may SET session_replication_role`);
  }
  return risks;
}

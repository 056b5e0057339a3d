-- The audit log is append-only (ASVS V16.4.2, decision record 023): no role the shop connects
-- with may change or remove an entry. A trigger holds whoever the role is, the table's owner and
-- a superuser included (privileges do not bind either), on the embedded server and on one that
-- DATABASE_URL names alike; the REVOKE adds what privileges can where they apply. Removing the
-- trigger takes a deliberate ALTER TABLE by the table's owner, never an application query.
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: an entry cannot be changed or deleted (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON audit_events FROM PUBLIC, CURRENT_USER;

-- An invoice and a credit note name the payment entry that issued them (a foreign key). PostgreSQL
-- checks such a key as the owner of the table referred to, with SELECT … FOR KEY SHARE, which needs
-- UPDATE on one of its columns; migration 0022 took every UPDATE on payment_events from its owner.
-- A superuser owner never noticed; an owner that is not one (decision record 058, the README's two
-- roles) could then issue no invoice. The owner (and the shop's role, which holds the owner's
-- rights) may now lock an entry's id; the trigger refuses every UPDATE of an entry as before.
GRANT UPDATE ("id") ON "payment_events" TO CURRENT_USER;

/** The staff's notes on a customer: the form to add one, and the notes, newest first, each signed with its author and time. */
import { Form } from 'react-router';
import { MAX_CUSTOMER_NOTE_LENGTH } from '../../../domain/customers';
import { formatMoment } from '../../../domain/dates';
import type { CustomerNoteAnswer } from '../../../domain/contract/customer';
import { Button } from '../../components/ui/button';
import { TextareaField } from '../../components/ui/textarea-field';

export function CustomerNotes({ notes, busy, error }: { notes: readonly CustomerNoteAnswer[]; busy: boolean; error?: string }) {
  return (
    <section aria-labelledby="notes-heading" className="grid gap-4 border border-line bg-white/70 p-6">
      <h2 id="notes-heading" className="font-display text-2xl">
        Staff notes
      </h2>
      {/* A new key per note saved empties the field; a refused note keeps what was typed. */}
      <Form key={notes.length} method="post" className="grid gap-4">
        <TextareaField
          label="Note"
          name="note"
          rows={3}
          maxLength={MAX_CUSTOMER_NOTE_LENGTH}
          hint="For the staff only: the customer never sees it."
          error={error}
          required
        />
        <Button type="submit" name="intent" value="note" variant="secondary" disabled={busy} block>
          ADD NOTE
        </Button>
      </Form>
      {notes.length ? (
        <ol className="divide-y divide-line" aria-label="Notes, newest first">
          {notes.map((note) => (
            <li key={note.id} className="py-3">
              <p className="text-xs text-muted">
                {note.author?.name ?? 'A former staff member'} · <time dateTime={note.at}>{formatMoment(note.at)}</time>
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-line">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

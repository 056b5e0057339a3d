/** A customer's tags: as links to the list filtered by each, and the customer page's add and remove forms. */
import { Form, Link } from 'react-router';
import { MAX_TAG_LENGTH, MAX_TAGS_PER_CUSTOMER } from '../../../domain/customers';
import { Button } from '../../components/ui/button';
import { smallButtonClass } from '../../components/ui/button-class';
import { TextField } from '../../components/ui/text-field';

const CHIP = 'inline-flex items-center gap-1 border border-line bg-sand px-2 py-0.5 text-xs';

export function TagList({ tags, className = '' }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={`/admin/customers?tag=${encodeURIComponent(tag)}`} className={`${CHIP} hover:border-gold-dark`}>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function TagForms({ tags, busy, error }: { tags: readonly string[]; busy: boolean; error?: string }) {
  return (
    <section aria-labelledby="tags-heading" className="grid gap-4 border border-line bg-white/70 p-6">
      <h2 id="tags-heading" className="font-display text-2xl">
        Tags
      </h2>
      {tags.length ? (
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-2 border border-line bg-sand pl-3 text-sm">
              <Link to={`/admin/customers?tag=${encodeURIComponent(tag)}`} className="hover:underline">
                {tag}
              </Link>
              <Form method="post" className="inline">
                <input type="hidden" name="tag" value={tag} />
                <button
                  type="submit"
                  name="intent"
                  value="remove-tag"
                  disabled={busy}
                  className={smallButtonClass({ tone: 'quiet', content: 'glyph' }, 'border-y-0 border-r-0')}
                  aria-label={`Remove the tag ${tag}`}
                >
                  ✕
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No tags yet.</p>
      )}
      <Form key={tags.join('\n')} method="post" className="grid gap-4">
        <TextField
          label="New tag"
          name="tag"
          maxLength={MAX_TAG_LENGTH}
          autoComplete="off"
          hint={`Up to ${MAX_TAGS_PER_CUSTOMER} a customer, e.g. vip, wholesale. Each tag finds its customers in the list.`}
          error={error}
          required
        />
        <Button type="submit" name="intent" value="add-tag" variant="secondary" disabled={busy} block>
          ADD TAG
        </Button>
      </Form>
    </section>
  );
}

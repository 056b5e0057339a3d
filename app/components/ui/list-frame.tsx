/**
 * The back office's filtered lists (orders, customers), one shape: the filters as a GET form (a
 * filtered view is a link, the back button works), FILTER and Clear; then the filters' refusal
 * that names no field, the rows (dimmed while the next view loads) and the pager.
 */
import type { ReactNode } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { Button } from './button';
import { FormAlert } from './form-alert';
import { Pager } from './pager';
import { TextField } from './text-field';

/** What a list's filters form takes from its page: the address's values, a field's refusal, whether any filter is set. */
export interface ListFiltersProps {
  params: URLSearchParams;
  fieldError: (name: string) => string | undefined;
  filtered: boolean;
}

interface FilterFormProps {
  /** The list's address without filters, where Clear leads. */
  clearTo: string;
  filtered: boolean;
  /** The form's grid (`grid-cols-2 lg:grid-cols-4`), and the place of its buttons' row in it. */
  className: string;
  actionsClassName: string;
  /** The fields. */
  children: ReactNode;
  /** More beside the buttons (a download of the list). */
  extra?: ReactNode;
}

export function FilterForm({ clearTo, filtered, className, actionsClassName, children, extra }: FilterFormProps) {
  const [params] = useSearchParams();
  // A new key per address resets the fields to what the address says (back button, Clear).
  return (
    <Form key={params.toString()} method="get" className={`mt-6 grid items-end gap-4 ${className}`} role="search">
      {children}
      <div className={`flex items-center gap-4 ${actionsClassName}`}>
        <Button type="submit">FILTER</Button>
        {filtered ? (
          <Link to={clearTo} className="text-sm underline underline-offset-4 hover:text-gold-dark">
            Clear
          </Link>
        ) : null}
        {extra}
      </div>
    </Form>
  );
}

export function ListFrame({
  error,
  errorField,
  page,
  hasMore,
  children,
}: {
  error?: string;
  errorField?: string;
  page: number;
  hasMore: boolean;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  const loading = useNavigation().state === 'loading';
  return (
    <>
      {error && !errorField ? (
        <div className="mt-6">
          <FormAlert tone="error">{error}</FormAlert>
        </div>
      ) : null}
      <div className={`mt-8 transition-opacity ${loading ? 'opacity-60' : ''}`} aria-busy={loading}>
        {children}
      </div>
      <Pager page={page} hasMore={hasMore} params={params} />
    </>
  );
}

/** The list's search box (`q`), as the address has it; `className` gives its place in the form's grid. */
export function ListSearch({ label, placeholder, error, className }: { label: string; placeholder: string; error?: string; className: string }) {
  const [params] = useSearchParams();
  return (
    <div className={className}>
      <TextField label={label} name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder={placeholder} error={error} />
    </div>
  );
}

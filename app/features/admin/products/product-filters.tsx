/**
 * The products list's filters: a GET form (search by title, category, status, stock, sort), so a
 * filtered list is a link; the fields start from the address.
 */
import { Form } from 'react-router';
import { ADMIN_PRODUCT_SORTS, STOCK_STATES, type AdminProductSort } from '../../../../domain/schemas/admin-products';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { STOCK_LABELS } from './stock-state';

const SORT_LABELS: Record<AdminProductSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'Title, A to Z',
  price_asc: 'Price, low to high',
  price_desc: 'Price, high to low',
  updated: 'Recently changed',
};

export function ProductFilters({ categories, params }: { categories: string[]; params: URLSearchParams }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter products"
      className="mt-6 grid grid-cols-2 items-end gap-3 md:grid-cols-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_minmax(0,1.4fr)_auto] lg:gap-4"
    >
      <div className="col-span-2 md:col-span-4 lg:col-span-1">
        <TextField label="Search by title" name="q" type="search" defaultValue={params.get('q') ?? ''} maxLength={100} />
      </div>
      <SelectField label="Category" name="category" defaultValue={params.get('category') ?? ''}>
        <option value="">All</option>
        {categories.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Status" name="status" defaultValue={params.get('status') ?? ''}>
        <option value="">All</option>
        <option value="draft">Draft</option>
        <option value="published">Published</option>
        <option value="archived">Archived</option>
      </SelectField>
      <SelectField label="Stock" name="stock" defaultValue={params.get('stock') ?? ''}>
        <option value="">All</option>
        {STOCK_STATES.map((state) => (
          <option key={state} value={state}>
            {STOCK_LABELS[state]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Sort" name="sort" defaultValue={params.get('sort') ?? 'newest'}>
        {ADMIN_PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </SelectField>
      <Button type="submit" className="col-span-2 px-6 md:col-span-4 lg:col-span-1">
        FILTER
      </Button>
    </Form>
  );
}

import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './error-page';

afterEach(() => vi.restoreAllMocks());

/** A route error response, as a boundary receives `throw data(null, { status: 404 })`. */
const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };

const render = (error: unknown, hint?: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ErrorPage error={error} notFoundHint={hint} />
    </MemoryRouter>,
  )
    .replace(/<[^>]+>/g, '|')
    .replaceAll('&#x27;', "'");

describe('ErrorPage', () => {
  it('says a 404 cannot be found, with the route’s own hint, and logs nothing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = render(notFound, 'This piece may have left the collection, or the link may be mistyped.');
    expect(page).toContain("We can't seem to find the page you are looking for");
    expect(page).toContain('This piece may have left the collection, or the link may be mistyped.');
    expect(page).toContain('BACK TO MAIN PAGE');
    expect(log).not.toHaveBeenCalled();
  });

  it('says something went wrong for any other error, and keeps its details off the page', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = render(new Error('connection refused at db:5432'));
    expect(page).toContain('Something went wrong');
    expect(page).toContain('Please try again in a moment.');
    expect(page).not.toContain('connection refused');
    expect(log).toHaveBeenCalledOnce();
  });
});

import { isRouteErrorResponse } from 'react-router';
import { ButtonLink } from './ui/button-link';

const NOT_FOUND_HINT = 'The page may have moved, or the link may be mistyped.';

/**
 * What a shopper sees instead of a page that failed: a 404 (a missing path, product, order or
 * post) says the page cannot be found, anything else that something went wrong. Every route's
 * ErrorBoundary renders it. An unexpected error's details go to the console, never onto the page.
 */
export function ErrorPage({ error, notFoundHint = NOT_FOUND_HINT }: { error: unknown; notFoundHint?: string }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <div className="mx-auto max-w-3xl px-6 py-24 text-center">
      <h1 className="text-4xl">{notFound ? "We can't seem to find the page you are looking for" : 'Something went wrong'}</h1>
      <p className="mt-4 text-muted">{notFound ? notFoundHint : 'Please try again in a moment.'}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <ButtonLink to="/products">BROWSE THE COLLECTION</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          BACK TO MAIN PAGE
        </ButtonLink>
      </div>
    </div>
  );
}

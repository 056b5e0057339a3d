import { data } from 'react-router';

/** Every unknown path answers 404 with the not-found page (root's ErrorBoundary). */
export function loader() {
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: 'Page not found' }];
}

export default function NotFound() {
  return null;
}

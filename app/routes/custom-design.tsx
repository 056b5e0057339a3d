/* Owned by a storefront helper: replaced by the real screen. Answers 404 until then. */
import { data } from 'react-router';

export function loader() {
  throw data(null, { status: 404 });
}

export default function Screen() {
  return null;
}

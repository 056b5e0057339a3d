/* /blog and /blog-details, linked by the old home page, lead to the blog's list. */
import { redirect } from 'react-router';

export function loader() {
  return redirect('/blogs', 301);
}

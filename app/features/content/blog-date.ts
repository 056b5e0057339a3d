/** A post's date as readers expect it ("14 January 2026"), the same on the server and in the browser. */
const postDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatPostDate(iso: string): string {
  return postDate.format(new Date(iso));
}

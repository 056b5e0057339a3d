/** A post's date as readers expect it ("14 January 2026"), the same on the server and in the browser. */
export function formatPostDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

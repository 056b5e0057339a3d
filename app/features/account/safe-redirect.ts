/**
 * Where a login may send the shopper back to (`?redirectTo=/checkout`): a path on this site only,
 * so a crafted link cannot bounce a fresh session to another site. Anything else goes home.
 */
const ACCOUNT_PAGES = new Set(['/login', '/logout', '/register', '/forgot-password', '/reset-password']);

export function safeRedirect(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string') return fallback;
  const target = to.trim();
  // "//host" and "/\host" are read by browsers as another site; control characters hide tricks.
  if (!target.startsWith('/') || target.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  const base = 'http://shop.invalid';
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base || ACCOUNT_PAGES.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page, asked to come back to `redirectTo` afterwards. */
export function loginPath(redirectTo: string): string {
  const back = safeRedirect(redirectTo);
  return back === '/' ? '/login' : `/login?${new URLSearchParams({ redirectTo: back })}`;
}

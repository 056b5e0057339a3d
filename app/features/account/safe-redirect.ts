/**
 * Where a login may send the shopper back to (`?redirectTo=/checkout`): a path on this site only,
 * so a crafted link cannot bounce a fresh session to another site. Anything else goes home.
 */
const ACCOUNT_PAGES = new Set(['/login', '/login/code', '/logout', '/register', '/forgot-password', '/reset-password']);

/** A backslash or a control character: what browsers read in ways a plain path never means. */
const isTrick = (char: string) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

export function safeRedirect(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string') return fallback;
  const target = to.trim();
  // "//host" and "/\host" are read by browsers as another site; control characters hide tricks.
  if (!target.startsWith('/') || target.startsWith('//') || [...target].some(isTrick)) return fallback;
  const base = 'http://shop.invalid';
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base || ACCOUNT_PAGES.has(url.pathname)) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Normalising can make a new "//host" ("/.//evil.com" becomes "//evil.com"), and an encoded
  // slash or backslash ("/%2F%2Fevil.com", "/%5Cevil.com") is decoded by some servers and proxies:
  // the answer is checked again, raw and decoded.
  return leavesSite(path) || leavesSite(decoded(path)) ? fallback : path;
}

const leavesSite = (path: string) => path.startsWith('//') || path.startsWith('/\\') || [...path].some(isTrick);

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '//undecodable';
  }
}

/**
 * The longest way back a login is asked to keep. Past it the query is dropped, then the path: the
 * Location header stays far under the 8–16 KB that proxies and HTTP clients accept, whatever the
 * address a visitor made up.
 */
const LONGEST_WAY_BACK = 2_000;

/** The login page, asked to come back to `redirectTo` afterwards. */
export function loginPath(redirectTo: string): string {
  let back = safeRedirect(redirectTo);
  if (back.length > LONGEST_WAY_BACK) back = safeRedirect(back.split(/[?#]/)[0]);
  if (back.length > LONGEST_WAY_BACK) back = '/';
  return back === '/' ? '/login' : `/login?${new URLSearchParams({ redirectTo: back })}`;
}

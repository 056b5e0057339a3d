/** Where the login page and its code step send a person, and the headers of a sign-in's answer. */
import { isStaffRole, type Role } from '../../../domain/roles.ts';

/** After signing in: where they were going, or, for staff with nowhere in particular, the back office. */
export const afterLogin = (target: string, user: { role: Role }) => (target === '/' && isStaffRole(user.role) ? '/admin' : target);

/** The code step of a two-factor sign-in, carrying where to go afterwards. */
export const codeStepPath = (target: string) => (target === '/' ? '/login/code' : `/login/code?${new URLSearchParams({ redirectTo: target })}`);

/** A sign-in's answer: never stored, with its cookies. */
export function signedInHeaders(cookies: string[]): Headers {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
}

/**
 * The signed-in shopper as the header shows them. Accounts arrive with issue 4: the root loader
 * will then return `user`; until it does, every visitor reads as a guest.
 */
import { useRouteLoaderData } from 'react-router';

export interface SessionUser {
  firstName: string;
  lastName: string;
  email: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The user in the root loader's data, if there is a well-formed one. */
export function readSessionUser(rootData: unknown): SessionUser | undefined {
  if (typeof rootData !== 'object' || rootData === null || !('user' in rootData)) return undefined;
  const user: unknown = rootData.user;
  if (typeof user !== 'object' || user === null) return undefined;
  const { firstName, lastName, email } = user as Record<string, unknown>;
  if (!isText(firstName) || !isText(lastName) || !isText(email)) return undefined;
  return { firstName, lastName, email };
}

/** First and last name, with a space between them. */
export function fullName(user: Pick<SessionUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].map((part) => part.trim()).filter(Boolean).join(' ');
}

export function useSessionUser(): SessionUser | undefined {
  return readSessionUser(useRouteLoaderData('root'));
}

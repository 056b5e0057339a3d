/**
 * The account forms' schemas as their pages load them: when a form is first checked, never with
 * the page (lib/lazy-resolver.ts). A module of its own so that only it is imported dynamically;
 * the pages' actions import the schemas as usual.
 */
export { LoginInput, RegisterInput, ResetPasswordInput } from '../../../domain/schemas/account.ts';

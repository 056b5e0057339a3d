/**
 * The registration form's fields (the register page and the owner's setup page). What a page
 * action answers, and the helpers that read a form post, are in app/lib/action-result.ts.
 */
import { formText } from '../../lib/action-result';

/** The registration form's fields, for RegisterInput. */
export const registrationFields = (form: FormData) => ({
  firstName: formText(form, 'firstName'),
  lastName: formText(form, 'lastName'),
  email: formText(form, 'email'),
  password: formText(form, 'password'),
  confirmPassword: formText(form, 'confirmPassword'),
});

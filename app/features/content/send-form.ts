/**
 * Posts a contact or custom-design form to our API and reads the answer: success only when the
 * status is ok AND `success` is true; otherwise the server's message, else `failed`; no answer
 * (a network error or an unreadable one) gives the generic retry message.
 */
import { CONTACT_MESSAGES } from '../../../domain/contact.ts';
import { callApi } from '../../lib/api';

export type SendResult = { ok: true } | { ok: false; message: string };

export async function sendForm(endpoint: 'POST /api/contact' | 'POST /api/custom-design', body: FormData, failed: string): Promise<SendResult> {
  const answer = await callApi(endpoint, { body });
  if (answer.ok && answer.data.success === true) return { ok: true };
  if (answer.status === 0) return { ok: false, message: CONTACT_MESSAGES.unreachable };
  return { ok: false, message: (!answer.ok && answer.message) || failed };
}

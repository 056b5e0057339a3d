/**
 * Posts a form to our API and reads the answer the spec's way (001 §7, §8): success only when the
 * status is ok AND `success` is true; otherwise the server's message, else `failed`; a network
 * error or an unreadable answer gives the generic retry message.
 */
import { CONTACT_MESSAGES } from '../../../domain/schemas/contact';

export type SendResult = { ok: true } | { ok: false; message: string };

export async function sendForm(url: string, body: FormData, failed: string): Promise<SendResult> {
  let answer: unknown;
  let status: { ok: boolean };
  try {
    const response = await fetch(url, { method: 'POST', body, headers: { Accept: 'application/json' } });
    status = response;
    answer = await response.json();
  } catch {
    return { ok: false, message: CONTACT_MESSAGES.unreachable };
  }
  const reply = (typeof answer === 'object' && answer !== null ? answer : {}) as { success?: unknown; message?: unknown };
  if (status.ok && reply.success === true) return { ok: true };
  return { ok: false, message: typeof reply.message === 'string' && reply.message.trim() ? reply.message : failed };
}

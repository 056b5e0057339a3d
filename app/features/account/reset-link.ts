/**
 * Asking for a password reset link, from the login page's 'Forgot password' button or the
 * forgot-password page: both post to the /forgot-password action.
 */
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '../../lib/toast';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages.ts';
import type { ActionResult } from '../../lib/action-result';

export const RESET_LINK_FAILURE = { network: 'Something went wrong.', failed: 'Failed to send reset link.' };

/** The toast a reset-link answer deserves: the server's words, or the page's own fallbacks. */
export function announceResetLink(result: ActionResult) {
  if (result.ok) toast.success(result.message ?? ACCOUNT_MESSAGES.resetLinkSent);
  else if (result.failure) toast.error(result.failure);
  else toast.error(result.error || RESET_LINK_FAILURE.failed);
}

/** Sends the link for an address, or says the address is missing; answers with toasts. */
export function useResetLinkRequest() {
  const fetcher = useFetcher<ActionResult>();
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) announceResetLink(fetcher.data);
  }, [fetcher.state, fetcher.data]);
  const request = (email: string): boolean => {
    if (email.trim() === '') {
      toast.error(ACCOUNT_MESSAGES.forgotEmailRequired);
      return false;
    }
    void fetcher.submit({ email: email.trim() }, { method: 'post', action: '/forgot-password' });
    return true;
  };
  return { request, sending: fetcher.state !== 'idle' };
}

/**
 * The retention periods the privacy policy and the terms print, as the owner set them
 * (/admin/settings/privacy) and the retention job enforces them (decision record 043), and when
 * they last changed (the pages' effective date follows it).
 */
import type { AppLoadContext } from 'react-router';
import * as retention from '../../../server/services/retention/index.ts';

export async function loadRetention(context: AppLoadContext) {
  const { words, changedAt } = retention.presentRetention(await retention.readRetention(context.db));
  return { kept: words, changedAt };
}

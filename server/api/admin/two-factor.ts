/**
 * Two-factor sign-in for the staff member calling (set up, turn on, turn off, new recovery codes),
 * confirm-your-identity before owner actions, and the owner's security settings and switch for a
 * locked-out member. Set-up is open to a member the owner requires to use two-factor (the guard
 * lets `/admin/two-factor` through); everything else waits for it.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { fullName } from '../../../domain/account.ts';
import { InvalidInput } from '../../../domain/errors.ts';
import {
  RecoveryCodesAnswer,
  SecuritySettingsAnswer,
  TwoFactorEnrolmentAnswer,
  TwoFactorLinkMailed,
  TwoFactorStartInput,
  TwoFactorStatusAnswer,
} from '../../../domain/contract/admin-two-factor.ts';
import { ReauthenticateInput, SecuritySettingsInput, TWO_FACTOR_MESSAGES as M, TwoFactorCodeInput } from '../../../domain/schemas/two-factor.ts';
import * as accounts from '../../services/accounts/index.ts';
import type { Api, ApiEnv } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { requireOwner, requireRecentOwner, staffMember } from './index.ts';
import { RECENT_OWNER_NOTE } from './owner-actions.ts';
import { StaffIdParams } from './staff.ts';

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const tags = ['Back office: two-factor and security'];
const Message = z.object({ message: z.string() });

const statusRoute = createRoute({
  method: 'get',
  path: '/admin/two-factor',
  tags,
  summary: 'Whether the caller signs in with two-factor, and whether the owner requires it',
  responses: { 200: json(TwoFactorStatusAnswer, 'Two-factor state'), ...errors(401, 403) },
});

const startRoute = createRoute({
  method: 'post',
  path: '/admin/two-factor/enrolment',
  tags,
  summary: 'Start setting up two-factor: a new secret, as a QR code and as text',
  description:
    'Nothing changes at sign-in until a first code confirms it. Starting again replaces an unconfirmed secret. 409 once it is on. ' +
    'While the owner requires two-factor, a member without it is first mailed a link (202); the set-up starts with its `token` ' +
    '(one hour, once), so the password alone cannot enrol an authenticator. The body, optional: `{ "token": "…" }` (TwoFactorStart); ' +
    'an empty body starts without one.',
  responses: {
    200: json(TwoFactorEnrolmentAnswer, 'The secret, shown this once'),
    202: json(TwoFactorLinkMailed, 'The owner requires two-factor: the link that starts the set-up was mailed to the member'),
    ...errors(400, 401, 403, 409),
  },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/admin/two-factor/enrolment/confirm',
  tags,
  summary: 'Turn two-factor on with a first code; answers ten recovery codes, shown this once',
  request: body(TwoFactorCodeInput),
  responses: { 200: json(RecoveryCodesAnswer, 'On'), ...errors(400, 401, 403, 429) },
});

const disableRoute = createRoute({
  method: 'post',
  path: '/admin/two-factor/disable',
  tags,
  summary: 'Turn two-factor off, with a code or a recovery code',
  request: body(TwoFactorCodeInput),
  responses: { 200: json(Message, 'Off'), ...errors(400, 401, 403, 429) },
});

const recoveryCodesRoute = createRoute({
  method: 'post',
  path: '/admin/two-factor/recovery-codes',
  tags,
  summary: 'New recovery codes (the old ones stop working), with a code',
  request: body(TwoFactorCodeInput),
  responses: { 200: json(RecoveryCodesAnswer, 'New codes, shown this once'), ...errors(400, 401, 403, 429) },
});

const reauthenticateRoute = createRoute({
  method: 'post',
  path: '/admin/reauthenticate',
  tags,
  summary: 'Confirm your identity: the password, or a code with two-factor on; owner actions are open for 10 minutes',
  request: body(ReauthenticateInput),
  responses: { 200: json(Message, 'Confirmed'), ...errors(400, 401, 403, 429) },
});

const readSettingsRoute = createRoute({
  method: 'get',
  path: '/admin/security-settings',
  tags,
  summary: 'The back office’s security settings (owner only)',
  responses: { 200: json(SecuritySettingsAnswer, 'Settings'), ...errors(401, 403) },
});

const changeSettingsRoute = createRoute({
  method: 'put',
  path: '/admin/security-settings',
  tags,
  summary: 'Require two-factor of everyone in the back office, or not (owner only)',
  description: `A member without two-factor can then do nothing but set it up. The owner turns it on for themselves first (409). ${RECENT_OWNER_NOTE}`,
  request: body(SecuritySettingsInput),
  responses: { 200: json(SecuritySettingsAnswer, 'Changed'), ...errors(400, 401, 403, 409) },
});

const disableMemberRoute = createRoute({
  method: 'delete',
  path: '/admin/staff/{id}/two-factor',
  tags,
  summary: 'Turn two-factor off for a member who lost their authenticator and recovery codes (owner only)',
  description: RECENT_OWNER_NOTE,
  request: { params: StaffIdParams },
  responses: { 200: json(Message, 'Off'), ...errors(401, 403, 404, 409) },
});

const clientOf = (c: Context<ApiEnv>): accounts.ClientInfo => ({ ip: c.get('clientIp') });

export function mountTwoFactor(api: Api) {
  api.openapi(statusRoute, async (c) => c.json(await accounts.twoFactorStatus(c.get('deps').db, staffMember(c).id), 200));

  api.openapi(startRoute, async (c) => {
    const { db, config } = c.get('deps');
    // The body is optional (older clients send none, some with a JSON Content-Type): read by hand, not by the route's validator.
    const text = await c.req.text();
    let sent: unknown = {};
    try {
      if (text.trim() !== '') sent = JSON.parse(text);
    } catch {
      throw new InvalidInput('Malformed JSON in request body');
    }
    const parsed = TwoFactorStartInput.safeParse(sent);
    if (!parsed.success) throw new InvalidInput(parsed.error.issues[0]!.message);
    const { token } = parsed.data;
    const started = await accounts.startEnrolment(db, config, staffMember(c), token);
    if ('mailedTo' in started) return c.json({ message: M.setupLinkMailed(started.mailedTo), mailedTo: started.mailedTo }, 202);
    return c.json(started, 200);
  });

  api.openapi(confirmRoute, async (c) => {
    const { db, config } = c.get('deps');
    const codes = await accounts.confirmEnrolment(db, config, staffMember(c), c.req.valid('json').code, clientOf(c));
    return c.json({ message: M.enrolled, recoveryCodes: codes }, 200);
  });

  api.openapi(disableRoute, async (c) => {
    const { db, config } = c.get('deps');
    await accounts.disableOwnTwoFactor(db, config, staffMember(c), c.req.valid('json').code, clientOf(c));
    return c.json({ message: M.turnedOff }, 200);
  });

  api.openapi(recoveryCodesRoute, async (c) => {
    const { db, config } = c.get('deps');
    const codes = await accounts.regenerateRecoveryCodes(db, config, staffMember(c), c.req.valid('json').code, clientOf(c));
    return c.json({ message: M.codesRegenerated, recoveryCodes: codes }, 200);
  });

  api.openapi(reauthenticateRoute, async (c) => {
    const { db, config } = c.get('deps');
    await accounts.reauthenticate(db, config, c.get('staffSession')!, c.req.valid('json'), clientOf(c));
    return c.json({ message: M.confirmed }, 200);
  });

  api.openapi(readSettingsRoute, async (c) => {
    requireOwner(c);
    return c.json(await accounts.readSecuritySettings(c.get('deps').db), 200);
  });

  api.openapi(changeSettingsRoute, async (c) => {
    const owner = requireRecentOwner(c);
    return c.json(await accounts.changeSecuritySettings(c.get('deps').db, c.req.valid('json'), owner), 200);
  });

  api.openapi(disableMemberRoute, async (c) => {
    const owner = requireRecentOwner(c);
    const { db, config } = c.get('deps');
    const member = await accounts.disableMemberTwoFactor(db, config, c.req.valid('param').id, owner);
    return c.json({ message: M.turnedOffFor(fullName(member)) }, 200);
  });
}

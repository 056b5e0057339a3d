/** How the API document names the re-authentication an owner action wants (requireRecentOwner, index.ts). */
export const RECENT_OWNER_NOTE =
  'Wants the password or a code entered within the last 10 minutes of this session: otherwise 403 `reauthentication_required` ' +
  '(confirm with `POST /api/admin/reauthenticate`, then send again).';

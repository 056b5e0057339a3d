/** A backup or a restore that cannot be done as asked: the command prints its message (no stack) and exits 1. */
export class BackupRefused extends Error {}

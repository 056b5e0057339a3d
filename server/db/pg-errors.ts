/** Whether an error (or one of its causes: the query builder wraps the driver's) is PostgreSQL refusing a row that breaks this unique constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const pgError = cause as { code?: string; constraint?: string };
    if (pgError.code === '23505' && pgError.constraint === constraint) return true;
  }
  return false;
}

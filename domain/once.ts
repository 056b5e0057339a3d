/**
 * A value made on first use, then kept. For what a module would otherwise build as it loads: an
 * `Intl` formatter or a table read from the platform's CLDR data costs a phone tens of
 * milliseconds before the page can answer (the first view loads these modules whether or not it
 * formats a date), so each is built by the first call that needs it.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

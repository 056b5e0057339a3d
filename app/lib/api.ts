/**
 * The browser's one way to call the shop's JSON API. Each endpoint's request and answer types
 * come from the schemas the server validates with and answers with (domain/contract/api.ts), so
 * a call that does not fit the server's contract does not compile. Every failure is read one way:
 * the server's own message when it refused, or `null` when no answer came (`status` 0).
 */
import type { Endpoint, ShopApi } from '../../domain/contract/api.ts';

export type AnswerOf<E extends Endpoint> = ShopApi[E]['answer'];

type Query = Record<string, string | number | readonly string[] | undefined>;

/** What any endpoint's options may hold, as the one function reads them. */
interface LooseOptions {
  body?: unknown;
  params?: Record<string, string | number>;
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request finish after the page is left (a cart saved as the shopper goes). */
  keepalive?: boolean;
}

/** What a call sends beside its path: only what its endpoint takes is allowed, and what it needs is required. */
export type CallOptions<E extends Endpoint> = LooseOptions &
  (ShopApi[E] extends { params: infer P } ? { params: P } : { params?: undefined }) &
  (ShopApi[E] extends { query?: infer Q } ? { query?: Q } : { query?: undefined }) &
  (ShopApi[E] extends { body: infer B } ? { body: B } : { body?: undefined }) &
  (ShopApi[E] extends { headers: infer H } ? { headers: H } : { headers?: undefined });

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  /**
   * `status` 0: no answer from the shop (offline, or something in between answered with no JSON).
   * `message`: what the server said when it refused; null when it said nothing readable.
   */
  | { ok: false; status: number; message: string | null; code: string | null };

/** The message and code of an error answer (`{ message, error: { code, message } }`), whichever of them it has. */
export function readError(body: unknown): { message: string | null; code: string | null } {
  if (typeof body !== 'object' || body === null) return { message: null, code: null };
  const top = 'message' in body && typeof body.message === 'string' && body.message.trim() ? body.message : null;
  const error = 'error' in body && typeof body.error === 'object' && body.error !== null ? body.error : null;
  const inner = error && 'message' in error && typeof error.message === 'string' && error.message.trim() ? error.message : null;
  const code = error && 'code' in error && typeof error.code === 'string' ? error.code : null;
  return { message: top ?? inner, code };
}

function address(template: string, params: Record<string, string | number> | undefined, query: Query | undefined): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const one of typeof value === 'object' ? value : [value]) search.append(name, String(one));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Calls one endpoint: `callApi('PUT /api/cart', { body: { lines } })`. Never throws, but for an abort. */
export async function callApi<E extends Endpoint>(endpoint: E, options: CallOptions<E>): Promise<ApiResult<AnswerOf<E>>> {
  const method = endpoint.slice(0, endpoint.indexOf(' '));
  const template = endpoint.slice(method.length + 1);
  const { body, params, query, headers, signal, keepalive }: LooseOptions = options;
  const form = body instanceof FormData ? body : undefined;
  const json = body !== undefined && !form;
  let response: Response;
  try {
    response = await fetch(address(template, params, query), {
      method,
      credentials: 'same-origin',
      keepalive,
      signal,
      headers: { Accept: 'application/json', ...(json ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: form ?? (json ? JSON.stringify(body) : undefined),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, status: 0, message: null, code: null };
  }
  // The server answers every endpoint of the contract with its declared schema (its handlers are
  // type-checked against the same schemas). A body that is not JSON did not come from the shop.
  const answer: AnswerOf<E> | undefined = await response.json().catch(() => undefined);
  if (answer === undefined) return { ok: false, status: 0, message: null, code: null };
  if (response.ok) return { ok: true, status: response.status, data: answer };
  return { ok: false, status: response.status, ...readError(answer) };
}

import { useCallback, useState } from 'react';
import { newTraceparent } from '@/shared/lib/traceparent';

/**
 * The public pages' calls (sign-in, sign-up, recovery, contact, tracking), made with fetch: Redux
 * and RTK Query load with the first signed-in page. A failure looks like RTK Query's
 * (`{status, data}`, status 'FETCH_ERROR' when nothing answered), so api-error.ts reads both.
 */
export type PublicCallError = { status: number | 'FETCH_ERROR'; data?: unknown };
export type PublicCallResult<T> =
  { data: T; error?: undefined } | { data?: undefined; error: PublicCallError };

/** Relative on purpose: the BFF serves this app and the API from the same origin. */
const API_BASE_URL = '/api/v1';

export function postJson<T>(path: string, body: unknown): Promise<PublicCallResult<T>> {
  return call<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function call<T>(path: string, init: RequestInit): Promise<PublicCallResult<T>> {
  let response: Response;
  try {
    const headers = new Headers(init.headers);
    headers.set('traceparent', newTraceparent());
    response = await fetch(`${API_BASE_URL}${path}`, { ...init, headers });
  } catch {
    return { error: { status: 'FETCH_ERROR' } };
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): kept as text, read as having no message.
  }
  return response.ok ? { data: data as T } : { error: { status: response.status, data } };
}

/**
 * A call made on a user's action, with its state (like an RTK Query mutation): `run` resolves to
 * the result, and `isLoading`, `isSuccess` and `error` describe the last call.
 */
export function usePublicCall<A, T>(call: (args: A) => Promise<PublicCallResult<T>>) {
  const [state, setState] = useState<{ isLoading: boolean; isSuccess: boolean; error?: PublicCallError }>({
    isLoading: false,
    isSuccess: false,
  });
  const run = useCallback(
    async (args: A) => {
      setState({ isLoading: true, isSuccess: false });
      const result = await call(args);
      setState({ isLoading: false, isSuccess: !result.error, error: result.error });
      return result;
    },
    [call],
  );
  return [run, state] as const;
}

/**
 * A GET, with the session's token when given (the public navbar's signed-in menu reads the user's
 * name), or without one (the recipient's tracking page).
 */
export async function getJson<T>(path: string, token?: string): Promise<PublicCallResult<T>> {
  return call<T>(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
}

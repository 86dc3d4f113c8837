import type { ServerError } from './records.ts';

// One way to call the API: every failure becomes an ApiError holding the server's
// { message, field, status } (spec §8), or a plain message when there is no server answer.

let apiBase = '';
// The browser's fetch, looked up at each call (tests replace it); the server's render hands in its own.
let apiFetch: typeof fetch = (input, init) => fetch(input, init);

/** Where the API lives; the same origin unless set (tests talk to a server on another port). */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/$/, '');
}

/** How requests reach the API: set by the server-rendering entry, which has no browser to ask. */
export function setApiFetch(fetchApi: typeof fetch): void {
  apiFetch = fetchApi;
}

export function apiUrl(path: string, query?: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return `${apiBase}${path}${text ? `?${text}` : ''}`;
}

export class ApiError extends Error implements ServerError {
  readonly status: number | null;
  readonly field: string | null;

  constructor(error: ServerError) {
    super(error.message);
    this.name = 'ApiError';
    this.status = error.status;
    this.field = error.field;
  }

  toServerError(): ServerError {
    return { message: this.message, status: this.status, field: this.field };
  }
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function errorFromBody(status: number, body: unknown): ApiError {
  const data = (body ?? {}) as { message?: unknown; field?: unknown };
  const message = typeof data.message === 'string' && data.message ? data.message : `The server answered ${status}`;
  return new ApiError({ message, status, field: typeof data.field === 'string' ? data.field : null });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const OFFLINE_ERROR = 'Could not reach Habita. Check your connection and try again.';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: FormData;
  /** A JSON body, sent as application/json (takes the place of `body`). */
  json?: unknown;
  signal?: AbortSignal;
  /** Upload progress from 0 to 1; switches to XMLHttpRequest, which reports it. */
  onProgress?: (fraction: number) => void;
}

export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  if (options.onProgress && options.json === undefined && typeof XMLHttpRequest !== 'undefined') return requestWithProgress<T>(url, options);
  let response: Response;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  try {
    response = await apiFetch(url, {
      method: options.method ?? 'GET',
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
      signal: options.signal,
      credentials: 'same-origin',
      headers,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError({ message: OFFLINE_ERROR, status: null, field: null });
  }
  const body = await readBody(response);
  if (!response.ok) throw errorFromBody(response.status, body);
  return body as T;
}

function requestWithProgress<T>(url: string, options: RequestOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'GET', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.withCredentials = false;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(body as T);
      } else reject(errorFromBody(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError({ message: OFFLINE_ERROR, status: null, field: null }));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(options.body ?? null);
  });
}

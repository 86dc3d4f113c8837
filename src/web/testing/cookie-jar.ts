// For tests that run the web client in Node against the real server: a browser keeps the
// session cookie for the page, Node's fetch keeps none. This fetch does that job, and says the
// request comes from the page itself (`Sec-Fetch-Site`), as a browser does.

const SESSION_COOKIE = 'habita_session';

export interface CookieJar {
  /** The Cookie header it sends; set it to act as another user, empty it for a visitor. */
  cookie: string;
  fetch: typeof fetch;
}

export function cookieJar(cookie = '', realFetch: typeof fetch = globalThis.fetch): CookieJar {
  const jar: CookieJar = {
    cookie,
    async fetch(input, init = {}) {
      const headers = new Headers(init.headers);
      if (jar.cookie) headers.set('cookie', jar.cookie);
      if (!headers.has('sec-fetch-site')) headers.set('sec-fetch-site', 'same-origin');
      const response = await realFetch(input, { ...init, headers });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const [name, value] = pair.split('=');
        if (name === SESSION_COOKIE) jar.cookie = value ? `${name}=${value}` : '';
      }
      return response;
    },
  };
  return jar;
}

import type { Limit } from '../rate-limit/rate-limit.ts';
import type { SessionSettings } from '../sessions/sessions.ts';

// What the accounts module is told at start. Defaults are the documented ones (README here);
// tests lower the limits and timeouts to reach them.

export interface AuthSettings {
  session: SessionSettings;
  /** Where the site is reached, for the links in mails: never taken from a request's Host header. */
  publicUrl: string;
  limits: {
    loginPerEmail: Limit;
    loginPerIp: Limit;
    mailPerEmail: Limit;
    mailPerIp: Limit;
  };
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  session: { idleMinutes: 7 * 24 * 60, maxDays: 30 },
  publicUrl: 'http://localhost:3000',
  limits: {
    loginPerEmail: { max: 10, windowSeconds: 15 * 60 },
    loginPerIp: { max: 50, windowSeconds: 15 * 60 },
    mailPerEmail: { max: 3, windowSeconds: 60 * 60 },
    mailPerIp: { max: 20, windowSeconds: 60 * 60 },
  },
};

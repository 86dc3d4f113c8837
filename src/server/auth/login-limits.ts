import type { FastifyRequest } from 'fastify';
import type { AccountMail } from './account-mail.ts';
import type { Account } from './accounts.ts';
import { loginSlowdown } from './login-slowdown.ts';
import type { Limit, RateLimiter } from '../rate-limit/rate-limit.ts';
import type { AuthSettings } from './settings.ts';

// The limits on password checks and on mails asked for.
//
// Someone guessing an account's password must not lock its owner out. So the wall (429) is per
// client address, and per account *and* address; across all addresses, failures past the limit
// only slow every try on the account down, and the owner is told by mail. Only failed tries
// count against the account, so the owner's own logins never use up its tries.

const TOO_MANY_TRIES = 'Too many attempts: wait a few minutes before trying again';

export interface AccountLimits {
  /** Refuses (429) past the mails allowed per address and per client. */
  limitMail(request: FastifyRequest, address: string): Promise<void>;
  /**
   * Runs a password check under the login limits. The try is counted before the (slow) check,
   * so parallel guesses all count; a right password gives the account's count back. Past the
   * account's limit every try waits first, right or wrong, so the wait tells nothing.
   */
  passwordCheck(request: FastifyRequest, address: string, account: Account | undefined, check: () => Promise<boolean>): Promise<boolean>;
}

export function accountLimits(limiter: RateLimiter, settings: AuthSettings, mail: AccountMail): AccountLimits {
  const { limits } = settings;

  const loginKeys = (request: FastifyRequest, address: string) => {
    const account = address.trim().toLowerCase();
    const pair = { key: `login:pair:${account}:${request.ip}`, limit: limits.loginPerEmail };
    return {
      walls: [{ key: `login:ip:${request.ip}`, limit: limits.loginPerIp }, pair],
      pair: [pair],
      account: { key: `login:email:${account}`, limit: limits.loginPerEmail },
      warned: { key: `login:warned:${account}`, limit: { max: 1, windowSeconds: limits.loginPerEmail.windowSeconds } },
    };
  };

  /** Tells the owner once per window that wrong passwords keep coming. */
  async function warnOfLoginAttempts(account: Account, attempts: number, warned: { key: string; limit: Limit }): Promise<void> {
    const first = (await limiter.count([warned])).get(warned.key)?.count === 1;
    if (!first) return;
    const minutes = Math.round(limits.loginPerEmail.windowSeconds / 60);
    mail.deliver({ kind: 'login-attempts', to: account.email, name: account.name, language: account.language, link: mail.site('/forgot'), attempts, minutes });
  }

  return {
    async limitMail(request, address) {
      await limiter.take(
        [
          { key: `mail:email:${address.trim().toLowerCase()}`, limit: limits.mailPerEmail },
          { key: `mail:ip:${request.ip}`, limit: limits.mailPerIp },
        ],
        'Too many mails asked for: wait a while before asking again',
      );
    },

    async passwordCheck(request, address, account, check) {
      const keys = loginKeys(request, address);
      await limiter.take(keys.walls, TOO_MANY_TRIES);
      const tries = (await limiter.count([keys.account])).get(keys.account.key)?.count ?? 0;
      await loginSlowdown(tries - keys.account.limit.max);
      const passed = await check();
      if (passed) await limiter.refund([...keys.pair, keys.account]);
      else if (account && tries > keys.account.limit.max) await warnOfLoginAttempts(account, tries, keys.warned);
      return passed;
    },
  };
}

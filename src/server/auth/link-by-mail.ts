import type { FastifyInstance } from 'fastify';
import type { LinkByMailRoute } from '../../contracts/auth.ts';
import { serveRoute } from '../contracts/serve-route.ts';
import type { AccountKit } from './account-kit.ts';
import { accountByEmail, type Account } from './accounts.ts';
import { issueLink, type LinkPurpose } from './one-time-links.ts';

// A route that mails a one-time link to an account that may have one: always the same 202,
// whatever the address, with the look-up and the mail after the answer.

export interface LinkByMail {
  purpose: LinkPurpose;
  /** Whether this account gets a link. */
  wants: (account: Account) => boolean;
  /** The answer, the same whether the address has an account or not. */
  answer: (address: string) => string;
}

const PAGES: Record<LinkPurpose, string> = { verify: 'verification', reset: 'forgot' };

export function serveLinkByMail(app: FastifyInstance, kit: AccountKit, route: LinkByMailRoute, link: LinkByMail): void {
  serveRoute(app, route, async ({ body }, request) => {
    const address = body.email;
    await kit.limits.limitMail(request, address);
    kit.mail.inBackground(async (tx) => {
      const account = await accountByEmail(tx, address);
      if (!account || !link.wants(account)) return undefined;
      const nonce = await issueLink(tx, account.id, link.purpose);
      return { kind: link.purpose, to: account.email, name: account.name, language: account.language, link: kit.mail.link(PAGES[link.purpose], nonce, account.email) };
    });
    return { message: link.answer(address) };
  });
}

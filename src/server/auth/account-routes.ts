import type { FastifyInstance } from 'fastify';
import { accountDataRoutes } from './account-data-routes.ts';
import { accountKit, type AccountContext } from './account-kit.ts';
import { investorEnquiryRoutes } from './investor-enquiries.ts';
import { passwordRoutes } from './password-routes.ts';
import { registrationRoutes } from './registration-routes.ts';
import { sessionRoutes } from './session-routes.ts';

// The account routes of README.md, declared in src/contracts/auth.ts: register, verify, log in
// and out, forgotten and changed passwords, export and close; and an investor's own enquiries
// (src/contracts/investor.ts). Mails are written to the outbox in
// the background, with the change that causes them, so an answer takes as long whether the
// address has an account or not.

export type { AccountContext };

export async function accountRoutes(app: FastifyInstance, ctx: AccountContext): Promise<void> {
  const kit = accountKit(app, ctx);
  sessionRoutes(app, kit);
  registrationRoutes(app, kit);
  passwordRoutes(app, kit);
  accountDataRoutes(app, kit);
  investorEnquiryRoutes(app, ctx.db);
}

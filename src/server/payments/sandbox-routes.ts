import type { FastifyInstance } from 'fastify';
import { sandboxConfirmRoute, sandboxPayRoute, sandboxSessionRoute } from '../../contracts/payment-sandbox.ts';
import { serveRoute } from '../contracts/serve-route.ts';
import type { Db } from '../db/database.ts';
import { confirmSandbox, paySandbox, sandboxSession } from './sandbox-checkout.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

// The JSON behind the sandbox's own checkout page (/checkout/sandbox/:reference in the web app):
// what is paid, a test card, and the bank's approval. Only where the sandbox is on.

export function sandboxRoutes(app: FastifyInstance, db: Db, sandbox: SandboxProvider): void {
  serveRoute(app, sandboxSessionRoute, async ({ params }) => ({ session: await sandboxSession(db, params.reference) }));
  serveRoute(app, sandboxPayRoute, ({ params, body }) => paySandbox(db, sandbox, params.reference, body.card));
  serveRoute(app, sandboxConfirmRoute, ({ params, body }) => confirmSandbox(db, sandbox, params.reference, body.approve));
}

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MAX_LISTED_ENQUIRIES, myInvestorEnquiriesRoute, type InvestorEnquiry } from '../../contracts/investor.ts';
import { serveRoute } from '../contracts/serve-route.ts';
import type { Db } from '../db/database.ts';
import { rowCount } from '../db/plain-sql.ts';
import { rows } from '../db/rows.ts';
import { requireViewer } from '../sessions/viewer.ts';
import { accountById } from './accounts.ts';

// GET /api/account/investor-enquiries: what an investor's area shows of their enquiries. The
// investor page's form makes an `investors` record with no account (anyone may send it), so
// the link is the e-mail address, and only an address its owner confirmed shows anything: an
// enquiry someone else sent with that address is at worst shown to the address's owner.

/** The enquiries sent with `email`, newest first, at most `max`; give only an address its owner confirmed. */
export async function enquiriesOf(db: Db, email: string, max = MAX_LISTED_ENQUIRIES): Promise<InvestorEnquiry[]> {
  const found = await rows<{ id: string; created_at: Date | string; company: string | null; budget_min: number | null; budget_max: number | null; interest: string | null; status: InvestorEnquiry['status'] }>(
    db,
    sql`select id, created_at, company, budget_min, budget_max, interest, status from investors
        where lower(email) = lower(${email}) and deleted_at is null
        order by created_at desc, id desc limit ${rowCount(max)}`,
  );
  return found.map((row) => ({
    _id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    company: row.company,
    budgetMin: row.budget_min,
    budgetMax: row.budget_max,
    interest: row.interest,
    status: row.status,
  }));
}

export function investorEnquiryRoutes(app: FastifyInstance, db: Db): void {
  serveRoute(
    app,
    myInvestorEnquiriesRoute,
    async (_input, request) => {
      const account = await accountById(db, requireViewer(request).userId);
      return { enquiries: account?.verified ? await enquiriesOf(db, account.email) : [] };
    },
    { before: requireViewer },
  );
}

import { z } from 'zod';
import { INVESTOR_STATUSES } from '../catalog/collections/statuses.ts';
import { refusals } from './auth.ts';
import { defineRoute } from './route.ts';
import { cents, isoInstant, uuid } from './shapes.ts';

// An investor's own enquiries (GET /api/account/investor-enquiries): what they sent through the
// investor page's form and where staff have got to with it. An enquiry has no account of its own
// (anyone may send the form), so it is found by the signed-in account's address, which the person
// confirmed; staff's internal notes never leave the server.

export const MAX_LISTED_ENQUIRIES = 20;

const enquiry = z.object({
  _id: uuid,
  createdAt: isoInstant.describe('When it was sent'),
  company: z.string().nullable(),
  budgetMin: cents.nullable(),
  budgetMax: cents.nullable(),
  interest: z.string().nullable().describe('What they would like to invest in, as they wrote it'),
  status: z.enum(INVESTOR_STATUSES).describe('lead: not yet answered; contacted; active: investing with Habita; closed'),
});

export type InvestorEnquiry = z.output<typeof enquiry>;

export const myInvestorEnquiriesRoute = defineRoute({
  method: 'GET',
  path: '/api/account/investor-enquiries',
  tags: ['Accounts'],
  summary: 'My enquiries from the investor page',
  description: `The enquiries sent with the signed-in account's e-mail address, newest first, at most ${MAX_LISTED_ENQUIRIES}.`,
  responses: {
    200: { description: 'The enquiries, perhaps none', schema: z.object({ enquiries: z.array(enquiry) }) },
    401: refusals.signedOut,
    500: refusals.failed,
  },
});

import { z } from 'zod';
import { users } from '../catalog/collections/people.ts';
import { LANGUAGES, ROLES, type TextField } from '../catalog/types.ts';
import { FORMAT_MESSAGES, FORMATS, storedFileSchema } from '../catalog/validation.ts';
import { EMAIL_MAX, GIVEN_PASSWORD_MAX, PASSWORD_MAX, PASSWORD_MIN, SIGN_UP_ROLES } from './auth-rules.ts';
import { defineRoute, errorResponse, type ResponseContract } from './route.ts';
import { isoDay, isoInstant, recordId, uuid } from './shapes.ts';

// The accounts' endpoints (src/server/auth/README.md): register, confirm the address, log in
// and out, forgotten and changed passwords, export and close an account, and what only an admin
// does to an account. Passwords and the links' nonces only ever travel in requests: no answer
// declares them, so none can carry them.

/** A stored file as it is answered: where it is served from included. */
const servedFile = storedFileSchema.extend({ url: z.string().describe('Where the original is served') });

/**
 * A user's record as the account routes show it to its owner or an admin: every readable field
 * of the `users` collection (src/catalog/collections/people.ts), the password hash never.
 */
export const userRecord = z.object({
  _id: uuid,
  createdAt: isoInstant,
  updatedAt: isoInstant,
  deletedAt: isoInstant.nullable(),
  email: z.string().meta({ format: 'email' }),
  name: z.string(),
  surname: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  language: z.enum(LANGUAGES),
  avatar: servedFile.nullable().describe('Served at the user’s own address, to those who may read the user'),
  emailVerifiedAt: isoInstant.nullable().describe('When the address was confirmed; null until it is'),
  disabledAt: isoInstant.nullable().describe('When an admin disabled the account; null while it may log in'),
  gender: uuid.nullable().describe('Id of a genders record'),
  idType: uuid.nullable().describe('Id of an ids record (the kind of ID document)'),
  idNumber: z.string().nullable(),
  birthDate: isoDay.nullable(),
  nationality: z.string().nullable(),
});
export type UserRecord = z.output<typeof userRecord>;

export const messageAnswer = z.object({ message: z.string().describe('What happened, for the person to read') });

/** A body must be a JSON object; anything else is refused with these words, naming no field. */
export function jsonObject<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.object(shape, { error: 'Send a JSON object' });
}

const notBlank = (text: string) => text.trim() !== '';

/** An address as typed to log in or in a link: compared with the account's, so not format-checked. */
export const givenEmail = z
  .string({ error: 'Required' })
  .refine(notBlank, 'Required')
  .max(EMAIL_MAX, `at most ${EMAIL_MAX} characters`)
  .meta({ format: 'email' });

/** An address an account is made with or a mail is sent to: trimmed and shaped like one. */
export const newEmail = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  // Stops here when too long: the address pattern's time grows with the square of the length.
  .max(EMAIL_MAX, { error: `at most ${EMAIL_MAX} characters`, abort: true })
  .regex(FORMATS.email, FORMAT_MESSAGES.email)
  .meta({ format: 'email' });

const characters = (text: string) => [...text].length;

/**
 * A password someone chooses. Its length is counted in characters, as people count; the server
 * also refuses the most common passwords and the account's own address (it holds that list).
 */
export const newPassword = z
  .string({ error: 'Choose a password' })
  .min(1, 'Choose a password')
  .refine((text) => characters(text) >= PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`)
  .refine((text) => characters(text) <= PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`)
  .meta({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, description: 'Not one of the most common passwords, nor the account’s address' });

/** A password given to prove who one is: checked against the account, not against the rules. */
export const givenPassword = z
  .string({ error: 'Required' })
  .refine(notBlank, 'Required')
  .max(GIVEN_PASSWORD_MAX, `at most ${GIVEN_PASSWORD_MAX} characters`);

/** The nonce of a mailed link (43 characters of base64url); a bad one answers that the link is not valid. */
export const linkNonce = z.string({ error: 'Required' }).describe('The nonce from the link');

const NAME_MAX = (users.fields.name as TextField).max;

export const registration = jsonObject({
  email: newEmail,
  role: z.enum(SIGN_UP_ROLES, { error: 'choose tenant, landlord or investor (staff accounts are made by an admin)' }),
  name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(NAME_MAX, `Too long: at most ${NAME_MAX} characters`),
  language: z.enum(LANGUAGES, { error: `Must be one of: ${LANGUAGES.join(', ')}` }).optional().describe('The language of the mails; es unless given'),
  password: newPassword,
});

/** Errors most account routes can give. */
export const refusals = {
  badBody: errorResponse('A bad body: `field` names the field at fault'),
  signedOut: errorResponse('Nobody is logged in'),
  crossSite: errorResponse('Sent from another site, or without saying where from while carrying a session'),
  tooMany: errorResponse('Too many tries or mails asked for: `Retry-After` says when to try again'),
  failed: errorResponse('Something failed on the server; nothing internal is said'),
};

const tags = ['Accounts'];
const session = z.object({ user: userRecord.describe('The account now logged in on this browser') });
const nothing = z.null().describe('No content');

export const sessionRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/session',
  tags,
  summary: 'Who is signed in',
  responses: {
    200: { description: 'The signed-in user, or null for a visitor', schema: z.object({ user: userRecord.nullable() }) },
    500: refusals.failed,
  },
});

export const registerRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/register',
  tags,
  summary: 'Create an account; a verification link goes by mail',
  description: 'Answers the same whether the address has an account or not; an existing account is told by mail.',
  body: registration,
  responses: {
    202: { description: 'Accepted: what to look for in the inbox', schema: messageAnswer },
    400: refusals.badBody,
    403: refusals.crossSite,
    429: refusals.tooMany,
    500: refusals.failed,
  },
});

export const verifyEmailRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/verification',
  tags,
  summary: 'Confirm an address with the link from the mail; it signs its owner in',
  description: 'Signs in only on a browser where nobody else is signed in, and never into a disabled account.',
  body: jsonObject({ email: givenEmail, nonce: linkNonce }),
  responses: {
    200: {
      description: 'Confirmed',
      schema: z.object({
        message: z.string(),
        user: userRecord.nullable().describe('The account the link signed in here; null when it did not'),
      }),
    },
    400: errorResponse('A bad body, or a link that is not valid, used or expired (`field`: nonce)'),
    403: refusals.crossSite,
    500: refusals.failed,
  },
});

/** The routes that mail a link: the same 202 whatever the address. */
function linkByMailRoute<P extends string>(path: P, summary: string) {
  return defineRoute({
    method: 'POST',
    path,
    tags,
    summary,
    description: 'Answers the same whether the address has an account or not; the mail, if any, goes after the answer.',
    body: jsonObject({ email: newEmail }),
    responses: {
      202: { description: 'Accepted', schema: messageAnswer },
      400: refusals.badBody,
      403: refusals.crossSite,
      429: refusals.tooMany,
      500: refusals.failed,
    },
  });
}

export type LinkByMailRoute = ReturnType<typeof linkByMailRoute<string>>;

export const resendVerificationRoute = linkByMailRoute('/api/auth/verification/resend', 'Send a new verification link');
export const forgotPasswordRoute = linkByMailRoute('/api/auth/forgot', 'Send a link to choose a new password');

export const loginRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/login',
  tags,
  summary: 'Log in: sets the session cookie',
  body: jsonObject({ email: givenEmail, password: givenPassword }),
  responses: {
    200: { description: 'Logged in', schema: session },
    400: refusals.badBody,
    401: errorResponse('The email or the password is not right (the same answer for an unknown address)'),
    403: errorResponse('A disabled account, an address not confirmed yet (`field`: email), or sent from another site'),
    429: refusals.tooMany,
    500: refusals.failed,
  },
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/logout',
  tags,
  summary: 'Log out: ends this session',
  responses: { 204: { description: 'Logged out', schema: nothing }, 403: refusals.crossSite, 500: refusals.failed },
});

export const logoutEverywhereRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/logout-everywhere',
  tags,
  summary: 'End every session of this account',
  responses: {
    204: { description: 'Every session ended', schema: nothing },
    401: refusals.signedOut,
    403: refusals.crossSite,
    500: refusals.failed,
  },
});

export const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/reset',
  tags,
  summary: 'Choose a new password with the link from the mail; every session ends',
  description: 'A refused password leaves the link usable.',
  body: jsonObject({ email: givenEmail, password: newPassword, nonce: linkNonce }),
  responses: {
    200: { description: 'The new password is set', schema: messageAnswer },
    400: errorResponse('A bad body or password, or a link that is not valid, used or expired (`field`: nonce)'),
    403: refusals.crossSite,
    500: refusals.failed,
  },
});

export const changePasswordRoute = defineRoute({
  method: 'PUT',
  path: '/api/auth/password',
  tags,
  summary: 'Change the password; other sessions end',
  body: jsonObject({ currentPassword: givenPassword, password: newPassword }),
  responses: {
    200: { description: 'Changed; this browser has a new session', schema: session },
    400: errorResponse('A bad body, a refused new password, or not the current password (`field`: currentPassword)'),
    401: refusals.signedOut,
    403: refusals.crossSite,
    429: refusals.tooMany,
    500: refusals.failed,
  },
});

/**
 * Beside these two, one key per collection with records that are yours: those records, as its API
 * shows them to you; `investors`, the enquiries sent with your confirmed address, as your area shows them.
 */
export const accountExport = z
  .looseObject({ exportedAt: isoInstant, account: userRecord })
  .describe(
    'Your account, and under the name of each collection the records of it that are yours, as its API shows them to you; under investors, the enquiries sent from the investor page with your confirmed address, as your area shows them',
  );
export type AccountExport = z.input<typeof accountExport>;

export const exportAccountRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/export',
  tags,
  summary: 'Download everything Habita holds that is yours, as JSON',
  responses: {
    200: { description: 'A file to save (Content-Disposition: attachment)', schema: accountExport },
    401: refusals.signedOut,
    500: refusals.failed,
  },
});

export const closeAccountRoute = defineRoute({
  method: 'DELETE',
  path: '/api/auth/account',
  tags,
  summary: 'Close my account: personal data erased, every session ends',
  body: jsonObject({ password: givenPassword }),
  responses: {
    204: { description: 'Closed', schema: nothing },
    400: errorResponse('A bad body, or not the account’s password (`field`: password)'),
    401: refusals.signedOut,
    403: refusals.crossSite,
    429: refusals.tooMany,
    500: refusals.failed,
  },
});

// What only an admin does to an account, beyond the fields the generic API lets them edit.

const userParams = z.object({ _id: recordId });
const changedUser = z.object({ record: userRecord });

function userAdminRoute<P extends string, R extends Record<number, ResponseContract>>(path: P, summary: string, more: R) {
  return defineRoute({
    method: 'POST',
    path,
    tags,
    summary,
    params: userParams,
    responses: {
      200: { description: 'The user as it is now', schema: changedUser },
      401: refusals.signedOut,
      403: errorResponse('Not an admin, or sent from another site'),
      404: errorResponse('No user with this id (`field`: _id)'),
      500: refusals.failed,
      ...more,
    },
  });
}

export const verifyUserRoute = userAdminRoute('/api/auth/users/:_id/verify', "Admin: mark a user's address as confirmed", {});
export const enableUserRoute = userAdminRoute('/api/auth/users/:_id/enable', 'Admin: enable a disabled account', {});
export const disableUserRoute = userAdminRoute('/api/auth/users/:_id/disable', 'Admin: disable an account and end its sessions', {
  409: errorResponse('Your own account: an admin cannot disable themselves (`field`: _id)'),
});

/** Every accounts route, for the tests that walk them all. */
export const accountRoutes = [
  sessionRoute,
  registerRoute,
  verifyEmailRoute,
  resendVerificationRoute,
  loginRoute,
  logoutRoute,
  logoutEverywhereRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  changePasswordRoute,
  exportAccountRoute,
  closeAccountRoute,
  verifyUserRoute,
  enableUserRoute,
  disableUserRoute,
] as const;

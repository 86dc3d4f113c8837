import type { Role } from '../catalog/types.ts';

// The accounts' rules that both the server's contract (./auth.ts) and the web's forms read at
// run time. No zod here: the sign-up and password forms import this, and a visitor's browser
// must not download the schemas for it.

/** The roles a visitor may choose when signing up; staff accounts are made by an admin. */
export const SIGN_UP_ROLES = ['tenant', 'landlord', 'investor'] as const satisfies readonly Role[];
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

/** A new password's length, in characters (not UTF-16 units). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The longest e-mail address there can be (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

/** The longest password a login or a check of the current password reads. */
export const GIVEN_PASSWORD_MAX = 1024;

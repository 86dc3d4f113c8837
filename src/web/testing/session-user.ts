import type { SessionUser } from '../api/auth.ts';

// A user record as the account routes answer it, for the web's tests: the fields a test names,
// every other one empty, as a new account's are.

const EPOCH = '2026-11-01T10:00:00.000Z';

export function sessionUser(fields: Pick<SessionUser, '_id' | 'email' | 'name' | 'role'> & Partial<SessionUser>): SessionUser {
  return {
    createdAt: EPOCH,
    updatedAt: EPOCH,
    deletedAt: null,
    surname: null,
    phone: null,
    language: 'es',
    avatar: null,
    emailVerifiedAt: EPOCH,
    disabledAt: null,
    gender: null,
    idType: null,
    idNumber: null,
    birthDate: null,
    nationality: null,
    ...fields,
  };
}

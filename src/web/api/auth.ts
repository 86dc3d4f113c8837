import type {
  changePasswordRoute,
  closeAccountRoute,
  exportAccountRoute,
  forgotPasswordRoute,
  loginRoute,
  registerRoute,
  resendVerificationRoute,
  resetPasswordRoute,
  sessionRoute,
  UserRecord,
  verifyEmailRoute,
  verifyUserRoute,
} from '../../contracts/auth.ts';
import type { BodyOf, ResponseOf } from '../../contracts/route.ts';
import { apiUrl, request } from './http.ts';

// The accounts API (src/contracts/auth.ts), one function per route. Failures are ApiErrors
// carrying the server's { message, field, status }.

/** The signed-in user's record, as the account routes answer it. */
export type SessionUser = UserRecord;

export type Registration = BodyOf<typeof registerRoute>;

const url = (path: string) => apiUrl(`/api/auth/${path}`);

export async function fetchSession(): Promise<SessionUser | null> {
  const body = await request<ResponseOf<typeof sessionRoute>>(url('session'));
  return body?.user ?? null;
}

export async function register(registration: Registration): Promise<string> {
  return (await request<ResponseOf<typeof registerRoute>>(url('register'), { method: 'POST', json: registration })).message;
}

export type Verified = ResponseOf<typeof verifyEmailRoute>;

export async function verifyEmail(nonce: string, email: string): Promise<Verified> {
  const json: BodyOf<typeof verifyEmailRoute> = { nonce, email };
  const body = await request<Verified>(url('verification'), { method: 'POST', json });
  return { message: body.message, user: body.user ?? null };
}

export async function resendVerification(email: string): Promise<string> {
  const json: BodyOf<typeof resendVerificationRoute> = { email };
  return (await request<ResponseOf<typeof resendVerificationRoute>>(url('verification/resend'), { method: 'POST', json })).message;
}

export async function logIn(email: string, password: string): Promise<SessionUser> {
  const json: BodyOf<typeof loginRoute> = { email, password };
  return (await request<ResponseOf<typeof loginRoute>>(url('login'), { method: 'POST', json })).user;
}

export async function logOut(): Promise<void> {
  await request(url('logout'), { method: 'POST' });
}

export async function logOutEverywhere(): Promise<void> {
  await request(url('logout-everywhere'), { method: 'POST' });
}

export async function askPasswordReset(email: string): Promise<string> {
  const json: BodyOf<typeof forgotPasswordRoute> = { email };
  return (await request<ResponseOf<typeof forgotPasswordRoute>>(url('forgot'), { method: 'POST', json })).message;
}

export async function resetPassword(nonce: string, email: string, password: string): Promise<string> {
  const json: BodyOf<typeof resetPasswordRoute> = { nonce, email, password };
  return (await request<ResponseOf<typeof resetPasswordRoute>>(url('reset'), { method: 'POST', json })).message;
}

export async function changePassword(currentPassword: string, password: string): Promise<SessionUser> {
  const json: BodyOf<typeof changePasswordRoute> = { currentPassword, password };
  return (await request<ResponseOf<typeof changePasswordRoute>>(url('password'), { method: 'PUT', json })).user;
}

/** Everything the server holds about the account, as it sends it for download. */
export async function exportAccount(): Promise<ResponseOf<typeof exportAccountRoute>> {
  return request<ResponseOf<typeof exportAccountRoute>>(url('export'));
}

export async function deleteAccount(password: string): Promise<void> {
  const json: BodyOf<typeof closeAccountRoute> = { password };
  await request(url('account'), { method: 'DELETE', json });
}

export type AccountAction = 'verify' | 'disable' | 'enable';

/** Admin only: marks a user's address verified, or disables / enables the account. */
export async function changeAccount(userId: string, action: AccountAction): Promise<UserRecord> {
  return (await request<ResponseOf<typeof verifyUserRoute>>(url(`users/${encodeURIComponent(userId)}/${action}`), { method: 'POST' })).record;
}

import type { Language, Role } from '../../catalog/types.ts';
import type { ApiRecord } from './records.ts';
import { apiUrl, request } from './http.ts';

// The accounts API (src/server/auth/README.md), one function per route. Failures are
// ApiErrors carrying the server's { message, field, status }.

/** The signed-in user's record, as GET /api/users/{id} shows it. */
export interface SessionUser extends ApiRecord {
  email: string;
  name: string;
  role: Role;
  surname?: string | null;
  language?: Language | null;
  emailVerifiedAt?: string | null;
  disabledAt?: string | null;
}

/** The roles a visitor may choose when signing up. */
export const SIGN_UP_ROLES = ['tenant', 'landlord', 'investor'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

export interface Registration {
  email: string;
  password: string;
  name: string;
  role: SignUpRole;
  language?: Language;
}

interface Message {
  message: string;
}

const url = (path: string) => apiUrl(`/api/auth/${path}`);

export async function fetchSession(): Promise<SessionUser | null> {
  const body = await request<{ user: SessionUser | null }>(url('session'));
  return body?.user ?? null;
}

export async function register(registration: Registration): Promise<string> {
  return (await request<Message>(url('register'), { method: 'POST', json: registration })).message;
}

export interface Verified {
  message: string;
  /** The account the link signed in on this browser; null when it did not (someone else is signed in here, or the account is disabled). */
  user: SessionUser | null;
}

export async function verifyEmail(nonce: string, email: string): Promise<Verified> {
  const body = await request<Verified>(url('verification'), { method: 'POST', json: { nonce, email } });
  return { message: body.message, user: body.user ?? null };
}

export async function resendVerification(email: string): Promise<string> {
  return (await request<Message>(url('verification/resend'), { method: 'POST', json: { email } })).message;
}

export async function logIn(email: string, password: string): Promise<SessionUser> {
  return (await request<{ user: SessionUser }>(url('login'), { method: 'POST', json: { email, password } })).user;
}

export async function logOut(): Promise<void> {
  await request(url('logout'), { method: 'POST' });
}

export async function logOutEverywhere(): Promise<void> {
  await request(url('logout-everywhere'), { method: 'POST' });
}

export async function askPasswordReset(email: string): Promise<string> {
  return (await request<Message>(url('forgot'), { method: 'POST', json: { email } })).message;
}

export async function resetPassword(nonce: string, email: string, password: string): Promise<string> {
  return (await request<Message>(url('reset'), { method: 'POST', json: { nonce, email, password } })).message;
}

export async function changePassword(currentPassword: string, password: string): Promise<SessionUser> {
  return (await request<{ user: SessionUser }>(url('password'), { method: 'PUT', json: { currentPassword, password } })).user;
}

/** Everything the server holds about the account, as it sends it for download. */
export async function exportAccount(): Promise<unknown> {
  return request<unknown>(url('export'));
}

export async function deleteAccount(password: string): Promise<void> {
  await request(url('account'), { method: 'DELETE', json: { password } });
}

export type AccountAction = 'verify' | 'disable' | 'enable';

/** Admin only: marks a user's address verified, or disables / enables the account. */
export async function changeAccount(userId: string, action: AccountAction): Promise<ApiRecord> {
  return (await request<{ record: ApiRecord }>(url(`users/${encodeURIComponent(userId)}/${action}`), { method: 'POST' })).record;
}

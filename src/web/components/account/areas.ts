import type { Role } from '../../../catalog/types.ts';

// Each role's own part of the site, which the account menus link to and where logging in (or
// following a confirmation link) lands when the person was not on their way somewhere else.

export type Area = 'myRoom' | 'dashboard' | 'backOffice';

export const AREA_PATHS: Record<Area, string> = { myRoom: '/myroom', dashboard: '/dashboard', backOffice: '/admin' };

const AREAS: Record<Role, readonly Area[]> = {
  tenant: ['myRoom', 'dashboard'],
  landlord: ['dashboard'],
  investor: ['dashboard'],
  staff: ['backOffice'],
  admin: ['backOffice'],
};

/** The areas a role may use, its main one first. */
export function areasOf(role: Role | null | undefined): readonly Area[] {
  return (role && AREAS[role]) || [];
}

/** Where the person's own area starts; the profile for a role with none. */
export function areaPath(role: Role | null | undefined): string {
  const [main] = areasOf(role);
  return main ? AREA_PATHS[main] : '/profile';
}

/** The account pages (log in, sign up, confirm, reset): nobody is sent back to them afterwards, it would only bounce on. */
export function isAccountPage(path: string): boolean {
  return /^\/(login|register|forgot|verification)(?=[/?#]|$)/i.test(path);
}

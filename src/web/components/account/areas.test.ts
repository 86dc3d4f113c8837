import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../../catalog/types.ts';
import { areaPath, areasOf } from './areas.ts';

// Where each role's own area is.

describe('areaPath', () => {
  it.each([
    ['tenant', '/myroom'],
    ['landlord', '/dashboard'],
    ['investor', '/dashboard'],
    ['staff', '/admin'],
    ['admin', '/admin'],
  ] as [Role, string][])('takes a %s to %s', (role, path) => {
    expect(areaPath(role)).toBe(path);
  });

  it('gives every role an area, and a tenant both their room and their dashboard', () => {
    for (const role of ROLES) expect(areasOf(role).length, role).toBeGreaterThan(0);
    expect(areasOf('tenant')).toEqual(['myRoom', 'dashboard']);
  });

  it('falls back to the profile for a role it does not know', () => {
    expect(areaPath(undefined)).toBe('/profile');
    expect(areaPath('guest' as Role)).toBe('/profile');
  });
});

import { describe, expect, it } from 'vitest';
import type { Role } from '../../../catalog/types.ts';
import { destinationAfterLogin, loginPath, safeNextPath } from './next-path.ts';

describe('safeNextPath', () => {
  it('follows paths on this site, with their query and hash', () => {
    expect(safeNextPath('/admin')).toBe('/admin');
    expect(safeNextPath('/Users?q=ana&page=2')).toBe('/Users?q=ana&page=2');
    expect(safeNextPath('/profile#password')).toBe('/profile#password');
  });

  it('follows the path in the form the browser resolves it to', () => {
    expect(safeNextPath('/a/./b/../admin')).toBe('/a/admin');
    expect(safeNextPath('/%2e%2e/admin')).toBe('/admin');
  });

  it.each([
    ['//evil.com', 'protocol-relative'],
    ['https://evil.com', 'absolute'],
    ['http://evil.com/admin', 'absolute'],
    ['/\\evil.com', 'backslash read as a slash by browsers'],
    ['/\t/evil.com', 'tab dropped by browsers'],
    ['/\n/evil.com', 'newline dropped by browsers'],
    ['/.//evil.test/x', 'a dot segment resolving to //evil.test'],
    ['/%2e%2e//evil.test/x', 'an escaped dot-dot resolving to //evil.test'],
    ['/a/..//evil.test/x', 'a dot-dot resolving to //evil.test'],
    ['/\u000b/evil.com', 'a control character'],
    ['javascript:alert(1)', 'script'],
    ['admin', 'relative'],
    ['', 'empty'],
  ])('refuses %j (%s)', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });
});

describe('loginPath', () => {
  it('carries the page to come back to, and why, in the query', () => {
    expect(loginPath('/Users?q=a b')).toBe('/login?next=%2FUsers%3Fq%3Da+b');
    const params = new URLSearchParams(loginPath('/admin', 'staff').split('?')[1]);
    expect([params.get('next'), params.get('reason')]).toEqual(['/admin', 'staff']);
  });
});

describe('destinationAfterLogin', () => {
  it.each([
    ['tenant', '/myroom'],
    ['landlord', '/dashboard'],
    ['investor', '/dashboard'],
    ['staff', '/admin'],
    ['admin', '/admin'],
  ] as [Role, string][])('takes a %s with nowhere to go back to their area, %s', (role, path) => {
    expect(destinationAfterLogin(null, { role })).toBe(path);
    expect(destinationAfterLogin('', { role })).toBe(path);
  });

  it('goes where the person was heading, in the form the browser would resolve it to', () => {
    expect(destinationAfterLogin('/singleproperty/42?from=2026-01-01#rooms', { role: 'tenant' })).toBe('/singleproperty/42?from=2026-01-01#rooms');
    expect(destinationAfterLogin('/a/../Rooms', { role: 'staff' })).toBe('/Rooms');
  });

  it.each(['//evil.test', 'https://evil.test/x', '/.//evil.test/x', '/\\evil.test'])('never leaves the site for %j', (next) => {
    expect(destinationAfterLogin(next, { role: 'landlord' })).toBe('/dashboard');
  });

  it.each(['/login', '/login?next=%2Fadmin', '/register', '/verification/abc/a@b.c', '/forgot'])('does not go back to the account page %j', (next) => {
    expect(destinationAfterLogin(next, { role: 'tenant' })).toBe('/myroom');
  });
});

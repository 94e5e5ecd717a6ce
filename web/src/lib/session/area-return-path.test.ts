import { describe, expect, it } from 'vitest';
import { loginPathFor, riderReturnPath, riderSignInPathFor, safeReturnPath } from './area-return-path';

describe('the return path after admin sign-in', () => {
  it('returns to the admin page that was asked for, with its query', () => {
    expect(safeReturnPath('/admin/shop/abc-1')).toBe('/admin/shop/abc-1');
    expect(safeReturnPath('/admin/dashboard?status=pending')).toBe('/admin/dashboard?status=pending');
  });

  it.each([
    null,
    '',
    'https://evil.example/admin',
    '//evil.example/admin',
    '/admin//evil',
    '/profile',
    'javascript:alert(1)',
  ])('falls back to the dashboard for %j', (next) => {
    expect(safeReturnPath(next)).toBe('/admin/dashboard');
  });

  it('builds the sign-in link that carries the asked-for page', () => {
    expect(loginPathFor({ pathname: '/admin/shop/x', search: '?q=1' })).toBe(
      '/alogin?next=%2Fadmin%2Fshop%2Fx%3Fq%3D1',
    );
  });
});

describe('the return path after a rider signs in', () => {
  it('returns to the rider deletion page when it asked, and signs in there through /alogin', () => {
    expect(riderReturnPath('/delete-account-rider')).toBe('/delete-account-rider');
    expect(riderSignInPathFor('/delete-account-rider')).toBe('/alogin?next=%2Fdelete-account-rider');
  });

  it.each([null, '', '/admin/dashboard', '/delete-account', '//evil.example/delete-account-rider'])(
    'goes to the rider orders for %j',
    (next) => {
      expect(riderReturnPath(next)).toBe('/rider');
    },
  );
});

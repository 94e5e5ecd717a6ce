import { describe, expect, it } from 'vitest';
import { roleFromClaims } from './use-area-session';

describe('the admin-area role from the ID token claims', () => {
  it('an admin claim makes an admin, even with a rider claim too', () => {
    expect(roleFromClaims({ admin: true, rider: true })).toBe('admin');
  });

  it('a rider claim alone makes a rider', () => {
    expect(roleFromClaims({ rider: true })).toBe('rider');
  });

  it.each([{}, { eduAdmin: true }, { admin: 'true' }, { rider: 1 }])(
    'anything else is no role: %j',
    (claims) => {
      expect(roleFromClaims(claims)).toBe('none');
    },
  );
});

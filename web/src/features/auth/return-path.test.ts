import { afterSignInPath } from './auth-paths';
import { safeReturnPath, signInPathFor } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/settings', '/settings'],
    ['/admin/users?page=2#top', '/admin/users?page=2#top'],
    ['/profile/12', '/profile/12'],
  ])('keeps the path on this site %s', (raw, kept) => {
    expect(safeReturnPath(raw)).toBe(kept);
  });

  it.each([
    null,
    '',
    '//evil.example/steal',
    '/\\evil.example',
    '\\\\evil.example',
    'http://evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    'settings',
    '/auth',
    '/auth?next=%2Fsettings',
  ])('refuses %p (another origin, not a path, or the sign-in itself)', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('signInPathFor', () => {
  it('names the page to return to', () => {
    expect(signInPathFor('/admin/users?page=2')).toBe('/auth?next=%2Fadmin%2Fusers%3Fpage%3D2');
  });

  it('is the plain sign-in for home or an unsafe path', () => {
    expect(signInPathFor('/')).toBe('/auth');
    expect(signInPathFor('//evil.example')).toBe('/auth');
  });
});

describe('afterSignInPath', () => {
  const member = { viewerCan: { useAdminTools: false } };
  const admin = { viewerCan: { useAdminTools: true } };

  it('returns a member where she was, or home', () => {
    expect(afterSignInPath(member, { secondFactor: false }, '/settings')).toBe('/settings');
    expect(afterSignInPath(member, { secondFactor: false }, null)).toBe('/');
  });

  it('returns an admin with a second factor where she was', () => {
    expect(afterSignInPath(admin, { secondFactor: true }, '/admin/users')).toBe('/admin/users');
  });

  it('sends an admin without a second factor into the admin area (its set-up), or where she was in it', () => {
    expect(afterSignInPath(admin, { secondFactor: false }, '/settings')).toBe('/admin');
    expect(afterSignInPath(admin, { secondFactor: false }, '/admin/reports')).toBe('/admin/reports');
    expect(afterSignInPath(admin, { secondFactor: false }, '/administrator')).toBe('/admin');
  });
});

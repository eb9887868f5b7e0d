import { generate } from 'otplib';

/** The admin every bench app starts with (ADMIN_* variables), second factor included (ADMIN_TOTP_SECRET). */
export const BENCH_ADMIN = {
  username: 'benchadmin',
  email: 'bench@example.com',
  password: 'bench-admin-password-1',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

export const benchAdminEnv = () => ({
  ADMIN_USERNAME: BENCH_ADMIN.username,
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  ADMIN_TOTP_SECRET: BENCH_ADMIN.totpSecret,
});

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * Signs the bench admin in as a tool would: password (`/api/login` answers `twoFactorRequired`), then the current
 * TOTP code. Answers the session cookie. `headers` go with both requests (the proxy's `x-forwarded-proto`).
 */
export async function signInBenchAdmin(baseUrl: string, headers: Record<string, string> = {}): Promise<string> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username: BENCH_ADMIN.username, password: BENCH_ADMIN.password }),
  });
  const pending = cookiesOf(login);
  if (login.status !== 200 || !pending) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  const code = await generate({ secret: BENCH_ADMIN.totpSecret, epoch: Math.floor(Date.now() / 1000) });
  const verify = await fetch(`${baseUrl}/api/auth/2fa/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: pending, ...headers },
    body: JSON.stringify({ code }),
  });
  const cookie = cookiesOf(verify);
  if (verify.status !== 200 || !cookie) throw new Error(`admin second factor failed: ${verify.status} ${await verify.text()}`);
  return cookie;
}

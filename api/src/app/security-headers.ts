import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/** What helmet does to an answer's headers: the headers it sets, in order, and those it removes. */
interface HeaderPlan {
  set: [name: string, value: string][];
  removed: string[];
}

function planOf(middleware: RequestHandler): HeaderPlan {
  const plan: HeaderPlan = { set: [], removed: [] };
  const res = {
    setHeader: (name: string, value: unknown) => void plan.set.push([name, String(value)]),
    removeHeader: (name: string) => void plan.removed.push(name),
  };
  let done = false;
  void middleware({ method: 'GET', url: '/', headers: {} } as Request, res as unknown as Response, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return plan;
}

/**
 * helmet's security headers (CSP, HSTS, frame and referrer policies, ...) with helmet as their source, written per answer
 * from a plan made once at start-up: helmet runs its 12 middlewares, each with its own `next`, on every request, to set
 * headers that never change here (~3 us of a read's CPU, bench/profile.ts). The plan is made twice and must come out
 * the same: options that vary per request (a CSP nonce function) throw at start-up instead of being frozen.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): RequestHandler {
  const middleware = helmet(options) as unknown as RequestHandler;
  const plan = planOf(middleware);
  if (JSON.stringify(planOf(middleware)) !== JSON.stringify(plan)) throw new Error('helmet options vary per request: securityHeaders cannot precompute them');
  const { set, removed } = plan;
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}

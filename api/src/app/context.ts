import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { User } from '../modules/user/user.entity.js';
import type { Services } from './services.js';

/** What every resolver and REST handler receives for one request. */
export interface AppContext {
  em: EntityManager;
  user: User | null;
  ip: string;
  req: Request;
  res: Response;
  services: Services;
}

/**
 * The context of one GraphQL request. `em` is a getter on the prototype, so a read that never touches MikroORM
 * (browse, a profile page: plain SQL) never forks an EntityManager. It must live on the prototype: Apollo copies
 * the context's own properties for each operation (`Object.assign`), which would call a getter of the object itself.
 */
export class RequestContext implements AppContext {
  readonly ip: string;

  constructor(
    readonly req: Request,
    readonly res: Response,
    readonly services: Services,
    readonly user: User | null = req.user,
  ) {
    this.ip = req.ip ?? 'unknown';
  }

  get em(): EntityManager {
    return this.req.em;
  }
}

/**
 * A visitor's context for a server render (ssr.ts): no user even when the request has a session, and its own
 * EntityManager, forked on first use and shared by the render's operations (the holder is copied, not the fork).
 */
export class VisitorContext extends RequestContext {
  private readonly forked: { em?: EntityManager } = {};

  constructor(req: Request, res: Response, services: Services) {
    super(req, res, services, null);
  }

  override get em(): EntityManager {
    return (this.forked.em ??= this.req.em.fork());
  }
}

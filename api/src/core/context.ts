import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';

/**
 * The long-lived services a request reaches through its context. The composition root (app/services.ts) states what
 * they are by declaration merging, so that this floor imports no module and nothing from app/.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppServices {}

/** The signed-in user as the request carries her (auth/session.ts declares `req.user` and `req.principal`). */
type RequestUser = Request['user'];
type RequestPrincipal = Request['principal'];

/**
 * A live connection (a GraphQL subscription over WebSocket, app/live-server.ts): whether the session or API token it
 * was opened with still holds (not ended, not revoked, her account not banned). Asked before each event is sent.
 */
export interface LiveConnection {
  stillAllowed(): Promise<boolean>;
}

/** What every resolver and REST handler receives for one request. */
export interface AppContext {
  em: EntityManager;
  /** The signed-in user as a managed entity of `em` (mapped on first read: see `principal`), or null for a visitor. */
  user: RequestUser;
  /** What the access checks read of her (auth/principal.ts): no EntityManager needed. Null for a visitor. */
  principal: RequestPrincipal;
  ip: string;
  req: Request;
  res: Response;
  services: AppServices;
  /** Set for a subscription over WebSocket (there is no HTTP request and response then: `req` and `res` are not to be used). */
  live?: LiveConnection;
}

/**
 * The context of one GraphQL request. `em`, `user`, `principal` and `ip` are getters on the prototype, so a read that
 * never touches MikroORM (browse, a profile page, the admin queue: plain SQL) never forks an EntityManager or maps the
 * signed-in user, and the client address is worked out (proxy-addr) only when something asks for it. They must live on
 * the prototype: Apollo copies the context's own properties for each operation (`Object.assign`), which would call a
 * getter of the object itself.
 */
export class RequestContext implements AppContext {
  constructor(
    readonly req: Request,
    readonly res: Response,
    readonly services: AppServices,
  ) {}

  get em(): EntityManager {
    return this.req.em;
  }

  get user(): RequestUser {
    return this.req.user;
  }

  get principal(): RequestPrincipal {
    return this.req.principal;
  }

  get ip(): string {
    return this.req.ip ?? 'unknown';
  }
}

/**
 * A visitor's context for a server render (ssr.ts): no user even when the request has a session, and its own
 * EntityManager, forked on first use and shared by the render's operations (the holder is copied, not the fork).
 */
export class VisitorContext extends RequestContext {
  private readonly forked: { em?: EntityManager } = {};

  override get user(): null {
    return null;
  }

  override get principal(): null {
    return null;
  }

  override get em(): EntityManager {
    return (this.forked.em ??= this.req.em.fork());
  }
}

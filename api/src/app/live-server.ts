import { ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Express, Request } from 'express';
import type { Logger } from 'pino';
import type { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import { WebSocketServer, type WebSocket } from 'ws';
import { CloseCode, GRAPHQL_TRANSPORT_WS_PROTOCOL, type ExecutionResult } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import {
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { LIVE_LIMITS } from '@tea/limits';
import type { AppContext, LiveConnection } from '../core/context.js';
import type { Principal } from '../auth/principal.js';
import { hasCookie } from '../auth/session.js';
import { User } from '../modules/user/user.entity.js';
import type { Services } from './services.js';
import { isCrossSite } from './csrf.js';

/** Close codes of a live connection (graphql-ws's where it has one; its client does not retry 4401 and 4429). */
export const LIVE_CLOSE = {
  /** No session or token, an unknown or revoked token, a session that ended, a banned member. */
  unauthorized: { code: CloseCode.Unauthorized, reason: 'Unauthorized' },
  /** Both the session cookie and an API token (as on HTTP: one or the other). */
  both: { code: CloseCode.BadRequest, reason: 'Send the session cookie or an API token, not both' },
  /** Over the per-member limit, or the token's request budget. */
  tooMany: { code: CloseCode.TooManyInitialisationRequests, reason: 'Too many connections' },
  /** The instance is shutting down: connect again (to another instance). */
  restart: { code: 1012, reason: 'Server restarting' },
} as const;

/** The largest message a client may send (a subscription document and its variables), as a JSON body on HTTP. */
const MAX_MESSAGE_BYTES = 100 * 1024;

export interface LiveServerDeps {
  server: Server;
  app: Express;
  orm: MikroORM;
  schema: GraphQLSchema;
  services: Services;
  logger: Logger;
  sessionCookie: string;
  recheckSeconds: number;
  /** Runs express-session and the session's user on the handshake request, as for an HTTP request (auth/session.ts). */
  readSession(req: Request, res: ServerResponse): Promise<void>;
  /** The validation rules HTTP requests get (graphql-armor's limits), and the parser's token limit. */
  validationRules: readonly ValidationRule[];
  maxTokens: number;
  /** The HTTP path's error formatting (masked internal errors, codes kept). */
  formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError;
}

export interface LiveServer {
  /** Open live connections on this instance (in /readyz's detail). */
  connections(): number;
  /** Refuses new handshakes and closes every live connection (the app is draining). */
  close(): Promise<void>;
}

/** One authenticated live connection. */
interface Live extends LiveConnection {
  socket: WebSocket;
  userId: string;
  address: string;
  context: AppContext;
}

interface Extra extends Record<PropertyKey, unknown> {
  live?: Live;
}

/**
 * The context of a subscription: her principal as the HTTP path builds it, and the services. There is no HTTP request
 * or response (the handshake's request is gone once the socket is open), and no account entity: reads authorize on the
 * principal (rule 26).
 */
class LiveContext implements AppContext {
  private forkedEm?: EntityManager;
  constructor(
    readonly principal: Principal,
    readonly services: Services,
    readonly ip: string,
    readonly live: LiveConnection,
    private readonly orm: MikroORM,
  ) {}
  get user(): null {
    return null;
  }
  get em(): EntityManager {
    return (this.forkedEm ??= this.orm.em.fork());
  }
  get req(): never {
    throw new Error('a live connection has no HTTP request');
  }
  get res(): never {
    throw new Error('a live connection has no HTTP response');
  }
}

function refuseHandshake(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * GraphQL subscriptions over WebSocket on /graphql (graphql-ws, subprotocol `graphql-transport-ws`), on the app's own
 * HTTP server (issue 24):
 * - the handshake: another site's Origin is refused (cross-site WebSocket hijacking, csrf.ts `isCrossSite`), and so is
 *   an address over its open connections;
 * - `connection_init`: her session cookie, read by the same express-session store and user middleware as an HTTP
 *   request, or an API token as `{ "authorization": "Bearer tea_pat_..." }` (its READ scope lets it subscribe); her
 *   principal is built as on HTTP, and a member over her open connections is refused;
 * - only subscriptions (queries and mutations go over HTTP), parsed and validated with the HTTP path's limits;
 * - each connection's session or token is checked again before every event and every `recheckSeconds`: a session that
 *   ended (sign-out, expiry), a revoked token or a ban closes it (4401).
 */
export function attachLiveServer(deps: LiveServerDeps): LiveServer {
  const { services, logger } = deps;
  const open = new Set<Live>();
  const byAddress = new Map<string, number>();
  let closing = false;

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    handleProtocols: (protocols) => (protocols.has(GRAPHQL_TRANSPORT_WS_PROTOCOL) ? GRAPHQL_TRANSPORT_WS_PROTOCOL : false),
  });

  const onUpgrade = (message: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => {});
    if ((message.url ?? '').split('?')[0] !== '/graphql') return refuseHandshake(socket, 404, 'Not Found');
    if (closing) return refuseHandshake(socket, 503, 'Service Unavailable');
    // Express's request methods (`ip`, `protocol` and `get`, with the app's trust proxy setting), as Express does for
    // an HTTP request.
    Object.setPrototypeOf(message, deps.app.request);
    const req = message as Request;
    if (isCrossSite(req)) return refuseHandshake(socket, 403, 'Forbidden');
    const address = req.ip ?? 'unknown';
    if ((byAddress.get(address) ?? 0) >= LIVE_LIMITS.connectionsPerAddress) return refuseHandshake(socket, 429, 'Too Many Requests');
    byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
    // Released when the TCP connection closes, whether or not the handshake went through.
    socket.once('close', () => release(address));
    wss.handleUpgrade(message, socket, head, (ws) => wss.emit('connection', ws, message));
  };
  const release = (address: string) => {
    const n = (byAddress.get(address) ?? 1) - 1;
    if (n > 0) byAddress.set(address, n);
    else byAddress.delete(address);
  };
  deps.server.on('upgrade', onUpgrade);

  /** Her principal and the check of what it came from, or a refusal. */
  async function authenticate(
    req: Request,
    params: Readonly<Record<string, unknown>> | undefined,
  ): Promise<{ principal: Principal; stillAllowed: () => Promise<boolean> } | keyof typeof LIVE_CLOSE> {
    const authorization = params?.authorization;
    if (authorization !== undefined) {
      if (hasCookie(req, deps.sessionCookie)) return 'both';
      const secret = typeof authorization === 'string' ? (/^Bearer[ ]+(\S+)[ ]*$/i.exec(authorization)?.[1] ?? '') : '';
      const token = secret ? await services.apiTokens.authenticate(secret) : null;
      const user = token ? await deps.orm.em.fork().findOne(User, token.userId) : null;
      if (!token || !user || user.banned) return 'unauthorized';
      const budget = await services.tokenLimiter.consume(token.id, token.userId);
      if (!budget.allowed) return 'tooMany';
      user.apiToken = { id: token.id, scopes: token.scopes };
      user.sessionSecondFactorAt = null;
      await services.apiTokens.touch(token).catch(() => {});
      return {
        principal: user,
        stillAllowed: async () => {
          const live = await services.apiTokens.authenticate(secret);
          if (!live) return false;
          const row = await services.db.one<{ banned: boolean }>('select banned from users where id = $1', [live.userId]);
          return !!row && !row.banned;
        },
      };
    }
    if (!hasCookie(req, deps.sessionCookie)) return 'unauthorized';
    await deps.readSession(req, new ServerResponse(req));
    const principal = req.principal;
    const sid = req.sessionID;
    if (!principal || !sid) return 'unauthorized';
    return {
      principal,
      // The session row still there and unexpired (sign-out and a ban delete it), and her account not banned.
      stillAllowed: async () =>
        !!(await services.db.one(
          'select 1 from session s join users u on u.id = s.user_id where s.sid = $1 and s.expire >= now() and u.id = $2 and not u.banned',
          [sid, principal.id],
        )),
    };
  }

  const close = (live: Live, why: keyof typeof LIVE_CLOSE) => live.socket.close(LIVE_CLOSE[why].code, LIVE_CLOSE[why].reason);

  const graphqlWs = useServer<Record<string, unknown>, Extra>(
    {
      schema: deps.schema,
      onConnect: async (ctx) => {
        const req = ctx.extra.request as Request;
        let outcome: Awaited<ReturnType<typeof authenticate>>;
        try {
          outcome = await authenticate(req, ctx.connectionParams);
        } catch (err) {
          logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'live connection: authentication failed');
          ctx.extra.socket.close(CloseCode.InternalServerError, 'Internal server error');
          return false;
        }
        if (typeof outcome === 'string') {
          ctx.extra.socket.close(LIVE_CLOSE[outcome].code, LIVE_CLOSE[outcome].reason);
          return false;
        }
        const userId = outcome.principal.id;
        let mine = 0;
        for (const other of open) if (other.userId === userId) mine++;
        if (mine >= LIVE_LIMITS.connectionsPerMember) {
          ctx.extra.socket.close(LIVE_CLOSE.tooMany.code, LIVE_CLOSE.tooMany.reason);
          return false;
        }
        const stillAllowed = outcome.stillAllowed;
        const live: Live = {
          socket: ctx.extra.socket,
          userId,
          address: req.ip ?? 'unknown',
          // Checked before each event: false closes the connection too.
          stillAllowed: async () => {
            const allowed = await stillAllowed().catch(() => true);
            if (!allowed) close(live, 'unauthorized');
            return allowed;
          },
          context: undefined as unknown as AppContext,
        };
        live.context = new LiveContext(outcome.principal, services, live.address, live, deps.orm);
        ctx.extra.live = live;
        open.add(live);
        ctx.extra.socket.once('close', () => open.delete(live));
        return true;
      },
      onSubscribe: (ctx, _id, payload) => {
        const live = ctx.extra.live;
        if (!live) return [new GraphQLError('Not connected')];
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: deps.maxTokens });
        } catch (err) {
          return [err instanceof GraphQLError ? err : new GraphQLError('Syntax error')];
        }
        const errors = validate(deps.schema, document, [...specifiedRules, ...deps.validationRules]);
        if (errors.length) return errors;
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation !== 'subscription') {
          return [new GraphQLError('Only subscriptions go over WebSocket; send queries and mutations over HTTP.', { extensions: { code: 'BAD_USER_INPUT' } })];
        }
        return {
          schema: deps.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: live.context,
        };
      },
      onNext: (_ctx, _id, _payload, _args, result: ExecutionResult) => {
        if (!result.errors?.length) return;
        return {
          ...result,
          errors: result.errors.map((error) => deps.formatError(error instanceof GraphQLError ? error.toJSON() : { message: String(error) }, error)),
        };
      },
    },
    wss,
  );

  // Each instance checks its own sockets (per-instance housekeeping, like the WebSocket keep-alive: not scheduled
  // work for the job queue, rule 21, which runs a job once in the whole cluster).
  let checking = false;
  const recheck = setInterval(() => {
    if (checking) return;
    checking = true;
    void (async () => {
      for (const live of [...open]) await live.stillAllowed();
    })().finally(() => (checking = false));
  }, deps.recheckSeconds * 1000);
  recheck.unref();

  return {
    connections: () => open.size,
    async close() {
      closing = true;
      clearInterval(recheck);
      deps.server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.close(LIVE_CLOSE.restart.code, LIVE_CLOSE.restart.reason);
      // Closes the WebSocket server (and any socket still open, 1001).
      await graphqlWs.dispose();
    },
  };
}

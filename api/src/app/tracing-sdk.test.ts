import { describe, expect, it } from '@jest/globals';
import { SpanKind, type Attributes } from '@opentelemetry/api';
import { scrubAttributes, sqlWithoutLiterals } from './tracing-sdk.js';

describe('what a span may carry out of the process', () => {
  it('keeps a statement without its literals (MikroORM writes the values into the text)', () => {
    expect(sqlWithoutLiterals(`select id from users where lower(email) = 'her@example.com' and role = E'it''s' limit 21`)).toBe(
      'select id from users where lower(email) = ? and role = ? limit ?',
    );
    expect(sqlWithoutLiterals('update "t0" set "n" = 1.5e3, x = $1 where "c2" = -4 and v = $$a body$$ and w = $q$x$q$')).toBe(
      'update "t0" set "n" = ?, x = $1 where "c2" = -? and v = ? and w = ?',
    );
    expect(sqlWithoutLiterals('select * from "p" where "id" = $1::uuid and "table1".col in ($2, $3)')).toBe(
      'select * from "p" where "id" = $1::uuid and "table1".col in ($2, $3)',
    );
  });

  it('drops client addresses, browsers and raw URLs; a client span keeps the origin it called', () => {
    const server: Attributes = {
      'http.route': '/api/profiles/:id',
      'url.path': '/api/profiles/123',
      'url.query': 'email=her%40example.com',
      'http.url': 'http://host/api/profiles/123?token=x',
      'client.address': '203.0.113.9',
      'user_agent.original': 'Mozilla/5.0',
      'db.statement': "select 1 where a = 'x'",
    };
    scrubAttributes(server, SpanKind.SERVER);
    expect(server).toEqual({ 'http.route': '/api/profiles/:id', 'db.statement': 'select ? where a = ?' });
    const client: Attributes = { 'url.full': 'https://fcm.googleapis.com/fcm/send/her-secret?x=1', 'network.peer.address': '142.250.0.1' };
    scrubAttributes(client, SpanKind.CLIENT);
    expect(client).toEqual({ 'url.full': 'https://fcm.googleapis.com' });
  });
});

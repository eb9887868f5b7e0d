import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../../test/test-server.js';
import { seedProfiles } from '../../../test/factories.js';
import { ConfigError, loadEnv } from '../../app/env.js';

/* Fair flags with FLAG_MIN_REPORTERS from the configuration (its own file: the threshold is set when the app starts). */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ FLAG_MIN_REPORTERS: '3' });
});
afterAll(() => t.close());

describe('FLAG_MIN_REPORTERS', () => {
  it('is read from the configuration: with 3, two distinct members are not enough and three are', async () => {
    expect(t.env.FLAG_MIN_REPORTERS).toBe(3);
    const members = await Promise.all([t.signedIn(), t.signedIn(), t.signedIn()]);
    const report = (i: number) => ({ rating: 1, approved: true, authorId: members[i].user.id });
    const [two, three] = await seedProfiles(t, [
      { firstName: 'Threshold', lastName: 'Two', reports: [report(0), report(1), report(1)] },
      { firstName: 'Threshold', lastName: 'Three', reports: [report(0), report(1), report(2)] },
    ]);
    const flag = async (id: number) =>
      (await t.client().gql('query($id: ID!) { profile(id: $id) { flagStatus flagShown reviewCount } }', { id: String(id) })).body.data.profile;
    expect(await flag(two)).toEqual({ flagStatus: 'NEUTRAL', flagShown: false, reviewCount: 3 });
    expect(await flag(three)).toEqual({ flagStatus: 'RED', flagShown: true, reviewCount: 3 });
  });

  it('defaults to 2 and must be a whole number of at least 1', () => {
    const base = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), APP_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'), DATA_DIR: '/tmp' };
    expect(loadEnv(base).FLAG_MIN_REPORTERS).toBe(2);
    expect(() => loadEnv({ ...base, FLAG_MIN_REPORTERS: '0' })).toThrow(ConfigError);
    expect(() => loadEnv({ ...base, FLAG_MIN_REPORTERS: 'two' })).toThrow(ConfigError);
  });
});

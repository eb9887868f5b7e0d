import { createCache } from '../../../app/apollo-client';
import { ProfileRouteQuery } from '../../profile/hooks/useProfile';
import { buildProfile, headerOf } from '../../../test/mocks/profiles';
import { adminCan, buildAdmin, buildUser } from '../../../test/mocks/users';
import { CurrentUserQuery } from './useCurrentUser';
import { writeCurrentUser } from './useLogin';

/** A cache holding `me` and a profile page answered for her (`viewerCan` and hidden content depend on who asked). */
function cacheWith(me: ReturnType<typeof buildUser> | null) {
  const cache = createCache();
  if (me) cache.writeQuery({ query: CurrentUserQuery, data: { me } });
  cache.writeQuery({ query: ProfileRouteQuery, variables: { id: '12' }, data: { profile: headerOf(buildProfile({ id: '12' })) } as never });
  return cache;
}
const cachedProfile = (cache: ReturnType<typeof createCache>) => cache.readQuery({ query: ProfileRouteQuery, variables: { id: '12' } })?.profile ?? null;

describe('writeCurrentUser', () => {
  it('drops answers given to someone else when she signs in', () => {
    const cache = cacheWith(null);
    writeCurrentUser(cache, buildAdmin());
    expect(cache.readQuery({ query: CurrentUserQuery })?.me?.viewerCan.moderate).toBe(true);
    expect(cachedProfile(cache)).toBeNull();
  });

  it('drops them when her abilities change (an admin passing her second factor)', () => {
    const cache = cacheWith(buildAdmin({ viewerCan: adminCan({ moderate: false, manageUsers: false }) }));
    writeCurrentUser(cache, buildAdmin());
    expect(cachedProfile(cache)).toBeNull();
  });

  it('keeps them when she and her abilities stay the same', () => {
    const cache = cacheWith(buildUser());
    writeCurrentUser(cache, buildUser({ firstName: 'Janet' }));
    expect(cachedProfile(cache)?.id).toBe('12');
  });
});

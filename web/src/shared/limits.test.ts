import { LIMITS as API_LIMITS } from '../../../api/src/shared/validation';
import { LIMITS } from './limits';

describe('shared limits', () => {
  it('match the API limits', () => {
    expect(LIMITS).toEqual(API_LIMITS);
  });
});

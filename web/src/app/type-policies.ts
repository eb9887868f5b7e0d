import type { TypePolicies } from '@apollo/client';

/**
 * Cache normalisation. Users are stored once by id, so any mutation that returns the signed-in user
 * (login, register, updateUsername) updates every screen that shows her.
 */
export const typePolicies: TypePolicies = {
  User: { keyFields: ['id'] },
  Query: {
    fields: {
      // `me` is a singleton that login/register write and logout clears; replace it wholesale.
      me: { merge: false },
    },
  },
};

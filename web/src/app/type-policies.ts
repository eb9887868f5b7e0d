import type { TypePolicies } from '@apollo/client';
import { pagesByNumber } from './field-policies/pages-by-number';
import { cursorItemsPagination } from './field-policies/cursor-items-pagination';

/**
 * Cache normalisation. Users, profiles and reports are stored once by id, so any mutation that returns one of them
 * (login, verifyPhone, updateUsername, createReport, ...) updates every screen that shows it.
 */
export const typePolicies: TypePolicies = {
  User: { keyFields: ['id'] },
  // One type per entity: public screens and the moderation lists (`moderationProfiles`, `moderationReports`, whose
  // items carry the moderator-only fields too) share these entries, so a moderation change shows everywhere.
  Profile: { keyFields: ['id'] },
  Report: { keyFields: ['id'] },
  // Her own report (My Reports, createReport's answer): with the moderation decision only she sees.
  MyReport: { keyFields: ['id'] },
  // The dashboard's numbers, one object: the dashboard and the admin sidebar's badges each ask for some of its fields.
  AdminStats: { keyFields: [] },
  Query: {
    fields: {
      // `me` is a singleton that login/register write and logout clears; replace it wholesale.
      me: { merge: false },
      // Browse pages: one cache entry per filter (and page size), holding the pages fetched so far by number.
      profiles: pagesByNumber(['filter', 'pageSize']),
      // A profile's approved reports: one list per profile, grown by "Load more" (cursor pages appended).
      profileReports: cursorItemsPagination(['profileId']),
      // Her decisions (My Reports) and the moderation queues: cursor pages appended by "Load more".
      myDecisions: cursorItemsPagination([]),
      adminAppeals: cursorItemsPagination([]),
      adminFlags: cursorItemsPagination([]),
      // Lists that are replaced wholesale when refetched (the moderation lists: one entry per filter and page).
      moderationReports: { merge: false },
      moderationProfiles: { merge: false },
      myReports: { merge: false },
      myPendingReports: { merge: false },
      recommendations: { merge: false },
      locations: { merge: false },
    },
  },
};

// The limits the API enforces (zod schemas, GraphQL descriptions) and the web forms check before sending, in one
// place. Plain ESM with a hand-written index.d.ts, so that every consumer imports it as it is, without a build step:
// the API's tsc build and node at run time, Jest, Vite (dev and build) and the type checks. index.test.ts checks
// that the declarations give the same values.

export const LIMITS = Object.freeze({
  passwordMin: 6,
  passwordMax: 256,
  usernameMin: 3,
  usernameMax: 30,
  usernameChangeMonths: 6,
  nameMax: 60,
  emailMax: 254,
  reportTitleMin: 5,
  reportTitleMax: 120,
  reportContentMin: 20,
  reportContentMax: 5000,
  bioMax: 500,
  ageMin: 18,
  ageMax: 100,
  pageSize: 20,
  flagNoteMax: 500,
  appealTextMax: 2000,
  apiTokenNameMax: 60,
});

/** The lengths of a suspension a moderator chooses from, in days. */
export const SUSPENSION_DAYS = Object.freeze([1, 7, 30]);

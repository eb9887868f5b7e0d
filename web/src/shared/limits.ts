/**
 * The web copy of the API's shared limits (api/src/shared/validation.ts). limits.test.ts fails when they drift,
 * so forms and the server enforce the same numbers.
 */
export const LIMITS = {
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
} as const;

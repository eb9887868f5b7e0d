/**
 * Limits shared by the API and the web client's forms (the web imports the same numbers from its own copy in
 * web/src/shared/limits.ts; a test asserts they match).
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

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

import type { IdType } from '../../gql/graphql';

/** The four document kinds (SPEC §3) with readable labels, in the order the form lists them. */
export const ID_TYPE_OPTIONS: readonly { value: IdType; label: string }[] = [
  { value: 'DRIVERS_LICENSE', label: "Driver's License" },
  { value: 'PASSPORT', label: 'Passport' },
  { value: 'STATE_ID', label: 'State ID' },
  { value: 'MILITARY_ID', label: 'Military ID' },
];

export function idTypeLabel(value: IdType): string {
  return ID_TYPE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** SPEC §5/§9: ID images must be under 5MB (the API enforces the same cap). */
export const ID_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

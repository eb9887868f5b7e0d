import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { IdType } from '../../gql/graphql';

const messages = defineMessages({
  DRIVERS_LICENSE: { id: 'verification.idType.driversLicense', defaultMessage: "Driver's License" },
  PASSPORT: { id: 'verification.idType.passport', defaultMessage: 'Passport' },
  STATE_ID: { id: 'verification.idType.stateId', defaultMessage: 'State ID' },
  MILITARY_ID: { id: 'verification.idType.militaryId', defaultMessage: 'Military ID' },
} satisfies Record<IdType, MessageDescriptor>);

/** The four document kinds (SPEC §3) with their labels as messages, in the order the form lists them. */
export const ID_TYPE_OPTIONS: readonly { value: IdType; label: MessageDescriptor }[] = [
  { value: 'DRIVERS_LICENSE', label: messages.DRIVERS_LICENSE },
  { value: 'PASSPORT', label: messages.PASSPORT },
  { value: 'STATE_ID', label: messages.STATE_ID },
  { value: 'MILITARY_ID', label: messages.MILITARY_ID },
];

/** The label of a document kind as a message (format it with `intl.formatMessage`). */
export function idTypeMessage(value: IdType): MessageDescriptor | undefined {
  return messages[value];
}

/** The English label of a document kind (the admin screens, until they move onto messages). */
export function idTypeLabel(value: IdType): string {
  const message = idTypeMessage(value);
  return message ? String(message.defaultMessage) : value;
}

/** SPEC §5/§9: ID images must be under 5MB (the API enforces the same cap). */
export const ID_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

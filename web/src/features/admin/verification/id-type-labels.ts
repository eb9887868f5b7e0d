import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { IdType } from '../../../gql/graphql';

/** The four document kinds (SPEC §3) as the admin screens show them, in her language. */
const ID_TYPE_MESSAGES = defineMessages({
  DRIVERS_LICENSE: { id: 'admin.verification.idTypeDriversLicense', defaultMessage: "Driver's License" },
  PASSPORT: { id: 'admin.verification.idTypePassport', defaultMessage: 'Passport' },
  STATE_ID: { id: 'admin.verification.idTypeStateId', defaultMessage: 'State ID' },
  MILITARY_ID: { id: 'admin.verification.idTypeMilitaryId', defaultMessage: 'Military ID' },
} satisfies Record<IdType, MessageDescriptor>);

/** A document kind in her language (the code itself for a kind this list does not know yet). */
export function idTypeText(intl: IntlShape, value: IdType): string {
  const message: MessageDescriptor | undefined = ID_TYPE_MESSAGES[value];
  return message ? intl.formatMessage(message) : value;
}

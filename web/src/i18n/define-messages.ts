import type { MessageDescriptor } from 'react-intl';

/**
 * react-intl's `defineMessages` (an identity function the FormatJS extractor finds by name), for modules the boot
 * script reaches (app/preload.ts → browse filters, report display): importing react-intl there would pull its chunks
 * into the first, early script. Components use react-intl's own.
 */
export function defineMessages<K extends string, T extends MessageDescriptor = MessageDescriptor>(messages: Record<K, T>): Record<K, T> {
  return messages;
}

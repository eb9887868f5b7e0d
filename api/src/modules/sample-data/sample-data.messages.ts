import { defineMessages } from '../../core/i18n.js';

export const SAMPLE_DATA_MESSAGES = defineMessages({
  count: { id: 'sampleData.count', defaultMessage: 'Please enter a number between 1 and 200' },
});

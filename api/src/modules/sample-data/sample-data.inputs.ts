import { z } from 'zod';
import { SAMPLE_DATA_MESSAGES } from './sample-data.messages.js';

/** How many sample profiles to generate: 1 to 200, 50 when left out. */
export const sampleCountSchema = z.preprocess(
  (v) => (v == null || v === '' ? 50 : Number(v)),
  z
    .number({ error: SAMPLE_DATA_MESSAGES.count.defaultMessage })
    .int(SAMPLE_DATA_MESSAGES.count.defaultMessage)
    .min(1, SAMPLE_DATA_MESSAGES.count.defaultMessage)
    .max(200, SAMPLE_DATA_MESSAGES.count.defaultMessage),
);

import { z } from 'zod';

/** How many sample profiles to generate: 1 to 200, 50 when left out. */
export const sampleCountSchema = z.preprocess(
  (v) => (v == null || v === '' ? 50 : Number(v)),
  z
    .number({ error: 'Please enter a number between 1 and 200' })
    .int('Please enter a number between 1 and 200')
    .min(1, 'Please enter a number between 1 and 200')
    .max(200, 'Please enter a number between 1 and 200'),
);

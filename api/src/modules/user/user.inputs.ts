import { z } from 'zod';
import { USER_MESSAGES } from './user.messages.js';

export const DELETE_ACCOUNT_MESSAGES = {
  missingPassword: USER_MESSAGES.missingPassword.defaultMessage,
  wrongPassword: USER_MESSAGES.wrongPassword.defaultMessage,
} as const;

/** `DELETE /api/user` and `deleteAccount`: her password, and whether her published reports go too (default: they stay, anonymous). */
export const deleteAccountSchema = z.object({
  password: z.string({ error: DELETE_ACCOUNT_MESSAGES.missingPassword }).min(1, DELETE_ACCOUNT_MESSAGES.missingPassword),
  deletePublishedReports: z.boolean({ error: USER_MESSAGES.deletePublished.defaultMessage }).optional().default(false),
});

export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

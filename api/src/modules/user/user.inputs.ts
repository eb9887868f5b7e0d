import { z } from 'zod';

export const DELETE_ACCOUNT_MESSAGES = {
  missingPassword: 'Please enter your password to delete your account.',
  wrongPassword: 'The password is not correct.',
} as const;

/** `DELETE /api/user` and `deleteAccount`: her password, and whether her published reports go too (default: they stay, anonymous). */
export const deleteAccountSchema = z.object({
  password: z.string({ error: DELETE_ACCOUNT_MESSAGES.missingPassword }).min(1, DELETE_ACCOUNT_MESSAGES.missingPassword),
  deletePublishedReports: z.boolean({ error: 'deletePublishedReports must be true or false.' }).optional().default(false),
});

export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

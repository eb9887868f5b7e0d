import type { MockLink } from '@apollo/client/testing';
import { CheckPhotoMutation } from '../../features/photo-check/hooks/usePhotoCheck';

export type PhotoCheckAnswer = {
  matches?: { profileId: string; displayName: string; location: string | null; distance: number }[];
  error?: { message: string; code: string };
};

/**
 * The photo check's answer (its matches, or an error with its code); `sent` collects the photo of each call (the
 * variables the upload link would send); `delay` holds the answer back (a pending state's test: >= 1500 ms).
 */
export function photoCheckMock(answer: PhotoCheckAnswer, sent: unknown[] = [], delay = 0): MockLink.MockedResponse {
  const matches = (answer.matches ?? []).map((m) => ({ __typename: 'PhotoCheckMatch', ...m, similarity: Math.round((1 - m.distance / 64) * 100) / 100 }));
  return {
    request: {
      query: CheckPhotoMutation,
      variables: (variables: { image?: unknown }) => {
        sent.push(variables.image);
        return true;
      },
    },
    delay,
    result: answer.error
      ? { errors: [{ message: answer.error.message, extensions: { code: answer.error.code } }] }
      : {
          data: {
            checkPhoto: { __typename: 'PhotoCheckResult', matches, message: matches.length ? null : 'No match among the profiles published here.' },
          },
        },
  };
}

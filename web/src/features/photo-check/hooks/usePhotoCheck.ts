import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { graphql } from '../../../gql';
import type { CheckPhotoMutation as CheckPhotoResult } from '../../../gql/graphql';
import { errorCode, errorMessage } from '../../../shared/errors';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';

export const CheckPhotoMutation = graphql(`
  mutation CheckPhoto($image: Upload!) {
    checkPhoto(image: $image) {
      matches {
        profileId
        displayName
        location
        distance
        similarity
      }
      message
    }
  }
`);

/** A matching profile, as the check answers it. */
export type PhotoCheckMatch = CheckPhotoResult['checkPhoto']['matches'][number];

/** Why a check did not answer: the daily limit (429), no verified phone (403), or anything else (a bad image, the network). */
export type PhotoCheckProblem = 'limit' | 'phone' | 'other';

export type PhotoCheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; matches: PhotoCheckMatch[]; message: string | null }
  | { status: 'failed'; problem: PhotoCheckProblem; message: string | undefined };

const IDLE: PhotoCheckState = { status: 'idle' };

/** A 403 asks for her phone only when her phone is not verified (a suspended member's 403 says why in its message). */
function problemOf(error: unknown, phoneVerified: boolean): PhotoCheckProblem {
  const code = errorCode(error);
  if (code === 'TOO_MANY_REQUESTS') return 'limit';
  if (code === 'FORBIDDEN' && !phoneVerified) return 'phone';
  return 'other';
}

/**
 * The photo check (`checkPhoto`): the photo goes out as a multipart upload (app/upload-link.ts takes operations holding
 * a File), the server answers the published profiles whose approved photo looks alike and keeps nothing. Nothing is
 * cached either (`no-cache`): the answer lives in this hook's state only, and a newer check replaces an older one's
 * answer (a late answer to an earlier photo is dropped).
 */
export function usePhotoCheck() {
  const [mutate] = useMutation(CheckPhotoMutation, { fetchPolicy: 'no-cache' });
  const phoneVerified = useCurrentUser().user?.phoneVerified === true;
  const [state, setState] = useState<PhotoCheckState>(IDLE);
  const latest = useRef(0);

  const check = useCallback(
    async (image: File) => {
      const call = ++latest.current;
      setState({ status: 'checking' });
      try {
        const { data } = await mutate({ variables: { image } });
        if (call !== latest.current) return;
        if (!data) throw new Error('The photo check gave no answer.');
        setState({ status: 'done', matches: data.checkPhoto.matches, message: data.checkPhoto.message ?? null });
      } catch (error) {
        if (call !== latest.current) return;
        setState({ status: 'failed', problem: problemOf(error, phoneVerified), message: errorMessage(error) });
      }
    },
    [mutate, phoneVerified],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    setState(IDLE);
  }, []);

  return { state, check, reset };
}

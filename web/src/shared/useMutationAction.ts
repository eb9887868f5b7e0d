import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback, useRef } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useToast } from '../ui/toast/useToast';
import { errorMessage, failureDescription } from './errors';

/** A toast's texts (SPEC §8: the exact titles and descriptions). */
export type ActionToast = { title: string; description?: string };

/** A toast's texts as messages, formatted in her language when the toast shows. */
export type MessageToast = { title: MessageDescriptor; description?: MessageDescriptor };

/** A toast's texts, either already in her language or as messages. */
export type ToastTexts = ActionToast | MessageToast;

function toastText(intl: IntlShape, texts: ToastTexts): ActionToast {
  if (typeof texts.title === 'string') return texts as ActionToast;
  const { title, description } = texts as MessageToast;
  return { title: intl.formatMessage(title), ...(description ? { description: intl.formatMessage(description) } : {}) };
}

/** What a failed action says: a fixed title and SPEC text (the server's reason is appended), or built from the error. */
export type FailureToast<TArgs extends unknown[]> = ToastTexts | ((error: unknown, args: TArgs) => ActionToast);

export type ActionToasts<TResult, TArgs extends unknown[]> = {
  /** Shown when the action succeeded (none when left out). */
  success?: ToastTexts | ((result: TResult, args: TArgs) => ToastTexts);
  failure: FailureToast<TArgs>;
  /** Errors that are no failure (she cancelled a code prompt): no toast, the action resolves to false. */
  quiet?: (error: unknown) => boolean;
};

/** A failure toast whose description is the server's reason, or `fallback` when it gave none. */
export function failureWithReason(title: string, fallback = 'Please try again.') {
  return (error: unknown): ActionToast => ({ title, description: errorMessage(error) ?? fallback });
}

/**
 * Runs an action with its toasts: the success toast and its result, or the destructive failure toast and false. For
 * work that is not one mutation (a save through another hook); mutations use `useMutationAction`.
 */
export function useToastedAction() {
  const { toast } = useToast();
  const intl = useIntl();
  return useCallback(
    async <TResult, TArgs extends unknown[]>(run: () => Promise<TResult>, toasts: ActionToasts<TResult, TArgs>, args: TArgs): Promise<TResult | false> => {
      try {
        const result = await run();
        const { success } = toasts;
        if (success) toast(toastText(intl, typeof success === 'function' ? success(result, args) : success));
        return result;
      } catch (error) {
        if (toasts.quiet?.(error)) return false;
        const { failure } = toasts;
        if (typeof failure === 'function') {
          toast({ ...failure(error, args), variant: 'destructive' });
          return false;
        }
        const { title, description } = toastText(intl, failure);
        toast({ title, ...(description !== undefined ? { description: failureDescription(description, error) } : {}), variant: 'destructive' });
        return false;
      }
    },
    [toast, intl],
  );
}

export type MutationActionOptions<TData, TVariables, TArgs extends unknown[], TResult> = ActionToasts<TResult, NoInfer<TArgs>> & {
  /** The mutation's variables for a call's arguments. */
  variables: (...args: TArgs) => TVariables;
  /** The cache effect (modify, evict, write) once the answer arrived, with the call's arguments (as a tuple). */
  update?: (cache: ApolloCache, data: TData, args: NoInfer<TArgs>) => void;
  /** Queries to run again once it succeeded. */
  refetchQueries?: readonly string[];
  /** What the call resolves to on success (true when left out). */
  result?: (data: TData, args: NoInfer<TArgs>) => TResult;
  /** Runs the mutation through a guard (e.g. a second-factor step-up that may ask for a code and run it again). */
  guard?: <R>(run: () => Promise<R>) => Promise<R>;
  fetchPolicy?: 'no-cache';
};

/**
 * One moderation or member action as a mutation (spotify-showcase's `useSaveTracksMutation` shape): it owns the pending
 * state, the success and failure toasts and the cache effect, and resolves to true (or `result`'s value) on success
 * and false on failure, so a dialog closes only when the action went through. Options are read at call time.
 */
export function useMutationAction<TData, TVariables extends OperationVariables, TArgs extends unknown[], TResult = true>(
  document: TypedDocumentNode<TData, TVariables>,
  options: MutationActionOptions<TData, TVariables, TArgs, TResult>,
): [(...args: TArgs) => Promise<TResult | false>, { pending: boolean }] {
  const [mutate, { loading }] = useMutation(document, options.fetchPolicy ? { fetchPolicy: options.fetchPolicy } : undefined);
  const attempt = useToastedAction();
  const latest = useRef(options);
  latest.current = options;
  const run = useCallback(
    (...args: TArgs) => {
      const current = latest.current;
      const once = async (): Promise<TResult> => {
        // The options object is built generically here; each domain hook's `variables` is typed against its document.
        const send = mutate as unknown as (options: object) => Promise<{ data?: TData | null }>;
        const { data } = await send({
          variables: current.variables(...args),
          ...(current.refetchQueries ? { refetchQueries: [...current.refetchQueries] } : {}),
          update: (cache: ApolloCache, answer: { data?: TData | null }) => {
            if (answer.data) current.update?.(cache, answer.data, args);
          },
        });
        if (!data) throw new Error('No answer from the server.');
        return current.result ? current.result(data, args) : (true as TResult);
      };
      return attempt(() => (current.guard ? current.guard(once) : once()), current, args);
    },
    [attempt, mutate],
  );
  return [run, { pending: loading }];
}

/** Copies a text to the clipboard with a toast either way (the failure toast says how to copy it by hand); resolves to false on failure. */
export function useCopyText() {
  const attempt = useToastedAction();
  const intl = useIntl();
  return useCallback(
    (text: string, toasts: { success: ToastTexts; failure: ToastTexts }) =>
      attempt(() => navigator.clipboard.writeText(text), { success: toasts.success, failure: () => toastText(intl, toasts.failure) }, []),
    [attempt, intl],
  );
}

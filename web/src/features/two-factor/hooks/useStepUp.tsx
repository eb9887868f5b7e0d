import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { errorMessage } from '../../../shared/errors';
import { isSecondFactorStale, STEP_UP_MESSAGE } from '../two-factor-errors';

const StepUpDialog = lazy(() => import('../components/StepUpDialog').then((m) => ({ default: m.StepUpDialog })));

/** Thrown by a `withStepUp` action when she closed the code dialog instead of confirming. */
export class StepUpCancelledError extends Error {
  constructor() {
    super('The action was cancelled: no code was given.');
    this.name = 'StepUpCancelledError';
  }
}

export const isStepUpCancelled = (error: unknown): error is StepUpCancelledError => error instanceof StepUpCancelledError;

type Question = { message: string; action?: string; answer: (confirmed: boolean) => void };

/**
 * Step-up for the actions that need a second-factor check within the last 5 minutes (opening an ID document,
 * revealing a report's author). `withStepUp(action)` runs the action; when the API answers SECOND_FACTOR_STALE it
 * asks for a code in a dialog (render `stepUpDialog`), renews the check with it and runs the action once more.
 * `actionName` ('Create an API token', 'Open the ID document') tells her in the dialog what the code confirms.
 * Closing the dialog rejects with StepUpCancelledError; any other error passes through.
 */
export function useStepUp(): {
  withStepUp: <A extends unknown[], R>(action: (...args: A) => Promise<R>, actionName?: string) => (...args: A) => Promise<R>;
  stepUpDialog: ReactNode;
} {
  const [question, setQuestion] = useState<Question | null>(null);

  const withStepUp = useCallback(
    <A extends unknown[], R>(action: (...args: A) => Promise<R>, actionName?: string) =>
      async (...args: A): Promise<R> => {
        try {
          return await action(...args);
        } catch (error) {
          if (!isSecondFactorStale(error)) throw error;
          const confirmed = await new Promise<boolean>((answer) =>
            setQuestion({ message: errorMessage(error) ?? STEP_UP_MESSAGE, action: actionName, answer }),
          );
          setQuestion(null);
          if (!confirmed) throw new StepUpCancelledError();
          return action(...args);
        }
      },
    [],
  );

  const stepUpDialog = question ? (
    <Suspense fallback={null}>
      <StepUpDialog message={question.message} action={question.action} onVerified={() => question.answer(true)} onCancel={() => question.answer(false)} />
    </Suspense>
  ) : null;

  return { withStepUp, stepUpDialog };
}

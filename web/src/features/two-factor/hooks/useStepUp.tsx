import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../../shared/errors';
import { isSecondFactorStale } from '../two-factor-errors';

const StepUpDialog = lazy(() => import('../components/StepUpDialog').then((m) => ({ default: m.StepUpDialog })));

/** Thrown by a `withStepUp` action when she closed the code dialog instead of confirming. */
export class StepUpCancelledError extends Error {
  constructor() {
    super('The action was cancelled: no code was given.');
    this.name = 'StepUpCancelledError';
  }
}

export const isStepUpCancelled = (error: unknown): error is StepUpCancelledError => error instanceof StepUpCancelledError;

/** The API's step-up question (two-factor-errors' STEP_UP_MESSAGE), for an answer that carries no text. */
const stepUpMessage = defineMessage({
  id: 'twoFactor.stepUp.question',
  defaultMessage: 'For this, confirm it is you: enter a code from your authenticator app.',
});

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
  const intl = useIntl();
  const [question, setQuestion] = useState<Question | null>(null);

  const withStepUp = useCallback(
    <A extends unknown[], R>(action: (...args: A) => Promise<R>, actionName?: string) =>
      async (...args: A): Promise<R> => {
        try {
          return await action(...args);
        } catch (error) {
          if (!isSecondFactorStale(error)) throw error;
          const confirmed = await new Promise<boolean>((answer) =>
            setQuestion({ message: errorMessage(error) ?? intl.formatMessage(stepUpMessage), action: actionName, answer }),
          );
          setQuestion(null);
          if (!confirmed) throw new StepUpCancelledError();
          return action(...args);
        }
      },
    [intl],
  );

  const stepUpDialog = question ? (
    <Suspense fallback={null}>
      <StepUpDialog message={question.message} action={question.action} onVerified={() => question.answer(true)} onCancel={() => question.answer(false)} />
    </Suspense>
  ) : null;

  return { withStepUp, stepUpDialog };
}

import { screen, waitFor, within } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SECOND_FACTOR_STALE, STEP_UP_MESSAGE } from '../two-factor-errors';
import { isStepUpCancelled, useStepUp } from './useStepUp';

const stale = () => new CombinedGraphQLErrors({ errors: [{ message: STEP_UP_MESSAGE, extensions: { code: 'FORBIDDEN', reason: SECOND_FACTOR_STALE } }] });

function Harness({ action, actionName }: { action: () => Promise<string>; actionName?: string }) {
  const { withStepUp, stepUpDialog } = useStepUp();
  const [result, setResult] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() => withStepUp(action, actionName)().then(setResult, (e: unknown) => setResult(isStepUpCancelled(e) ? 'cancelled' : 'failed'))}
      >
        Go
      </button>
      <output aria-label="Result">{result}</output>
      {stepUpDialog}
    </>
  );
}

describe('useStepUp', () => {
  it('names the action the code confirms in the dialog', async () => {
    const action = jest.fn<Promise<string>, []>().mockRejectedValueOnce(stale());
    const { user } = renderWithProviders(<Harness action={action} actionName="Create an API token" />, { currentUser: null });
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' }, { timeout: 10_000 });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!)!;
    expect(description.textContent).toBe(`Confirming: Create an API token. ${STEP_UP_MESSAGE}`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Result' }).textContent).toBe('cancelled'));
  });
});

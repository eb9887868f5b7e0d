import { screen } from '@testing-library/react';
import { useState } from 'react';
import { MarkNotificationReadMutation as MarkNotificationRead } from '../features/notifications/hooks/useNotificationActions';
import { renderWithProviders } from '../test/render-with-providers';
import { useMutationAction } from './useMutationAction';

type ProbeProps = { onEffect: (id: string) => void };

function Probe({ onEffect }: ProbeProps) {
  const [outcome, setOutcome] = useState('none');
  const [markRead, { pending }] = useMutationAction(MarkNotificationRead, {
    variables: (id: string) => ({ id }),
    update: (_cache, data, [id]) => onEffect(`${id}:${String(data.markNotificationRead.read)}`),
    success: (_done, [id]) => ({ title: 'Marked', description: `Notification ${id} is read.` }),
    failure: { title: 'Action Failed', description: 'Failed to mark as read' },
  });
  return (
    <>
      <button onClick={() => void markRead('n1').then((ok) => setOutcome(String(ok)))}>Run</button>
      <p>{pending ? 'pending' : 'idle'}</p>
      <p>outcome {outcome}</p>
    </>
  );
}

const request = { query: MarkNotificationRead, variables: { id: 'n1' } };

describe('useMutationAction', () => {
  it('runs the cache effect with the call arguments, toasts the success and resolves to true', async () => {
    const effect = jest.fn();
    const { user } = renderWithProviders(<Probe onEffect={effect} />, {
      mocks: [{ request, result: { data: { markNotificationRead: { __typename: 'Notification', id: 'n1', read: true } } } }],
    });
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('outcome true')).toBeTruthy();
    expect(await screen.findByText('Notification n1 is read.')).toBeTruthy();
    expect(effect).toHaveBeenCalledWith('n1:true');
    expect(screen.getByText('idle')).toBeTruthy();
  });

  it('toasts the SPEC failure text followed by the server reason and resolves to false, leaving the cache alone', async () => {
    const effect = jest.fn();
    const { user } = renderWithProviders(<Probe onEffect={effect} />, {
      mocks: [{ request, result: { errors: [{ message: 'Not yours.' }] } }],
    });
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('outcome false')).toBeTruthy();
    expect(await screen.findByText('Action Failed')).toBeTruthy();
    expect(screen.getByText('Failed to mark as read: Not yours.')).toBeTruthy();
    expect(effect).not.toHaveBeenCalled();
  });
});

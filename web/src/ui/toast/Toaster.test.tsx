import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { Button } from '../Button';
import { useToast } from './useToast';

function ToastButtons() {
  const { toast } = useToast();
  return (
    <>
      <Button onClick={() => toast({ title: 'First toast', description: 'One' })}>first</Button>
      <Button onClick={() => toast({ title: 'Second toast', description: 'Two', variant: 'destructive' })}>second</Button>
    </>
  );
}

const viewport = () => screen.getByRole('region', { name: 'Notifications (F8)' });

describe('Toaster', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('keeps an aria-live list in the document and shows at most one toast', async () => {
    renderWithProviders(<ToastButtons />);
    expect(within(viewport()).getByRole('list').getAttribute('aria-live')).toBe('polite');

    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    // What a toast looks like is its own chunk, loaded with the first toast.
    expect(await within(viewport()).findByRole('status')).toBeTruthy();
    // The toast stays a list item (a list holds list items only); the role that announces it is inside.
    expect(within(within(viewport()).getByRole('listitem')).getByRole('status').textContent).toBe('First toastOne');
    expect(screen.getByText('First toast')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(viewport().querySelectorAll('li')).toHaveLength(1);
    expect(screen.queryByText('First toast')).toBeNull();
    // The destructive variant is announced as an alert.
    expect(within(within(viewport()).getByRole('alert')).getByText('Second toast')).toBeTruthy();
  });

  it('disappears after 5000 ms by default', async () => {
    renderWithProviders(<ToastButtons />);
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    await screen.findByText('First toast');
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    await act(async () => undefined);
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('First toast')).toBeTruthy();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('First toast')).toBeNull();
  });

  it('can be dismissed with its close button', async () => {
    renderWithProviders(<ToastButtons />);
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('First toast')).toBeNull();
  });

  it('F8 moves focus to the toast viewport', async () => {
    const { user } = renderWithProviders(<ToastButtons />);
    await user.keyboard('{F8}');
    expect(document.activeElement).toBe(viewport());
  });
});

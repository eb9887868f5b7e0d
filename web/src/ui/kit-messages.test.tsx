import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import { PasswordField } from './Field';
import { Pager } from './Pager';
import { Spinner } from './Spinner';
import { ErrorState } from './StateMessage';
import { TOOLTIP_OPEN_DELAY_MS } from './Tooltip';
import { useToast } from './toast/useToast';

// The shared kit's own texts (issue 23): English by default, her language once its catalogue has loaded.

function Kit() {
  const { toast } = useToast();
  return (
    <>
      <Spinner />
      <Pager label="Users pages" page={2} pageSize={20} total={12345} totalIsExact={false} onPageChange={() => undefined} />
      <PasswordField label="Password" name="password" />
      <ErrorState title="Could not load" onRetry={() => undefined} />
      <ConfirmDialog open onClose={() => undefined} title="Delete it?" confirmLabel="Delete" onConfirm={() => undefined} />
      <Button onClick={() => toast({ title: 'Saved' })}>toast</Button>
    </>
  );
}

describe('the shared kit', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('speaks English by default', () => {
    renderWithProviders(<Kit />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.getByText('Showing 21-40 of about 12,345')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Delete it?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });

  it('speaks Spanish when her language is es, tooltips of icon-only buttons included', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    renderWithProviders(<Kit />);
    expect(await screen.findByRole('button', { name: 'Mostrar contraseña' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Cargando' })).toBeTruthy();
    expect(screen.getByText('Mostrando 21-40 de unos 12.345')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Delete it?' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notificaciones (F8)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'toast' }));
    const dismiss = await screen.findByRole('button', { name: 'Descartar notificación' });

    jest.useFakeTimers();
    const close = within(dialog).getByRole('button', { name: 'Cerrar' });
    for (const [button, label] of [
      [close, 'Cerrar'],
      [screen.getByRole('button', { name: 'Mostrar contraseña' }), 'Mostrar contraseña'],
      [dismiss, 'Descartar notificación'],
    ] as const) {
      fireEvent.pointerEnter(button);
      act(() => jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS));
      expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe(label);
      fireEvent.pointerLeave(button);
      act(() => jest.advanceTimersByTime(1000));
    }
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PushSettings } from './PushSettings';
import { keyBytes } from './push-subscription';
import { standInBrowser } from './push-browser.stand-in';

describe('PushSettings', () => {
  it('asks the browser only when she turns it on, subscribes with the server key and tells the server; off forgets this browser', async () => {
    const { browser, calls } = standInBrowser();
    renderWithProviders(<PushSettings browser={browser} />);
    const toggle = await screen.findByRole('switch', { name: /Notifications on this device/ });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    expect(calls).toEqual([]);
    await act(async () => {
      fireEvent.click(toggle);
    });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(calls).toEqual([
      'ask permission',
      'GET /api/push/public-key',
      'subscribe userVisibleOnly=true key=65 bytes',
      'POST /api/push/subscriptions {"endpoint":"https://fcm.googleapis.com/fcm/send/abc","keys":{"p256dh":"p","auth":"a"}}',
    ]);
    calls.length = 0;
    await act(async () => {
      fireEvent.click(toggle);
    });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(calls).toEqual(['DELETE /api/push/subscriptions {"endpoint":"https://fcm.googleapis.com/fcm/send/abc"}', 'unsubscribe']);
  });

  it('says how to allow notifications when she blocked them, and stays off', async () => {
    const { browser, calls } = standInBrowser('denied');
    renderWithProviders(<PushSettings browser={browser} />);
    const toggle = await screen.findByRole('switch', { name: /Notifications on this device/ });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    await act(async () => {
      fireEvent.click(toggle);
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/blocked for Tea/);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(calls).toEqual(['ask permission']);
  });

  it('says so in a browser without push', () => {
    renderWithProviders(<PushSettings browser={null} />);
    expect(screen.getByText(/This browser cannot show notifications from Tea/)).toBeTruthy();
  });

  it('turns a base64url key into its bytes', () => {
    expect(Array.from(keyBytes('AQID_-8'))).toEqual([1, 2, 3, 255, 239]);
  });
});

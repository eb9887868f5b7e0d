import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { buildUser } from '../../../test/mocks/users';
import { buildPreferences, myPreferencesMock } from '../../../test/mocks/preferences';
import { UpdateMyPreferencesMutation, type PreferencesChange } from '../../preferences/hooks/useMyPreferences';
import { standInBrowser } from '../../notifications/push/push-browser.stand-in';
import { NotificationSettingsTab } from './NotificationSettingsTab';

const jane = buildUser();
const KINDS = ['Decisions about my content', 'New reports on people I added', 'Flags I raised', 'My appeals', 'Account and security', 'Names I watch'];
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

/** `updateMyPreferences` with exactly `input`, answering the defaults with `answer` applied; records each call. */
function saving(input: PreferencesChange, answer: Parameters<typeof buildPreferences>[0]) {
  const calls = jest.fn(() => ({ data: { updateMyPreferences: buildPreferences(answer) } }));
  return { calls, mock: { request: { query: UpdateMyPreferencesMutation, variables: { input } }, result: calls } };
}

describe('Settings > Notifications: her choices per kind', () => {
  it('is a table of kinds by in app / push / e-mail with a named checkbox each; push waits until push is on here', async () => {
    renderWithProviders(<NotificationSettingsTab email="jane@example.com" pushBrowser={null} />, {
      currentUser: jane,
      mocks: [myPreferencesMock(buildPreferences({ notifications: { flagsEmail: true, accountInApp: false } }))],
    });
    const table = await screen.findByRole('table', { name: 'How you hear about each kind of notification' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Kind', 'In the app', 'Push', 'By e-mail']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.firstChild?.textContent),
    ).toEqual(KINDS);
    const state = KINDS.map((kind) =>
      ['in the app', 'push', 'by e-mail'].map((channel) => {
        const input = box(`${kind}: ${channel}`);
        return `${input.checked ? 'on' : 'off'}${input.disabled ? ' (disabled)' : ''}`;
      }),
    );
    expect(state).toEqual([
      ['on', 'on (disabled)', 'off'],
      ['on', 'on (disabled)', 'off'],
      ['on', 'on (disabled)', 'on'],
      ['on', 'on (disabled)', 'off'],
      ['off', 'on (disabled)', 'on'],
      ['on', 'on (disabled)', 'off'],
    ]);
    const hint = screen.getByText('To choose pushes, first turn on notifications on this device below.');
    expect(box('My appeals: push').getAttribute('aria-describedby')).toBe(hint.id);
    expect(screen.getByText(/security e-mails \(password reset, sign-in codes\)/)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Play a sound' }).getAttribute('aria-checked')).toBe('true');
  });

  it('saves a choice from the keyboard: Tab reaches the checkboxes, Space toggles one', async () => {
    const { calls, mock } = saving({ notifications: { appealsEmail: true } }, { notifications: { appealsEmail: true } });
    const { user } = renderWithProviders(<NotificationSettingsTab email="jane@example.com" pushBrowser={null} />, { currentUser: jane, mocks: [mock] });
    const target = (await screen.findByRole('checkbox', { name: 'My appeals: by e-mail' })) as HTMLInputElement;
    for (let i = 0; i < 20 && document.activeElement !== target; i += 1) await user.tab();
    expect(document.activeElement).toBe(target);
    await user.keyboard(' ');
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(box('My appeals: by e-mail').checked).toBe(true);
  });

  it('enables the push column once push is on in this browser, and saves a push choice', async () => {
    const { browser } = standInBrowser();
    const { calls, mock } = saving({ notifications: { flagsPush: false } }, { notifications: { flagsPush: false } });
    const { user } = renderWithProviders(<NotificationSettingsTab email="jane@example.com" pushBrowser={browser} />, { currentUser: jane, mocks: [mock] });
    const toggle = await screen.findByRole('switch', { name: /Notifications on this device/ });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    expect(box('Flags I raised: push').disabled).toBe(true);
    await act(async () => {
      fireEvent.click(toggle);
    });
    await waitFor(() => expect(box('Flags I raised: push').disabled).toBe(false));
    expect(screen.queryByText(/first turn on notifications on this device/)).toBeNull();
    await user.click(box('Flags I raised: push'));
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(box('Flags I raised: push').checked).toBe(false);
  });

  it('shows details on the lock screen only when she turns it on, and says what that shows', async () => {
    const { calls, mock } = saving({ notifications: { pushDetails: true } }, { notifications: { pushDetails: true } });
    const { user } = renderWithProviders(<NotificationSettingsTab email="jane@example.com" pushBrowser={null} />, { currentUser: jane, mocks: [mock] });
    const details = await screen.findByRole('switch', { name: 'Show details on my lock screen' });
    expect(details.getAttribute('aria-checked')).toBe('false');
    expect(details.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(details.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /Names and the text of reports may then show on your lock screen/,
    );
    await user.click(details);
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('switch', { name: 'Show details on my lock screen' }).getAttribute('aria-checked')).toBe('true');
  });

  it('quiet hours: a switch and two times, saved as the whole window', async () => {
    const on = saving(
      { notifications: { quietHours: { enabled: true, start: '22:00', end: '07:00' } } },
      { notifications: { quietHours: { enabled: true, start: '22:00', end: '07:00' } } },
    );
    const later = saving(
      { notifications: { quietHours: { enabled: true, start: '23:30', end: '07:00' } } },
      { notifications: { quietHours: { enabled: true, start: '23:30', end: '07:00' } } },
    );
    const { user } = renderWithProviders(<NotificationSettingsTab email="jane@example.com" pushBrowser={null} />, {
      currentUser: jane,
      mocks: [on.mock, later.mock],
    });
    const group = await screen.findByRole('group', { name: 'Quiet hours' });
    const from = within(group).getByLabelText('From') as HTMLInputElement;
    const until = within(group).getByLabelText('Until') as HTMLInputElement;
    expect([from.type, from.value, until.value, from.disabled]).toEqual(['time', '22:00', '07:00', true]);

    await user.click(within(group).getByRole('switch', { name: 'Hold pushes during quiet hours' }));
    await waitFor(() => expect(on.calls).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((within(group).getByLabelText('From') as HTMLInputElement).disabled).toBe(false));

    fireEvent.change(within(group).getByLabelText('From'), { target: { value: '23:30' } });
    await waitFor(() => expect(later.calls).toHaveBeenCalledTimes(1));
    expect((within(group).getByLabelText('From') as HTMLInputElement).value).toBe('23:30');
  });
});

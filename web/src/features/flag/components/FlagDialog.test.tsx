import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FlagProfileMutation, FlagReportMutation } from '../hooks/useFlag';
import { MyFlagsQuery } from '../hooks/useHasFlagged';
import { FlagButton } from './FlagButton';

const myFlags = (items: { targetType: string; targetId: string }[] = []): MockLink.MockedResponse => ({
  request: { query: MyFlagsQuery, variables: { profileId: '3' } },
  result: { data: { myFlags: items.map((item) => ({ __typename: 'FlaggedItem', ...item })) } },
  maxUsageCount: 5,
});

const flagged = (targetType: string, targetId: string, contentHidden = false) => ({ __typename: 'FlagReceipt', targetType, targetId, contentHidden });

function renderReportFlag(mocks: MockLink.MockedResponse[], currentUser: ReturnType<typeof buildUser> | null = buildUser()) {
  return renderWithProviders(<FlagButton type="REPORT" id="12" profileId="3" label="Flag the report Cancelled twice" />, { currentUser, mocks });
}

/** The dialog's code loads on first use: a generous wait on a busy machine. */
const findDialog = () => screen.findByRole('dialog', { name: 'Flag for review' }, { timeout: 15_000 });

describe('Flagging a report', () => {
  afterEach(() => localStorage.removeItem('userPreferences'));

  it('opens from the keyboard, checks the reason and the note before sending, and sends nothing until they are right', async () => {
    const send = jest.fn(() => ({ data: { flagReport: flagged('REPORT', '12') } }));
    const { user } = renderReportFlag([myFlags(), { request: { query: FlagReportMutation, variables: () => true }, result: send }]);
    const button = await screen.findByRole('button', { name: 'Flag the report Cancelled twice' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send flag' }));
    expect(within(dialog).getByText('Please choose a reason for your flag.')).toBeTruthy();

    await user.click(within(dialog).getByRole('radio', { name: /^Other/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send flag' }));
    expect(within(dialog).queryByText('Please choose a reason for your flag.')).toBeNull();
    expect(within(dialog).getByText("Please say what is wrong when you choose 'Other'.")).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Note'), 'x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Send flag' }));
    expect(within(dialog).getByText('The note must be at most 500 characters.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(7);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("stays flagged when the page's own MyFlags answer, asked before the flag, arrives after it", async () => {
    const late = jest.fn(() => ({ data: { myFlags: [] } }));
    const { user } = renderReportFlag([
      { request: { query: MyFlagsQuery, variables: { profileId: '3' } }, result: late, delay: 4_000 },
      {
        request: { query: FlagReportMutation, variables: { reportId: '12', input: { reason: 'SPAM', note: null } } },
        result: { data: { flagReport: flagged('REPORT', '12') } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Flag the report Cancelled twice' }));
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('radio', { name: /^Spam/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send flag' }));
    expect(await screen.findByText('You flagged this report for review.')).toBeTruthy();
    await waitFor(() => expect(late).toHaveBeenCalled(), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.getByText('You flagged this report for review.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Flag the report Cancelled twice' })).toBeNull();
  }, 30_000);

  it('shows the pending state, a success toast, and then the already-flagged state', async () => {
    const send = jest.fn(() => ({ data: { flagReport: flagged('REPORT', '12') } }));
    const { user } = renderReportFlag([
      myFlags(),
      {
        request: { query: FlagReportMutation, variables: { reportId: '12', input: { reason: 'HARASSMENT', note: 'She is called names.' } } },
        result: send,
        delay: 1_500,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Flag the report Cancelled twice' }));
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('radio', { name: /^Harassment or hate/ }));
    await user.type(within(dialog).getByLabelText('Note'), '  She is called names. ');
    await user.click(within(dialog).getByRole('button', { name: 'Send flag' }));
    const pending = await within(dialog).findByRole('button', { name: 'Sending...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('Flag sent')).toBeTruthy();
    expect(send).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('You flagged this report for review.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Flag the report Cancelled twice' })).toBeNull();
  });

  it("shows the server's message inside the dialog (a second flag: 409)", async () => {
    const { user } = renderReportFlag([
      myFlags(),
      {
        request: { query: FlagReportMutation, variables: { reportId: '12', input: { reason: 'SPAM', note: null } } },
        result: { errors: [{ message: 'You have already flagged this report. Moderators will review it.', extensions: { code: 'CONFLICT' } }] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Flag the report Cancelled twice' }));
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('radio', { name: /^Spam/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send flag' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You have already flagged this report. Moderators will review it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('You flagged this report for review.')).toBeTruthy();
  });

  it('flags a profile the same way', async () => {
    const send = jest.fn(() => ({ data: { flagProfile: flagged('PROFILE', '3', true) } }));
    const { user } = renderWithProviders(<FlagButton type="PROFILE" id="3" profileId="3" label="Flag this profile" />, {
      currentUser: buildUser(),
      mocks: [myFlags(), { request: { query: FlagProfileMutation, variables: { profileId: '3', input: { reason: 'MINOR', note: null } } }, result: send }],
    });
    await user.click(await screen.findByRole('button', { name: 'Flag this profile' }));
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('radio', { name: /^About a minor/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send flag' }));
    expect(await screen.findByText('Flag sent')).toBeTruthy();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows the already-flagged state from her flags', async () => {
    renderReportFlag([myFlags([{ targetType: 'REPORT', targetId: '12' }])]);
    expect(await screen.findByText('You flagged this report for review.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Flag/ })).toBeNull();
  });

  it('is not offered to visitors', async () => {
    renderReportFlag([], null);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Flag/ })).toBeNull());
    expect(screen.queryByText(/You flagged/)).toBeNull();
  });

  it('offers the flag in Spanish when her language is es', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    const { user } = renderReportFlag([myFlags()]);
    // The button's accessible name comes from the card that holds it; its text is the dialog's own.
    await user.click(await screen.findByRole('button', { name: 'Flag the report Cancelled twice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar para revisión' }, { timeout: 15_000 });
    expect(within(dialog).getByText('Cuéntales a nuestras moderadoras qué está mal en este reporte. Nadie más ve quién lo denunció.')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /^Información personal/ })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));
    expect(await within(dialog).findByText('Elige un motivo para tu denuncia.')).toBeTruthy();
  });
});

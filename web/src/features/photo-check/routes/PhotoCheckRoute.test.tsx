import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { photoCheckMock as checkMock } from '../../../test/mocks/photo-check';
import { PhotoCheckRoute } from './PhotoCheckRoute';

const photo = () => new File(['jpeg bytes'], 'sent-to-me.jpg', { type: 'image/jpeg' });

function renderScreen(mocks: MockLink.MockedResponse[], user = buildUser({ phoneVerified: true })) {
  return renderWithProviders(<PhotoCheckRoute />, { route: '/photo-check', currentUser: user, mocks });
}

const picker = () => screen.findByLabelText(/Choose a photo to check/, undefined, { timeout: 5000 });

describe('PhotoCheckRoute', () => {
  it('says the photo is not kept, shows progress, then the matches best first with their closeness in words', async () => {
    const sent: unknown[] = [];
    const { user } = renderScreen([
      checkMock(
        {
          matches: [
            { profileId: '12', displayName: 'Sam K.', location: 'Austin, TX', distance: 1 },
            { profileId: '7', displayName: 'Robin Vale', location: null, distance: 5 },
          ],
        },
        sent,
        1500,
      ),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check a photo' })).toBeTruthy();
    expect(screen.getByText(/Your photo is not kept/)).toBeTruthy();
    // Her phone is verified: no phone step.
    expect(screen.queryByText('Verify your phone number first')).toBeNull();

    const file = photo();
    await user.upload(await picker(), file);
    expect(await screen.findByRole('status', { name: 'Checking the photo against the published profiles...' })).toBeTruthy();
    expect((screen.getByLabelText(/Choose a photo to check/) as HTMLInputElement).disabled).toBe(true);

    expect(await screen.findByRole('heading', { level: 2, name: '2 profiles have a photo like this one' }, { timeout: 5000 })).toBeTruthy();
    const results = screen.getByRole('list', { name: '2 profiles have a photo like this one' });
    const cards = within(results).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/profile/12', '/profile/7']);
    expect(cards[0].textContent).toContain('Sam K.');
    expect(cards[0].textContent).toContain('Austin, TX');
    expect(cards[0].textContent).toContain('Very close match');
    expect(cards[1].textContent).toContain('No location specified');
    expect(cards[1].textContent).toContain('Close match');
    expect(cards[1].textContent).not.toContain('Very close');
    expect(sent).toEqual([file]);
    expect((screen.getByLabelText(/Choose a photo to check/) as HTMLInputElement).disabled).toBe(false);
  });

  it("answers 'No match among the profiles published here.' for a photo dropped on the picker", async () => {
    const sent: unknown[] = [];
    renderScreen([checkMock({ matches: [] }, sent)]);
    const zone = (await picker()).closest('label')!;
    const file = photo();
    fireEvent.dragOver(zone, { dataTransfer: { files: [file] } });
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(await screen.findByText('No match among the profiles published here.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /match/ })).toBeNull();
    expect(sent).toEqual([file]);
  });

  it('refuses a file of the wrong type inline, without a check', async () => {
    const sent: unknown[] = [];
    renderScreen([checkMock({ matches: [] }, sent)]);
    const zone = (await picker()).closest('label')!;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] } });
    expect(screen.getByRole('alert').textContent).toContain('Invalid file type');
    expect(sent).toEqual([]);
  });

  it('shows the daily limit inline with the time to wait', async () => {
    const { user } = renderScreen([
      checkMock({
        error: { message: 'You have checked as many photos as one day allows. Please try again in 3 hours.', code: 'TOO_MANY_REQUESTS' },
      }),
    ]);
    await user.upload(await picker(), photo());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Daily limit reached');
    expect(alert.textContent).toContain('Please try again in 3 hours.');
  });

  it('shows a refused photo inline', async () => {
    const { user } = renderScreen([checkMock({ error: { message: 'This file is not an image we can read.', code: 'BAD_USER_INPUT' } })]);
    await user.upload(await picker(), photo());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The photo could not be checked');
    expect(alert.textContent).toContain('This file is not an image we can read.');
  });

  it("a 403 for a member whose phone is verified shows the server's reason, not the phone step", async () => {
    const { user } = renderScreen([checkMock({ error: { message: 'Your account is suspended.', code: 'FORBIDDEN' } })]);
    await user.upload(await picker(), photo());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your account is suspended.');
    expect(screen.queryByRole('note', { name: 'Verify your phone number first' })).toBeNull();
  });

  it('without a verified phone: says so up front and after a refused check, with the phone verification', async () => {
    const { user } = renderScreen(
      [checkMock({ error: { message: 'Please verify your phone number before checking a photo.', code: 'FORBIDDEN' } })],
      buildUser({ phoneVerified: false }),
    );
    const note = await screen.findByRole('note', { name: 'Verify your phone number first' }, { timeout: 5000 });
    expect(note.textContent).toContain('Your number is never shown to anyone.');

    await user.upload(await picker(), photo());
    const again = await screen.findByRole('note', { name: 'Verify your phone number first' });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(within(again).getByRole('button', { name: 'Verify my phone number' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your phone number' })).toBeTruthy();
  });
});

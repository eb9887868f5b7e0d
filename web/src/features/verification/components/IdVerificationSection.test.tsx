import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { IdVerificationStatusQuery } from '../hooks/useIdVerificationStatus';
import { SubmitIdVerificationMutation } from '../hooks/useSubmitIdVerification';
import { IdVerificationSection } from './IdVerificationSection';
import { PREFERENCES_STORAGE_KEY } from '../../preferences/preferences';

type Status = 'PENDING' | 'APPROVED' | 'REJECTED' | null;

function stateOf(status: Status, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'IdVerificationState',
    idVerified: status === 'APPROVED',
    status,
    verifiedAt: status === 'APPROVED' ? '2026-11-05T12:00:00.000Z' : null,
    submittedAt: status ? '2026-11-04T12:00:00.000Z' : null,
    ...extra,
  };
}

const statusMock = (status: Status): MockLink.MockedResponse => ({
  request: { query: IdVerificationStatusQuery },
  result: { data: { idVerificationStatus: stateOf(status) } },
});

/** Shows what the header's Verified badge reads: `me.idVerificationStatus`. */
function HeaderStatusProbe() {
  const { user } = useCurrentUser();
  return <p data-testid="me-status">{user?.idVerificationStatus ?? 'none'}</p>;
}

function renderSection(mocks: MockLink.MockedResponse[], status: Status = null) {
  return renderWithProviders(
    <>
      <HeaderStatusProbe />
      <IdVerificationSection />
    </>,
    { currentUser: buildUser({ idVerificationStatus: status }), mocks },
  );
}

function imageFile(name = 'passport.jpg', type = 'image/jpeg', size?: number): File {
  const file = new File(['fake image bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText('Photo of your ID'), { target: { files: [file] } });
}

async function fillForm(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.selectOptions(await screen.findByLabelText('ID type'), 'PASSPORT');
  await user.type(screen.getByLabelText('Full name (as shown on your ID)'), 'Jane Doe');
  await user.type(screen.getByLabelText('ID number'), 'X1234567');
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1995-04-02' } });
}

describe('IdVerificationSection', () => {
  beforeEach(() => localStorage.clear());

  it('verified view: the Verified badge and the date', async () => {
    renderSection([statusMock('APPROVED')], 'APPROVED');
    expect(await screen.findByText('Verified')).toBeTruthy();
    const date = new Date('2026-11-05T12:00:00.000Z').toLocaleDateString(undefined, { dateStyle: 'long' });
    expect(screen.getByText(`Your identity has been verified on ${date}. Your ID document has been deleted.`)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'ID verification' })).toBeNull();
  });

  it('shows the verified date in her language and time zone (es, Los Angeles)', async () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ language: 'es', timeZone: 'America/Los_Angeles' }));
    // 03:30 UTC on Nov 5 is still Nov 4 in Los Angeles.
    const state = stateOf('APPROVED', { verifiedAt: '2026-11-05T03:30:00.000Z' });
    renderSection([{ request: { query: IdVerificationStatusQuery }, result: { data: { idVerificationStatus: state } } }], 'APPROVED');
    expect(
      await screen.findByText('Tu identidad se verificó el 4 de noviembre de 2026. Tu documento de identidad se eliminó.', undefined, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Verificación de identidad')).toBeTruthy();
  });

  it('shows the form in Spanish when her language is es', async () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ language: 'es' }));
    const { user } = renderSection([statusMock(null)]);
    const idType = await screen.findByLabelText('Tipo de identificación', undefined, { timeout: 5_000 });
    expect(within(idType).getByRole('option', { name: 'Pasaporte' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar para verificación' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Falta información Completa todos los campos y sube tu identificación.');
  });

  it("pending view: 'usually takes 24-48 hours' and the e-mail notice", async () => {
    renderSection([statusMock('PENDING')], 'PENDING');
    expect(await screen.findByText('Pending review')).toBeTruthy();
    expect(screen.getByText(/This usually takes 24-48 hours\. We'll send you an e-mail when the review is complete\./)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'ID verification' })).toBeNull();
  });

  it('form view when never submitted, and after a rejection (with a notice)', async () => {
    const { unmount } = renderSection([statusMock(null)]);
    expect(await screen.findByRole('form', { name: 'ID verification' })).toBeTruthy();
    const idType = screen.getByLabelText('ID type') as HTMLSelectElement;
    expect(Array.from(idType.options).map((o) => [o.value, o.text])).toEqual([
      ['UNSET', 'Select your ID type'],
      ['DRIVERS_LICENSE', "Driver's License"],
      ['PASSPORT', 'Passport'],
      ['STATE_ID', 'State ID'],
      ['MILITARY_ID', 'Military ID'],
    ]);
    expect(screen.queryByText(/could not be approved/)).toBeNull();
    unmount();

    renderSection([statusMock('REJECTED')], 'REJECTED');
    expect(await screen.findByRole('form', { name: 'ID verification' })).toBeTruthy();
    expect(screen.getByText(/Your last submission could not be approved/)).toBeTruthy();
  });

  it("refuses an incomplete form with 'Missing information'", async () => {
    const submit = jest.fn(() => ({ data: { submitIdVerification: stateOf('PENDING') } }));
    const { user } = renderSection([statusMock(null), { request: { query: SubmitIdVerificationMutation, variables: () => true }, result: submit }]);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit for Verification' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Missing information')).toBeTruthy();
    expect(within(alert).getByText('Please fill in all fields and upload your ID.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it("checks the file: 'Invalid file type' for non-images, 'File too large' at 5MB", async () => {
    renderSection([statusMock(null)]);
    await screen.findByRole('form', { name: 'ID verification' });
    const input = screen.getByLabelText('Photo of your ID') as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('image/*');

    // A styled picker: the real input (keyboard and label intact) says which file is chosen.
    expect(screen.getByText('No photo chosen')).toBeTruthy();
    const describedBy = () => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

    chooseFile(imageFile('id.pdf', 'application/pdf'));
    // Under the field, as an alert the input points to: not a toast that disappears.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid file type Please select an image file.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy()).toContain(alert.textContent);
    expect(within(screen.getByRole('region', { name: 'Notifications (F8)' })).queryByText('Invalid file type')).toBeNull();

    chooseFile(imageFile('huge.jpg', 'image/jpeg', 5 * 1024 * 1024));
    expect((await screen.findByRole('alert')).textContent).toBe('File too large Please select an image under 5MB.');

    chooseFile(imageFile('passport.jpg'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('passport.jpg')).toBeTruthy();
    expect(describedBy()).toContain('passport.jpg');
  });

  it("submits the form with the photo: 'ID verification submitted', the pending view, and `me` updated", async () => {
    const submit = jest.fn(() => ({ data: { submitIdVerification: stateOf('PENDING') } }));
    const { user } = renderSection([
      statusMock(null),
      {
        request: {
          query: SubmitIdVerificationMutation,
          variables: (vars: Record<string, unknown>) =>
            JSON.stringify(vars.input) === JSON.stringify({ idType: 'PASSPORT', fullName: 'Jane Doe', idNumber: 'X1234567', dateOfBirth: '1995-04-02' }) &&
            vars.idImage instanceof File &&
            (vars.idImage as File).name === 'passport.jpg',
        },
        result: submit,
      },
    ]);
    await fillForm(user);
    chooseFile(imageFile(undefined, undefined, 5 * 1024 * 1024 - 1));
    expect(screen.getByTestId('me-status').textContent).toBe('none');
    await user.click(screen.getByRole('button', { name: 'Submit for Verification' }));

    expect(await screen.findByText('ID verification submitted')).toBeTruthy();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Pending review')).toBeTruthy();
    expect(screen.getByText(/usually takes 24-48 hours/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('me-status').textContent).toBe('PENDING'));
  });

  it.each([
    ['the server message', 'Members must be 18 or older.'],
    ['the default text', ''],
  ])("says 'Verification failed' with %s", async (_, serverMessage) => {
    const { user } = renderSection([
      statusMock(null),
      { request: { query: SubmitIdVerificationMutation, variables: () => true }, result: { errors: [{ message: serverMessage }] } },
    ]);
    await fillForm(user);
    chooseFile(imageFile());
    await user.click(screen.getByRole('button', { name: 'Submit for Verification' }));
    expect(await screen.findByText('Verification failed')).toBeTruthy();
    expect(screen.getByText(serverMessage || 'Please check your information and try again.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'ID verification' })).toBeTruthy();
  });
});

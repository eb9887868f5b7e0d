import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { photoCheckMock } from '../../../test/mocks/photo-check';
import { locationsMock } from '../../../test/mocks/profiles';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SendPhoneCodeMutation, VerifyPhoneMutation } from '../../phone/hooks/usePhoneVerification';
import { CreateProfileMutation } from '../hooks/useCreateProfile';
import { AddPersonRoute } from './AddPersonRoute';

const location = () => screen.getByTestId('location').textContent;
const stepTitle = () => screen.getByRole('heading', { level: 2, name: /^Step \d of 3/ }).textContent;

type Captured = { input?: Record<string, unknown>; profileImage?: unknown };

function createProfileMock(outcome: 'ok' | 'error' = 'ok'): { captured: Captured; mock: MockLink.MockedResponse } {
  const captured: Captured = {};
  return {
    captured,
    mock: {
      request: {
        query: CreateProfileMutation,
        variables: (variables: Captured) => {
          Object.assign(captured, variables);
          return true;
        },
      },
      result:
        outcome === 'ok'
          ? { data: { createProfile: { __typename: 'CreateProfilePayload', id: '55' } } }
          : { errors: [{ message: 'Please confirm that this person is an adult (18 or older).' }] },
    },
  };
}

type User = ReturnType<typeof renderWithProviders>['user'];

async function fillStepOne(user: User) {
  await user.type(await screen.findByLabelText('First name'), ' Jess ');
  await user.type(screen.getByLabelText('Last name'), 'Parker');
  await user.click(screen.getByRole('radio', { name: 'Friends' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function fillStepThree(user: User) {
  await user.click(screen.getByRole('checkbox', { name: 'I confirm that this person is 18 or older.' }));
  await user.click(screen.getByRole('radio', { name: /Positive/ }));
  await user.type(screen.getByLabelText('Report title'), 'Reliable friend');
  await user.type(screen.getByLabelText('Your experience'), 'Always there when it mattered, kind and honest.');
}

/** The wizard at /add-person for a member (`user` overrides her), with the locations and any further answers. */
function renderWizard(user: Parameters<typeof buildUser>[0] = {}, mocks: MockLink.MockedResponse[] = []) {
  return renderWithProviders(<AddPersonRoute />, { route: '/add-person', currentUser: buildUser(user), mocks: [locationsMock(), ...mocks] });
}

/** Step 1 and step 3 filled in (the details left as they are), then Create. */
async function createWithoutDetails(user: User) {
  await fillStepOne(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await fillStepThree(user);
  await user.click(screen.getByRole('button', { name: 'Create Profile & Submit Report' }));
}

describe('AddPersonRoute (wizard)', () => {
  afterEach(() => localStorage.removeItem('userPreferences'));

  it('validates step 1 before Next and never goes below step 1', async () => {
    const { user } = renderWizard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Woman' })).toBeTruthy();
    expect(stepTitle()).toBe('Step 1 of 3: Basic Info');
    expect(screen.getByRole('list', { name: 'Progress' }).querySelector('[aria-current="step"]')?.textContent).toBe('1. Basic Info');
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepTitle()).toBe('Step 1 of 3: Basic Info');
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Please choose a connection type (Dating or Friends).')).toBeTruthy();

    await fillStepOne(user);
    expect(stepTitle()).toBe('Step 2 of 3: Details');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(stepTitle()).toBe('Step 1 of 3: Basic Info');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe(' Jess ');
    expect((screen.getByRole('radio', { name: 'Friends' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
  });

  it('Cancel goes home', async () => {
    const { user } = renderWizard();
    expect(location()).toBe('/add-person');
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(location()).toBe('/');
  });

  it('checks the image type and size and explains image approval', async () => {
    const { user } = renderWizard();
    await fillStepOne(user);
    expect(stepTitle()).toBe('Step 2 of 3: Details');
    const select = screen.getByLabelText('Location (optional)');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => (o as HTMLOptionElement).value),
      ).toEqual(['none', 'New York, NY', 'Austin, TX']),
    );
    expect(screen.getByText(/Images need admin approval before anyone sees them/)).toBeTruthy();
    expect(screen.getByText(/the profile shows her initials/)).toBeTruthy();

    const fileInput = screen.getByLabelText('Photo (optional)');
    fireEvent.change(fileInput, { target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] } });
    expect(screen.getByRole('alert').textContent).toContain('Invalid file type');
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();

    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 });
    fireEvent.change(fileInput, { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe('File too largePlease select an image under 5MB.');

    fireEvent.change(fileInput, { target: { files: [new File(['png'], 'ok.png', { type: 'image/png' })] } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeTruthy();
  });

  it("'Check this photo first' checks the photo she is adding and shows the matching profiles before she posts", async () => {
    const sent: unknown[] = [];
    const { user } = renderWizard({ phoneVerified: true }, [
      photoCheckMock({ matches: [{ profileId: '31', displayName: 'Jess P.', location: 'Austin, TX', distance: 0 }] }, sent),
      photoCheckMock({ matches: [] }),
    ]);
    await fillStepOne(user);
    // No photo, nothing to check.
    expect(screen.queryByRole('button', { name: 'Check this photo first' })).toBeNull();
    const image = new File(['png'], 'jess.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Photo (optional)'), { target: { files: [image] } });
    await user.click(screen.getByRole('button', { name: 'Check this photo first' }));

    const matches = await screen.findByRole('list', { name: '1 profile has a photo like this one' });
    expect(screen.getByRole('heading', { level: 3, name: '1 profile has a photo like this one' })).toBeTruthy();
    const card = within(matches).getByRole('link');
    expect(card.getAttribute('href')).toBe('/profile/31');
    expect(card.textContent).toContain('Jess P.');
    expect(card.textContent).toContain('Very close match');
    expect(screen.getByText(/open it and add your experience there instead/)).toBeTruthy();
    expect(sent).toEqual([image]);
    // Still on the details step: nothing was posted.
    expect(stepTitle()).toBe('Step 2 of 3: Details');

    // Another photo clears the answer; its own check answers no match.
    fireEvent.change(screen.getByLabelText('Photo (optional)'), { target: { files: [new File(['png2'], 'other.png', { type: 'image/png' })] } });
    expect(screen.queryByRole('list', { name: /photo like this one/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check this photo first' }));
    expect(await screen.findByText('No match among the profiles published here.')).toBeTruthy();
  });

  it('validates step 3 with the SPEC texts and a N/500 counter', async () => {
    const { user } = renderWizard({ phoneVerified: true });
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepTitle()).toBe('Step 3 of 3: Your Experience');
    expect(screen.getByText(/under 18, explicit images or defamation lead to an instant\s+permanent ban/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create Profile & Submit Report' }));
    expect(screen.getByText('Please confirm that this person is 18 or older.')).toBeTruthy();
    expect(screen.getByText('Please choose an experience type.')).toBeTruthy();
    expect(screen.getByText('Report title is required')).toBeTruthy();
    expect(screen.getByText('Please share your experience')).toBeTruthy();

    await user.type(screen.getByLabelText('Your experience'), 'Too short');
    expect(screen.getByText('9/500')).toBeTruthy();
    expect(screen.getByText('Please provide more detail (at least 20 characters)')).toBeTruthy();
    await user.type(screen.getByLabelText('Report title'), 'Nice');
    expect(screen.getByText('Title must be at least 5 characters')).toBeTruthy();

    // The same counter as the report form: a warning past 500, not a cap.
    expect(screen.queryByText(/over 500 characters/)).toBeNull();
    await user.click(screen.getByLabelText('Your experience'));
    await user.paste('x'.repeat(492));
    expect(screen.getByText('501/500')).toBeTruthy();
    expect(screen.getByText('That is 1 over 500 characters. Shorter reports are easier to read and review; please trim it if you can.')).toBeTruthy();
    expect(screen.queryByText(/Report must be at most/)).toBeNull();
  });

  it('creates the profile with the image, drops empty values and opens the new profile', async () => {
    const { captured, mock } = createProfileMock();
    const { user } = renderWizard({ phoneVerified: true }, [mock]);
    await fillStepOne(user);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Location (optional)'), 'Austin, TX');
    const image = new File(['png'], 'jess.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Photo (optional)'), { target: { files: [image] } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillStepThree(user);
    await user.click(screen.getByRole('button', { name: 'Create Profile & Submit Report' }));

    await waitFor(() => expect(location()).toBe('/profile/55'));
    expect(await screen.findByText('Profile created successfully!')).toBeTruthy();
    expect(captured.input).toEqual({
      firstName: 'Jess',
      lastName: 'Parker',
      displayName: 'Jess Parker',
      category: 'FRIENDS',
      location: 'Austin, TX',
      confirmAdult: true,
      reportType: 'POSITIVE',
      reportTitle: 'Reliable friend',
      reportContent: 'Always there when it mattered, kind and honest.',
      reportCategory: 'FRIENDS',
    });
    expect(captured.profileImage).toBe(image);
  });

  it('sends no location or image when none was chosen', async () => {
    const { captured, mock } = createProfileMock();
    const { user } = renderWizard({ phoneVerified: true }, [mock]);
    await createWithoutDetails(user);
    await waitFor(() => expect(location()).toBe('/profile/55'));
    expect(captured.input).not.toHaveProperty('location');
    expect(captured).not.toHaveProperty('profileImage');
  });

  it("toasts 'Error creating profile' with the server message", async () => {
    const { mock } = createProfileMock('error');
    const { user } = renderWizard({ phoneVerified: true }, [mock]);
    await createWithoutDetails(user);
    expect(await screen.findByText('Error creating profile')).toBeTruthy();
    expect(screen.getByText('Please confirm that this person is an adult (18 or older).')).toBeTruthy();
    expect(location()).toBe('/add-person');
    expect(stepTitle()).toBe('Step 3 of 3: Your Experience');
  });

  it('asks for phone verification before submitting, then creates the profile', async () => {
    const { captured, mock } = createProfileMock();
    const { user } = renderWizard({ phoneVerified: false }, [
      mock,
      {
        request: { query: SendPhoneCodeMutation, variables: { phone: '+44 7700 900123' } },
        result: {
          data: {
            sendPhoneCode: { __typename: 'PhoneCodeSent', expiresAt: '2030-01-01T00:10:00Z', maskedPhone: '+44 •••• ••0123' },
          },
        },
      },
      {
        request: { query: VerifyPhoneMutation, variables: { phone: '+44 7700 900123', code: '654321' } },
        result: { data: { verifyPhone: buildUser({ phoneVerified: true }) } },
      },
    ]);
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/we will ask you to verify your phone number/)).toBeTruthy();
    await fillStepThree(user);
    await user.click(screen.getByRole('button', { name: 'Create Profile & Submit Report' }));

    const gate = await screen.findByRole('dialog', { name: 'Verify your phone number' });
    expect(captured.input).toBeUndefined();
    await user.type(within(gate).getByLabelText('Phone number'), '+44 7700 900123');
    await user.click(within(gate).getByRole('button', { name: 'Send Code' }));
    await user.type(await within(gate).findByLabelText('6-digit code'), '654321');
    await user.click(within(gate).getByRole('button', { name: 'Verify Phone' }));

    await waitFor(() => expect(location()).toBe('/profile/55'));
    expect(captured.input).toMatchObject({ firstName: 'Jess', confirmAdult: true });
  });

  it('shows the wizard in Spanish when her language is es, with its checks in Spanish', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    const { user } = renderWithProviders(<AddPersonRoute />, { currentUser: buildUser(), mocks: [locationsMock()] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Paso 1 de 3: Datos básicos' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Agregar a una mujer nueva' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeTruthy();
    expect(screen.getByText('Elige un tipo de relación (Citas o Amistad).')).toBeTruthy();
  });
});

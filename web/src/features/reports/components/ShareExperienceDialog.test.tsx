import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { buildMyReport, buildProfile, headerOf } from '../../../test/mocks/profiles';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SendPhoneCodeMutation, VerifyPhoneMutation } from '../../phone/hooks/usePhoneVerification';
import { ProfileRouteQuery } from '../../profile/hooks/useProfile';
import { RecordProfileViewMutation } from '../../profile/hooks/useRecordProfileView';
import { ProfileRoute } from '../../profile/routes/ProfileRoute';
import { CreateReportMutation } from '../hooks/useCreateReport';
import { MyPendingReportsQuery } from '../hooks/useMyPendingReports';
import { ProfileReportsQuery, REPORTS_PAGE_SIZE } from '../hooks/useProfileReports';

const profile = buildProfile({ id: '3', category: 'FRIENDS' });

function baseMocks() {
  const profileResult = jest.fn(() => ({ data: { profile: headerOf(profile) } }));
  const reportsResult = jest.fn(() => ({
    data: { profileReports: { __typename: 'ReportPage', items: [], nextCursor: null } },
  }));
  const pendingResult = jest.fn(() => ({ data: { myPendingReports: [] } }));
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: ProfileRouteQuery, variables: { id: '3' } }, result: profileResult, maxUsageCount: 5 },
    {
      request: { query: ProfileReportsQuery, variables: { profileId: '3', first: REPORTS_PAGE_SIZE } },
      result: reportsResult,
      maxUsageCount: 5,
    },
    { request: { query: MyPendingReportsQuery, variables: { profileId: '3' } }, result: pendingResult, maxUsageCount: 5 },
    {
      request: { query: RecordProfileViewMutation, variables: { profileId: '3' } },
      result: { data: { recordProfileView: true } },
    },
  ];
  return { mocks, profileResult, reportsResult, pendingResult };
}

function renderProfile(options: { phoneVerified: boolean; mocks?: MockLink.MockedResponse[] }) {
  const base = baseMocks();
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/profile/:id" element={<ProfileRoute />} />
    </Routes>,
    {
      route: '/profile/3',
      currentUser: buildUser({ phoneVerified: options.phoneVerified }),
      mocks: [...base.mocks, ...(options.mocks ?? [])],
    },
  );
  return { ...rendered, ...base };
}

async function openForm(user: ReturnType<typeof renderProfile>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Share Your Experience' }));
  // The form's code loads when it is first opened.
  return screen.findByRole('dialog', { name: 'Spill the TEA' });
}

describe("Report form ('Spill the TEA')", () => {
  it('shows the validation messages', async () => {
    const { user } = renderProfile({ phoneVerified: true });
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Honest Report' }));
    expect(within(dialog).getByText('Please choose an experience type.')).toBeTruthy();
    expect(within(dialog).getByText('Title must be at least 5 characters')).toBeTruthy();
    expect(within(dialog).getByText('Report must be at least 20 characters')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Title'), 'Okay');
    expect(within(dialog).getByText('Title must be at least 5 characters')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Title'), '!');
    expect(within(dialog).queryByText('Title must be at least 5 characters')).toBeNull();

    await user.type(within(dialog).getByLabelText('Detailed report'), 'Too short');
    expect(within(dialog).getByText('9/500')).toBeTruthy();
    expect(within(dialog).getByText(/characters \(at least 20\)/)).toBeTruthy();
    expect(within(dialog).getByText('Report must be at least 20 characters')).toBeTruthy();
  });

  it('presets the stars from the type and lets the member change them', async () => {
    const { user } = renderProfile({ phoneVerified: true });
    const dialog = await openForm(user);
    const checkedStars = () =>
      within(dialog)
        .getAllByRole('radio', { name: /stars?$/ })
        .filter((radio) => (radio as HTMLInputElement).checked)
        .map((radio) => (radio as HTMLInputElement).value);
    expect(checkedStars()).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: /Negative/ }));
    expect(checkedStars()).toEqual(['1']);
    await user.click(within(dialog).getByRole('radio', { name: /Neutral/ }));
    expect(checkedStars()).toEqual(['3']);
    await user.click(within(dialog).getByRole('radio', { name: /Positive/ }));
    expect(checkedStars()).toEqual(['5']);
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    expect(checkedStars()).toEqual(['4']);
    expect((within(dialog).getByLabelText('Category') as HTMLSelectElement).value).toBe('FRIENDS');
  });

  it('submits an anonymous report, says it will be reviewed, and refetches the profile and its reports', async () => {
    const createResult = jest.fn(() => ({ data: { createReport: buildMyReport({ id: 'new', profileId: '3' }) } }));
    const { user, profileResult, reportsResult, pendingResult } = renderProfile({
      phoneVerified: true,
      mocks: [
        {
          request: {
            query: CreateReportMutation,
            variables: {
              profileId: '3',
              input: {
                reportType: 'NEGATIVE',
                rating: 2,
                title: 'Cancelled twice',
                content: 'She cancelled our plans twice without telling me.',
                category: 'DATING',
                dateOfInteraction: '2025-01-05',
                location: 'Austin, TX',
                isAnonymous: true,
              },
            },
          },
          result: createResult,
        },
      ],
    });
    const dialog = await openForm(user);
    await waitFor(() => expect(profileResult).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(reportsResult).toHaveBeenCalledTimes(1));

    await user.click(within(dialog).getByRole('radio', { name: /Negative/ }));
    await user.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await user.type(within(dialog).getByLabelText('Title'), '  Cancelled twice ');
    await user.type(within(dialog).getByLabelText('Detailed report'), 'She cancelled our plans twice without telling me.');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'DATING');
    await user.type(within(dialog).getByLabelText('Date of interaction (optional)'), '2025-01-05');
    await user.type(within(dialog).getByLabelText('Location (optional)'), 'Austin, TX');
    expect(within(dialog).getByText(/Your report is anonymous/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Honest Report' }));

    expect(await screen.findByText('Report Submitted')).toBeTruthy();
    expect(screen.getByText(/will be reviewed by our moderators before it is published/)).toBeTruthy();
    expect(createResult).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Spill the TEA' })).toBeNull());
    await waitFor(() => expect(profileResult).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(reportsResult).toHaveBeenCalledTimes(2));
    // Her new report shows on the profile at once, to her alone ('Awaiting review').
    await waitFor(() => expect(pendingResult).toHaveBeenCalledTimes(2));
  });

  it("toasts 'Submission Failed' with the server message and keeps the form", async () => {
    const { user } = renderProfile({
      phoneVerified: true,
      mocks: [
        {
          request: { query: CreateReportMutation, variables: () => true },
          result: { errors: [{ message: 'Please remove the phone number from your report.' }] },
        },
      ],
    });
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('radio', { name: /Positive/ }));
    await user.type(within(dialog).getByLabelText('Title'), 'Great friend');
    await user.type(within(dialog).getByLabelText('Detailed report'), 'Call me at 555 123 4567 for the full story.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Honest Report' }));
    expect(await screen.findByText('Submission Failed')).toBeTruthy();
    expect(screen.getByText('Please remove the phone number from your report.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Spill the TEA' })).toBeTruthy();
  });

  it("falls back to 'Failed to submit report. Please try again.'", async () => {
    const { user } = renderProfile({
      phoneVerified: true,
      mocks: [{ request: { query: CreateReportMutation, variables: () => true }, result: { errors: [{ message: '' }] } }],
    });
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('radio', { name: /Positive/ }));
    await user.type(within(dialog).getByLabelText('Title'), 'Great friend');
    await user.type(within(dialog).getByLabelText('Detailed report'), 'A reliable and thoughtful friend to me.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Honest Report' }));
    expect(await screen.findByText('Failed to submit report. Please try again.')).toBeTruthy();
  });

  it('asks members without a verified phone to verify it first, then opens the form', async () => {
    const verified = buildUser({ phoneVerified: true });
    const { user } = renderProfile({
      phoneVerified: false,
      mocks: [
        {
          request: { query: SendPhoneCodeMutation, variables: { phone: '(201) 555-0123' } },
          result: {
            data: {
              sendPhoneCode: {
                __typename: 'PhoneCodeSent',
                expiresAt: '2030-01-01T00:10:00.000Z',
                maskedPhone: '+1 ••• ••• 0123',
              },
            },
          },
        },
        {
          request: { query: VerifyPhoneMutation, variables: { phone: '(201) 555-0123', code: '111111' } },
          result: { errors: [{ message: 'That code is not correct. 4 attempts left.' }] },
        },
        {
          request: { query: VerifyPhoneMutation, variables: { phone: '(201) 555-0123', code: '123456' } },
          result: { data: { verifyPhone: verified } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Share Your Experience' }));
    const gate = screen.getByRole('dialog', { name: 'Verify your phone number' });
    expect(screen.queryByRole('dialog', { name: 'Spill the TEA' })).toBeNull();

    await user.click(within(gate).getByRole('button', { name: 'Send Code' }));
    expect(within(gate).getByRole('alert').textContent).toBe('Please enter your phone number.');
    await user.type(within(gate).getByLabelText('Phone number'), '(201) 555-0123');
    await user.click(within(gate).getByRole('button', { name: 'Send Code' }));
    expect(await within(gate).findByText(/We sent a 6-digit code to \+1 ••• ••• 0123/)).toBeTruthy();

    await user.type(within(gate).getByLabelText('6-digit code'), '12345');
    await user.click(within(gate).getByRole('button', { name: 'Verify Phone' }));
    expect(within(gate).getByRole('alert').textContent).toBe('Please enter the 6-digit code from the text message.');

    await user.clear(within(gate).getByLabelText('6-digit code'));
    await user.type(within(gate).getByLabelText('6-digit code'), '111 111');
    await user.click(within(gate).getByRole('button', { name: 'Verify Phone' }));
    expect((await within(gate).findByRole('alert')).textContent).toBe('That code is not correct. 4 attempts left.');

    await user.clear(within(gate).getByLabelText('6-digit code'));
    await user.type(within(gate).getByLabelText('6-digit code'), '123456');
    await user.click(within(gate).getByRole('button', { name: 'Verify Phone' }));
    expect(await screen.findByRole('dialog', { name: 'Spill the TEA' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Verify your phone number' })).toBeNull();
  });
  it('counts the detailed report up to 500, like every report counter, and warns past it without blocking', async () => {
    const { user } = renderProfile({ phoneVerified: true });
    const dialog = await openForm(user);
    const content = within(dialog).getByLabelText('Detailed report');
    await user.click(content);
    await user.paste('a'.repeat(500));
    expect(within(dialog).getByText('500/500')).toBeTruthy();
    expect(within(dialog).queryByText(/over 500 characters/)).toBeNull();
    await user.type(content, 'bc');
    expect(within(dialog).getByText('502/500')).toBeTruthy();
    const warning = within(dialog).getByText('That is 2 over 500 characters. Shorter reports are easier to read and review; please trim it if you can.');
    // Announced with the field (aria-describedby) and not an error: the report can still be sent.
    expect(content.getAttribute('aria-describedby')?.split(' ')).toContain(warning.closest('[id]')!.id);
    expect(content.getAttribute('aria-invalid')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Honest Report' }));
    expect(within(dialog).queryByText(/Report must be at most/)).toBeNull();
  });

  it('shows the personal-information refusal under the field the API names, and in the toast, until the text is changed', async () => {
    const refusal =
      'Please remove personal information before posting: your report contains a phone number. Reports must not identify how to contact or find someone.';
    const { user } = renderProfile({
      phoneVerified: true,
      mocks: [
        {
          request: { query: CreateReportMutation, variables: () => true },
          result: { errors: [{ message: refusal, extensions: { code: 'BAD_USER_INPUT', field: 'content' } }] },
        },
      ],
    });
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('radio', { name: /Positive/ }));
    await user.type(within(dialog).getByLabelText('Title'), 'Great friend');
    const content = within(dialog).getByLabelText('Detailed report');
    await user.type(content, 'Call me at 555 123 4567 for the full story.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Honest Report' }));

    expect(await screen.findByText('Submission Failed')).toBeTruthy();
    const inline = await within(dialog).findByText(refusal);
    expect(content.getAttribute('aria-invalid')).toBe('true');
    expect(content.getAttribute('aria-describedby')?.split(' ')).toContain(inline.id);
    expect(within(dialog).getByLabelText('Title').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(content));

    await user.type(content, ' Thanks!');
    expect(within(dialog).queryByText(refusal)).toBeNull();
    expect(content.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps a refusal without a field in the toast only', async () => {
    const { user } = renderProfile({
      phoneVerified: true,
      mocks: [
        {
          request: { query: CreateReportMutation, variables: () => true },
          result: { errors: [{ message: 'Profile not found', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
    });
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('radio', { name: /Positive/ }));
    await user.type(within(dialog).getByLabelText('Title'), 'Great friend');
    await user.type(within(dialog).getByLabelText('Detailed report'), 'A reliable and thoughtful friend to me.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Honest Report' }));
    expect(await screen.findByText('Submission Failed')).toBeTruthy();
    expect(within(dialog).queryByText('Profile not found')).toBeNull();
    expect(
      within(dialog)
        .queryAllByRole('textbox')
        .filter((box) => box.getAttribute('aria-invalid') === 'true'),
    ).toEqual([]);
  });

  it('lines up the date and location fields: side by side they share the label, control and message rows', async () => {
    const { user } = renderProfile({ phoneVerified: true });
    const dialog = await openForm(user);
    const dateField = within(dialog).getByLabelText('Date of interaction (optional)').parentElement!;
    const locationField = within(dialog).getByLabelText('Location (optional)').parentElement!;
    const row = dateField.parentElement!;
    expect(locationField.parentElement).toBe(row);
    // jsdom does no layout: check the row's own rules from medium screens up (a real browser lines the controls up
    // through the subgrid even when one label wraps).
    const css = [...document.querySelectorAll('style')]
      .map((style) => style.textContent)
      .join('\n')
      .replace(/\s+/g, '');
    const medium = css
      .split('@media(min-width:768px)')
      .slice(1)
      .find((block) => block.includes(`.${row.classList[1]}.${row.classList[1]}>*{`));
    expect(medium).toBeDefined();
    expect(medium).toContain('grid-template-columns:1fr1fr');
    expect(medium).toMatch(/>\*\{display:grid;grid-row:span4;grid-template-rows:subgrid;row-gap:0;/);
  });
});

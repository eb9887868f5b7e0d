import { screen, within } from '@testing-library/react';
import type { AdminUserFieldsFragment } from '../../../../gql/graphql';
import { buildAdmin } from '../../../../test/mocks/users';
import { renderWithProviders } from '../../../../test/render-with-providers';
import {
  AdminUsersQuery,
  BanUserMutation,
  MemberSanctionHistoryQuery,
  SuspendMemberMutation,
  UnbanUserMutation,
  WarnMemberMutation,
} from '../hooks/useAdminUsers';
import { AdminUsersRoute } from './AdminUsersRoute';

type MockAdminUser = AdminUserFieldsFragment & { __typename: 'AdminUser' };

function buildMember(overrides: Partial<MockAdminUser> = {}): MockAdminUser {
  return {
    __typename: 'AdminUser',
    id: 'u1',
    username: 'amy',
    email: 'amy@example.com',
    firstName: 'Amy',
    lastName: 'Lee',
    role: 'MEMBER',
    isAdmin: false,
    banned: false,
    banReason: null,
    bannedAt: null,
    ipBanned: false,
    lastIp: '203.0.113.7',
    phoneVerified: true,
    idVerificationStatus: null,
    createdAt: '2026-09-01T10:00:00.000Z',
    suspendedUntil: null,
    suspensionReason: null,
    strikes: 0,
    warnings: 0,
    suggestedSanction: 'NONE',
    suggestedSanctionReason: 'No upheld violations.',
    ...overrides,
  };
}

const amy = buildMember();
const bea = buildMember({ id: 'u2', username: 'bea', email: 'bea@example.com', banned: true, banReason: 'Harassment', bannedAt: '2026-11-02T10:00:00.000Z' });
const cat = buildMember({ id: 'u3', username: 'cat', email: 'cat@example.com', banned: true, banReason: 'Spam', ipBanned: true });

function usersMock(items: MockAdminUser[]) {
  return {
    request: { query: AdminUsersQuery, variables: { search: null, page: 1 } },
    result: { data: { adminUsers: { __typename: 'AdminUserPage', total: items.length, totalIsExact: true, page: 1, pageSize: 20, items } } },
  };
}

const row = (username: string) => screen.getByRole('article', { name: `@${username}` });
const badges = (username: string) => Array.from(row(username).querySelectorAll('h2 ~ span')).map((el) => el.textContent);

describe('AdminUsersRoute', () => {
  beforeEach(() => localStorage.clear());

  it('lists users with Active, Banned and IP Banned badges and the ban reason', async () => {
    renderWithProviders(<AdminUsersRoute />, { currentUser: buildAdmin(), mocks: [usersMock([amy, bea, cat])] });
    await screen.findByRole('article', { name: '@amy' });
    expect(badges('amy')).toEqual(['Active', 'Phone verified']);
    expect(badges('bea')).toEqual(['Banned', 'Phone verified']);
    expect(badges('cat')).toEqual(['Banned', 'IP Banned', 'Phone verified']);
    expect(within(row('bea')).getByText(/Harassment$/)).toBeTruthy();
    expect(within(row('amy')).getByRole('button', { name: 'Ban' })).toBeTruthy();
    expect(within(row('bea')).getByRole('button', { name: 'Unban' })).toBeTruthy();
  });

  it("refuses a ban without a reason ('Missing information'), then bans with an IP range", async () => {
    const ban = jest.fn(() => ({ data: { banUser: { ...amy, banned: true, banReason: 'Threats', ipBanned: true } } }));
    const { user } = renderWithProviders(<AdminUsersRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        usersMock([amy]),
        {
          request: {
            query: BanUserMutation,
            variables: { input: { userId: 'u1', reason: 'Threats', banIP: true, cidr: '198.51.100.0/24', ipBanExpiresAt: null } },
          },
          result: ban,
        },
      ],
    });
    await screen.findByRole('article', { name: '@amy' });
    await user.click(within(row('amy')).getByRole('button', { name: 'Ban' }));
    const dialog = screen.getByRole('dialog', { name: 'Ban @amy' });

    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Ban User' }));
    expect(await screen.findByText('Missing information')).toBeTruthy();
    expect(screen.getByText('Please give a reason for the ban.')).toBeTruthy();
    expect(ban).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Reason'), 'Threats');
    await user.click(within(dialog).getByRole('switch', { name: 'Also ban her IP address' }));
    expect((within(dialog).getByRole('radio', { name: 'Her last sign-in address (203.0.113.7)' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'An address or CIDR range' }));
    await user.type(within(dialog).getByLabelText('IP address or CIDR range'), '198.51.100.0/24');
    await user.click(within(dialog).getByRole('button', { name: 'Ban User' }));

    expect(await screen.findByText('User banned successfully')).toBeTruthy();
    expect(ban).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(badges('amy')).toEqual(['Banned', 'IP Banned', 'Phone verified']);
  });

  it("says 'Ban failed' with the server's reason when the ban is refused", async () => {
    const { user } = renderWithProviders(<AdminUsersRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        usersMock([amy]),
        {
          request: { query: BanUserMutation, variables: { input: { userId: 'u1', reason: 'Spam', banIP: false, cidr: null, ipBanExpiresAt: null } } },
          result: { errors: [{ message: 'Admins cannot be banned.' }] },
        },
      ],
    });
    await screen.findByRole('article', { name: '@amy' });
    await user.click(within(row('amy')).getByRole('button', { name: 'Ban' }));
    const dialog = screen.getByRole('dialog', { name: 'Ban @amy' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Ban User' }));
    expect(await screen.findByText('Ban failed')).toBeTruthy();
    expect(screen.getByText('Failed to ban user. Admins cannot be banned.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Ban @amy' })).toBeTruthy();
  });

  it('unbans after confirmation', async () => {
    const { user } = renderWithProviders(<AdminUsersRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        usersMock([bea]),
        {
          request: { query: UnbanUserMutation, variables: { userId: 'u2', note: 'Appeal accepted' } },
          result: { data: { unbanUser: { ...bea, banned: false, banReason: null, bannedAt: null } } },
        },
      ],
    });
    await screen.findByRole('article', { name: '@bea' });
    await user.click(within(row('bea')).getByRole('button', { name: 'Unban' }));
    const dialog = screen.getByRole('dialog', { name: 'Unban @bea?' });
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Appeal accepted');
    await user.click(within(dialog).getByRole('button', { name: 'Unban' }));
    expect(await screen.findByText('User unbanned successfully')).toBeTruthy();
    expect(badges('bea')).toEqual(['Active', 'Phone verified']);
  });

  it('shows the members in Spanish when her language is es', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    const dee = buildMember({
      id: 'u4',
      username: 'dee',
      firstName: null,
      lastName: null,
      email: 'dee@example.com',
      strikes: 3,
      warnings: 3,
      suggestedSanction: 'SUSPENSION',
      suggestedSanctionReason: '3 advertencias: sigue una suspensión.',
      suspendedUntil: '2026-12-02T10:00:00.000Z',
      suspensionReason: 'Insultos',
    });
    const { user } = renderWithProviders(<AdminUsersRoute />, { currentUser: buildAdmin(), mocks: [usersMock([amy, bea, cat, dee])] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarias' }, { timeout: 5000 })).toBeTruthy();
    await screen.findByRole('article', { name: '@amy' });
    expect(badges('amy')).toEqual(['Activa', 'Teléfono verificado']);
    expect(badges('cat')).toEqual(['Bloqueada', 'IP bloqueada', 'Teléfono verificado']);
    expect(badges('dee')).toEqual(['Suspendida', 'Teléfono verificado']);
    expect(within(row('amy')).getByText(/^Amy Lee · amy@example\.com · Se unió el /)).toBeTruthy();
    expect(within(row('bea')).getByText(/^Bloqueada el .+: Harassment$/)).toBeTruthy();
    expect(within(row('cat')).getByText('Bloqueada: Spam')).toBeTruthy();
    expect(
      within(row('dee')).getByText('Faltas: 3 (advertencias: 3) · Siguiente paso sugerido: Una suspensión — 3 advertencias: sigue una suspensión.'),
    ).toBeTruthy();
    expect(within(row('dee')).getByText(/^Suspendida hasta el .+: Insultos$/)).toBeTruthy();
    expect(within(row('bea')).getByRole('button', { name: 'Desbloquear' })).toBeTruthy();

    await user.click(within(row('amy')).getByRole('button', { name: 'Suspender' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspender a @amy' });
    expect(Array.from((within(dialog).getByLabelText('Duración') as HTMLSelectElement).options).map((o) => o.text)).toEqual(['1 día', '7 días', '30 días']);
  });

  describe('graduated sanctions', () => {
    const warned = buildMember({
      id: 'u4',
      username: 'dee',
      email: 'dee@example.com',
      strikes: 3,
      warnings: 3,
      suggestedSanction: 'SUSPENSION',
      suggestedSanctionReason: '3 warnings: a suspension is next.',
    });

    it("shows her strikes and the ladder's suggestion; Warn needs a reason code and sends it with the explanation", async () => {
      const warn = jest.fn(() => ({
        data: {
          warnMember: {
            ...amy,
            strikes: 2,
            warnings: 1,
            suggestedSanction: 'WARNING',
            suggestedSanctionReason: '2 upheld violations, 1 warning: a warning is next.',
          },
        },
      }));
      const { user } = renderWithProviders(<AdminUsersRoute />, {
        currentUser: buildAdmin(),
        mocks: [
          usersMock([amy, warned]),
          { request: { query: WarnMemberMutation, variables: { input: { userId: 'u1', reason: 'SPAM', note: 'Three adverts' } } }, result: warn },
        ],
      });
      await screen.findByRole('article', { name: '@amy' });
      expect(within(row('amy')).getByText(/Strikes: 0 \(warnings: 0\) · Suggested next step: Nothing/)).toBeTruthy();
      expect(row('amy').textContent).not.toContain('A suspension');
      expect(within(row('dee')).getByText(/Suggested next step: A suspension — 3 warnings: a suspension is next\./)).toBeTruthy();

      await user.click(within(row('amy')).getByRole('button', { name: 'Warn' }));
      const dialog = screen.getByRole('dialog', { name: 'Warn @amy' });
      await user.click(within(dialog).getByRole('button', { name: 'Warn' }));
      expect(await within(dialog).findByText('Please choose a reason.')).toBeTruthy();
      expect(warn).not.toHaveBeenCalled();

      await user.selectOptions(within(dialog).getByLabelText('Reason'), 'SPAM');
      await user.type(within(dialog).getByLabelText('Explanation for her (optional)'), 'Three adverts');
      await user.click(within(dialog).getByRole('button', { name: 'Warn' }));
      expect(await screen.findByText('Member warned')).toBeTruthy();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(within(row('amy')).getByText(/Strikes: 2 \(warnings: 1\) · Suggested next step: A warning/)).toBeTruthy();
    });

    it('suspends for the chosen length (1, 7 or 30 days), busy while the server answers, then offers Lift suspension', async () => {
      const suspended = { ...warned, suspendedUntil: '2026-12-02T10:00:00.000Z', suspensionReason: 'Insults', strikes: 4, suggestedSanction: 'BAN' as const };
      const { user } = renderWithProviders(<AdminUsersRoute />, {
        currentUser: buildAdmin(),
        mocks: [
          usersMock([warned]),
          {
            request: { query: SuspendMemberMutation, variables: { input: { userId: 'u4', reason: 'HARASSMENT', note: 'Insults', days: 30 } } },
            delay: 1500,
            result: { data: { suspendMember: suspended } },
          },
        ],
      });
      await screen.findByRole('article', { name: '@dee' });
      await user.click(within(row('dee')).getByRole('button', { name: 'Suspend' }));
      const dialog = screen.getByRole('dialog', { name: 'Suspend @dee' });
      expect(Array.from((within(dialog).getByLabelText('Length') as HTMLSelectElement).options).map((o) => o.text)).toEqual(['1 day', '7 days', '30 days']);
      await user.selectOptions(within(dialog).getByLabelText('Length'), '30');
      await user.selectOptions(within(dialog).getByLabelText('Reason'), 'HARASSMENT');
      await user.type(within(dialog).getByLabelText('Explanation for her (optional)'), 'Insults');
      await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
      expect(await within(dialog).findByRole('button', { name: 'Suspending...' })).toBeTruthy();
      expect(await screen.findByText('Member suspended', undefined, { timeout: 5000 })).toBeTruthy();
      expect(badges('dee')).toEqual(['Suspended', 'Phone verified']);
      expect(within(row('dee')).getByText(/^Suspended until .*: Insults$/)).toBeTruthy();
      expect(within(row('dee')).getByRole('button', { name: 'Lift suspension' })).toBeTruthy();
      expect(within(row('dee')).queryByRole('button', { name: 'Suspend' })).toBeNull();
    });

    it('lists her sanction history, newest first, with what an appeal reversed', async () => {
      const { user } = renderWithProviders(<AdminUsersRoute />, {
        currentUser: buildAdmin(),
        mocks: [
          usersMock([warned]),
          {
            request: { query: MemberSanctionHistoryQuery, variables: { userId: 'u4' } },
            result: {
              data: {
                memberSanctionHistory: {
                  __typename: 'DecisionPage',
                  nextCursor: null,
                  items: [
                    {
                      __typename: 'Decision',
                      id: 'd2',
                      kind: 'user.warn',
                      subjectLabel: 'Account dee',
                      reasonText: 'it looks like spam',
                      text: 'Adverts',
                      decidedAt: '2026-11-20T10:00:00.000Z',
                      decidedBy: 'moderator',
                      reversedAt: null,
                    },
                    {
                      __typename: 'Decision',
                      id: 'd1',
                      kind: 'report.reject',
                      subjectLabel: '"Bad date" about Bo',
                      reasonText: 'it is harassing or abusive',
                      text: 'Insults',
                      decidedAt: '2026-11-10T10:00:00.000Z',
                      decidedBy: 'moderator',
                      reversedAt: '2026-11-12T10:00:00.000Z',
                    },
                  ],
                },
              },
            },
          },
        ],
      });
      await screen.findByRole('article', { name: '@dee' });
      await user.click(within(row('dee')).getByRole('button', { name: 'History' }));
      const dialog = screen.getByRole('dialog', { name: 'Sanction history of @dee' });
      const items = await within(dialog).findAllByRole('listitem');
      expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(['Account dee', '"Bad date" about Bo']);
      expect(items[1].textContent).toContain('Reversed on appeal');
      expect(items[0].textContent).not.toContain('Reversed');
      expect(items[0].textContent).toContain('Reason: it looks like spam. Adverts');
      // Decision kinds read as labels, never as codes ('user.warn').
      expect(items[0].textContent).toMatch(/^Account dee · Warning · .+ by @moderator/);
      expect(items[1].textContent).toContain(' · Report not published · ');
    });
  });
});

import { screen, within } from '@testing-library/react';
import { buildAdmin } from '../../../../test/mocks/users';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { AUDIT_PAGE_SIZE, AuditLogQuery } from '../hooks/useAuditLog';
import { AdminAuditLogRoute } from './AdminAuditLogRoute';

function entries(from: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    __typename: 'AuditEntry',
    id: String(from - i),
    action: 'report.reject',
    actorLabel: 'moderator',
    targetType: 'report',
    targetId: `r${from - i}`,
    targetLabel: `"Report ${from - i}" about Nadia`,
    reasonCode: 'SPAM',
    note: null,
    createdAt: '2026-11-12T10:00:00.000Z',
  }));
}

const baseFilter = { action: null, targetType: null, search: null, limit: AUDIT_PAGE_SIZE };

describe('AdminAuditLogRoute', () => {
  beforeEach(() => localStorage.clear());

  it("lists entries newest first and 'Load more' asks for older ones with the before cursor", async () => {
    const { user } = renderWithProviders(<AdminAuditLogRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        { request: { query: AuditLogQuery, variables: { filter: baseFilter } }, result: { data: { auditLog: entries(120, 50) } } },
        { request: { query: AuditLogQuery, variables: { filter: { ...baseFilter, before: '71' } } }, result: { data: { auditLog: entries(70, 20) } } },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Audit log entries' });
    const first = within(list).getAllByRole('listitem');
    expect(first).toHaveLength(50);
    expect(first[0].textContent).toContain('moderator · Report rejected · Report: "Report 120" about Nadia');
    expect(first[0].textContent).toContain('Reason: Spam');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(/"Report 51" about Nadia/)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Audit log entries' })).getAllByRole('listitem')).toHaveLength(70);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by action and target type', async () => {
    const { user } = renderWithProviders(<AdminAuditLogRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        { request: { query: AuditLogQuery, variables: { filter: baseFilter } }, result: { data: { auditLog: entries(5, 5) } } },
        {
          request: { query: AuditLogQuery, variables: { filter: { ...baseFilter, action: 'user.ban' } } },
          result: { data: { auditLog: [] } },
        },
        {
          request: { query: AuditLogQuery, variables: { filter: { ...baseFilter, action: 'user.ban', targetType: 'user' } } },
          result: {
            data: {
              auditLog: [{ ...entries(9, 1)[0], action: 'user.ban', targetType: 'user', targetLabel: 'amy', reasonCode: null, note: 'Threats' }],
            },
          },
        },
      ],
    });
    await screen.findByRole('list', { name: 'Audit log entries' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'user.ban');
    expect(await screen.findByText('No entries')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Target type' }), 'user');
    expect(await screen.findByText(/User banned · User: amy/)).toBeTruthy();
    expect(screen.getByText('Note: Threats')).toBeTruthy();
  });
});

describe('AdminAuditLogRoute in Spanish', () => {
  afterEach(() => localStorage.clear());

  it('shows the log, its filters and the action and reason labels in her language', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    renderWithProviders(<AdminAuditLogRoute />, {
      currentUser: buildAdmin(),
      mocks: [{ request: { query: AuditLogQuery, variables: { filter: baseFilter } }, result: { data: { auditLog: entries(3, 3) } } }],
    });
    const list = await screen.findByRole('list', { name: 'Entradas del registro de auditoría' }, { timeout: 5000 });
    const first = within(list).getAllByRole('listitem')[0];
    expect(first.textContent).toContain('moderator · Reporte rechazado · Reporte: "Report 3" about Nadia');
    expect(first.textContent).toContain('Motivo: Spam');
    expect(screen.getByRole('heading', { level: 1, name: 'Registro de auditoría' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Acción' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Apelación aceptada' })).toBeTruthy();
  });
});

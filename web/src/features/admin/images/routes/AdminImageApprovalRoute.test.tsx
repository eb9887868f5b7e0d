import { screen, waitFor, within } from '@testing-library/react';
import { buildAdmin } from '../../../../test/mocks/users';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { DecideImageMutation, PendingImagesQuery } from '../hooks/usePendingImages';
import { AdminImageApprovalRoute } from './AdminImageApprovalRoute';

const image = (id: string, firstName: string) => ({
  __typename: 'PendingImage',
  id,
  firstName,
  lastName: 'Rivera',
  profileImageUrl: `/api/images/${id}`,
  createdAt: '2026-11-10T09:00:00.000Z',
});

const imagesMock = {
  request: { query: PendingImagesQuery },
  result: { data: { pendingImages: [image('p1', 'Ana'), image('p2', 'Bo')] } },
};

const card = (name: string) => screen.getByRole('article', { name });

describe('AdminImageApprovalRoute', () => {
  beforeEach(() => localStorage.clear());

  it("approves an image: 'Image Approved' and it leaves the grid", async () => {
    const decide = jest.fn(() => ({ data: { decideImage: true } }));
    const { user } = renderWithProviders(<AdminImageApprovalRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        imagesMock,
        { request: { query: DecideImageMutation, variables: { profileId: 'p1', status: 'APPROVED', reason: null, note: null } }, result: decide },
      ],
    });
    expect((await screen.findByRole('img', { name: 'Pending photo of Ana Rivera' })).getAttribute('src')).toBe('/api/images/p1');
    await user.click(within(card('Ana Rivera')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Image Approved')).toBeTruthy();
    expect(decide).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ana Rivera' })).toBeNull());
    expect(card('Bo Rivera')).toBeTruthy();
  });

  it("rejects an image with a required reason: 'Image Rejected'", async () => {
    const decide = jest.fn(() => ({ data: { decideImage: true } }));
    const { user } = renderWithProviders(<AdminImageApprovalRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        imagesMock,
        { request: { query: DecideImageMutation, variables: { profileId: 'p2', status: 'REJECTED', reason: 'EXPLICIT', note: null } }, result: decide },
      ],
    });
    await screen.findByRole('article', { name: 'Bo Rivera' });
    await user.click(within(card('Bo Rivera')).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject image' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose a reason.');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'EXPLICIT');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Image Rejected')).toBeTruthy();
    expect(decide).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bo Rivera' })).toBeNull());
  });

  it("keeps the image and says 'Action Failed' when the decision fails", async () => {
    const { user } = renderWithProviders(<AdminImageApprovalRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        imagesMock,
        { request: { query: DecideImageMutation, variables: { profileId: 'p1', status: 'APPROVED', reason: null, note: null } }, error: new Error('boom') },
      ],
    });
    await screen.findByRole('article', { name: 'Ana Rivera' });
    await user.click(within(card('Ana Rivera')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Action Failed')).toBeTruthy();
    expect(screen.getByText('Failed to update image status: boom')).toBeTruthy();
    expect(card('Ana Rivera')).toBeTruthy();
  });

  it('says when nothing is waiting', async () => {
    renderWithProviders(<AdminImageApprovalRoute />, {
      currentUser: buildAdmin(),
      mocks: [{ request: { query: PendingImagesQuery }, result: { data: { pendingImages: [] } } }],
    });
    expect(await screen.findByText('No pending images')).toBeTruthy();
  });
});

describe('AdminImageApprovalRoute in Spanish', () => {
  afterEach(() => localStorage.clear());

  it('shows the pending photos and the reject dialog (the shared decision form) in her language', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    const { user } = renderWithProviders(<AdminImageApprovalRoute />, { currentUser: buildAdmin(), mocks: [imagesMock] });
    expect(await screen.findByRole('img', { name: 'Foto pendiente de Ana Rivera' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Aprobación de imágenes' })).toBeTruthy();
    await user.click(within(card('Bo Rivera')).getByRole('button', { name: 'Rechazar' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar la imagen' });
    expect(within(dialog).getByText('La foto de Bo Rivera se eliminará y se le avisará a quien la subió.')).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'Contenido explícito' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Elige un motivo.');
    expect(within(dialog).getByLabelText('Nota (opcional)')).toBeTruthy();
  });
});

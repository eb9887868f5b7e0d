import { screen, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import es from '../../../../i18n/messages/es.json';
import { buildAdmin } from '../../../../test/mocks/users';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { GenerateSampleDataMutation, RemoveSampleDataMutation, sampleDataMessage } from '../hooks/useSampleData';
import { AdminSampleDataRoute } from './AdminSampleDataRoute';

describe('AdminSampleDataRoute', () => {
  beforeEach(() => localStorage.clear());

  it.each(['0', '201', '12.5', 'abc', ''])("refuses the count %p with 'Invalid Count'", async (value) => {
    const generate = jest.fn(() => ({ data: { generateSampleData: { __typename: 'SampleDataResult', profilesCreated: 1, reviewsCreated: 1 } } }));
    const { user } = renderWithProviders(<AdminSampleDataRoute />, {
      currentUser: buildAdmin(),
      mocks: [{ request: { query: GenerateSampleDataMutation, variables: () => true }, result: generate }],
    });
    const count = (await screen.findByLabelText('Number of profiles')) as HTMLInputElement;
    expect(count.value).toBe('50');
    await user.clear(count);
    if (value) await user.type(count, value);
    await user.click(screen.getByRole('button', { name: 'Generate Sample Data' }));
    expect(await screen.findByText('Invalid Count')).toBeTruthy();
    expect(screen.getByText('Please enter a number between 1 and 200')).toBeTruthy();
    expect(generate).not.toHaveBeenCalled();
  });

  it("generates the default 50 and reports 'Sample Data Generated!' with the counts", async () => {
    const { user } = renderWithProviders(<AdminSampleDataRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        {
          request: { query: GenerateSampleDataMutation, variables: { count: 50 } },
          result: { data: { generateSampleData: { __typename: 'SampleDataResult', profilesCreated: 50, reviewsCreated: 97 } } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Generate Sample Data' }));
    expect(await screen.findByText('Sample Data Generated!')).toBeTruthy();
    expect(screen.getByText('Created 50 profiles and 97 reports.', { selector: 'li *' })).toBeTruthy();
  });

  it("says '1 profile' and '1 report' for one of each", async () => {
    const { user } = renderWithProviders(<AdminSampleDataRoute />, {
      currentUser: buildAdmin(),
      mocks: [
        {
          request: { query: GenerateSampleDataMutation, variables: { count: 1 } },
          result: { data: { generateSampleData: { __typename: 'SampleDataResult', profilesCreated: 1, reviewsCreated: 1 } } },
        },
      ],
    });
    const count = await screen.findByLabelText('Number of profiles');
    await user.clear(count);
    await user.type(count, '1');
    await user.click(screen.getByRole('button', { name: 'Generate Sample Data' }));
    expect(await screen.findByText('Sample Data Generated!')).toBeTruthy();
    expect(screen.getByText('Created 1 profile and 1 report.', { selector: 'li *' })).toBeTruthy();
    expect(screen.getByText('Created 1 profile and 1 report.', { selector: '[role="status"]' })).toBeTruthy();
  });

  it.each([
    [{ kind: 'generated', profiles: 1, reports: 3 }, 'Created 1 profile and 3 reports.'],
    [{ kind: 'generated', profiles: 2, reports: 1 }, 'Created 2 profiles and 1 report.'],
    [{ kind: 'removed', profiles: 1, reports: 0 }, 'Removed 1 sample profile and 0 reports.'],
    [{ kind: 'removed', profiles: 50, reports: 97 }, 'Removed 50 sample profiles and 97 reports.'],
  ] as const)('words the outcome %j as %p', (outcome, text) => {
    expect(sampleDataMessage(createIntl({ locale: 'en' }), outcome)).toBe(text);
  });

  it('words the outcome with the plural rules of her language', () => {
    const spanish = createIntl({ locale: 'es', messages: es });
    expect(sampleDataMessage(spanish, { kind: 'generated', profiles: 1, reports: 1000 })).toBe('Se creó 1 perfil y 1000 reportes.');
    expect(sampleDataMessage(spanish, { kind: 'removed', profiles: 2, reports: 1 })).toBe('Se eliminaron 2 perfiles de ejemplo y 1 reporte.');
  });

  it("shows 'Generation Failed' when the server refuses", async () => {
    const { user } = renderWithProviders(<AdminSampleDataRoute />, {
      currentUser: buildAdmin(),
      mocks: [{ request: { query: GenerateSampleDataMutation, variables: { count: 200 } }, result: { errors: [{ message: 'Too many requests' }] } }],
    });
    const count = await screen.findByLabelText('Number of profiles');
    await user.clear(count);
    await user.type(count, '200');
    await user.click(screen.getByRole('button', { name: 'Generate Sample Data' }));
    expect(await screen.findByText('Generation Failed')).toBeTruthy();
    expect(screen.getByText('Failed to generate sample data. Too many requests')).toBeTruthy();
  });

  it('removes sample data only after confirmation', async () => {
    const remove = jest.fn(() => ({ data: { removeSampleData: { __typename: 'SampleDataRemoval', profilesRemoved: 50, reviewsRemoved: 97 } } }));
    const { user } = renderWithProviders(<AdminSampleDataRoute />, {
      currentUser: buildAdmin(),
      mocks: [{ request: { query: RemoveSampleDataMutation }, result: remove }],
    });
    await user.click(await screen.findByRole('button', { name: 'Remove sample data' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove sample data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove sample data' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove sample data?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Sample Data Removed')).toBeTruthy();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Removed 50 sample profiles and 97 reports.')).toBeTruthy();
  });
});

describe('AdminSampleDataRoute in Spanish', () => {
  afterEach(() => localStorage.clear());

  it('shows the screen and the count check in her language', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    const { user } = renderWithProviders(<AdminSampleDataRoute />, { currentUser: buildAdmin() });
    const count = (await screen.findByLabelText('Cantidad de perfiles', undefined, { timeout: 5000 })) as HTMLInputElement;
    expect(screen.getByRole('heading', { level: 1, name: 'Datos de ejemplo' })).toBeTruthy();
    expect(screen.getByText('De 1 a 200 perfiles, cada uno con 1 a 3 reportes (edades de 18 a 30, cerca del 70 % positivos).')).toBeTruthy();
    await user.clear(count);
    await user.type(count, '500');
    await user.click(screen.getByRole('button', { name: 'Generar datos de ejemplo' }));
    expect(await screen.findByText('Cantidad no válida')).toBeTruthy();
    expect(screen.getByText('Ingresa un número entre 1 y 200')).toBeTruthy();
  });
});

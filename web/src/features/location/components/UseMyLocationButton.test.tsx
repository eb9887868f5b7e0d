import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { UseMyLocationButton } from './UseMyLocationButton';

// Issue 23: the location button and the browser's refusals in her language (English is covered by HomeRoute's tests).

function denyGeolocation() {
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (_: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1 } as GeolocationPositionError) },
  });
}

describe('UseMyLocationButton', () => {
  afterEach(() => localStorage.clear());

  it('asks in Spanish and says a refusal in Spanish when she chose it', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    denyGeolocation();
    const { user } = renderWithProviders(<UseMyLocationButton userLocation={null} onLocated={jest.fn()} onClear={jest.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Usar mi ubicación' }, { timeout: 5000 }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se pudo obtener tu ubicación. Permite el acceso a la ubicación en la configuración de tu navegador.',
    );
  });

  it('shows her location in use, with a way to clear it, in Spanish', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'es' }));
    const onClear = jest.fn();
    const { user } = renderWithProviders(<UseMyLocationButton userLocation={{ latitude: 30.27, longitude: -97.74 }} onLocated={jest.fn()} onClear={onClear} />);
    expect(await screen.findByText('Usando tu ubicación', undefined, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Quitar ubicación' }));
    expect(onClear).toHaveBeenCalled();
  });
});

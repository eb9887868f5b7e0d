import { screen, waitFor, within } from '@testing-library/react';
import { buildAdmin, buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { UserMenu } from './UserMenu';

async function openMenu(variant: 'desktop' | 'mobile', member = buildUser()) {
  const rendered = renderWithProviders(<UserMenu user={member} variant={variant} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Account menu' }));
  return { ...rendered, menu: screen.getByRole('menu', { name: 'Account menu' }) };
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('UserMenu', () => {
  it("the avatar menu (desktop) links 'My profile & verification' to /my-profile", async () => {
    const { menu, user } = await openMenu('desktop');
    expect(itemNames(menu)).toEqual(['+ Add Woman', 'My Reports', 'My profile & verification', 'Settings', 'Sign Out']);
    const item = within(menu).getByRole('menuitem', { name: 'My profile & verification' });
    expect(item.getAttribute('href')).toBe('/my-profile');
    await user.click(item);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/my-profile'));
  });

  it('the desktop menu offers Admin Panel to admins', async () => {
    const { menu } = await openMenu('desktop', buildAdmin());
    expect(itemNames(menu)).toEqual(['+ Add Woman', 'My Reports', 'My profile & verification', 'Settings', 'Admin Panel', 'Sign Out']);
    expect(within(menu).getByRole('menuitem', { name: 'Admin Panel' }).getAttribute('href')).toBe('/admin/verification');
  });

  it("the mobile menu has 'My profile & verification' too, before the admins' Admin Panel", async () => {
    const { menu } = await openMenu('mobile', buildAdmin());
    expect(itemNames(menu)).toEqual(['My Reports', 'My profile & verification', 'Settings', 'Admin Panel', 'Sign Out']);
    expect(within(menu).getByRole('menuitem', { name: 'My profile & verification' }).getAttribute('href')).toBe('/my-profile');
  });
});

import { buildProfileImage } from '../test/mocks/profiles';
import { renderWithProviders as renderAvatar } from '../test/render-with-providers';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('loads the 160 px copy of a photo (with the others in srcset) instead of the full-size image', () => {
    const image = buildProfileImage('3');
    const { container } = renderAvatar(<Avatar name="Ada Lovelace" imageUrl={image.url} image={image} size={48} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`${image.url}&w=160&fmt=jpeg`);
    expect(img.getAttribute('srcset')).toBe([160, 320, 640].map((w) => `${image.url}&w=${w}&fmt=jpeg ${w}w`).join(', '));
    expect(img.getAttribute('sizes')).toBe('48px');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['48', '48']);
  });

  it('falls back to the image URL without copies, and to the initials without a photo', () => {
    const legacy = renderAvatar(<Avatar name="Ada Lovelace" imageUrl="/api/images/profiles/3?v=k1" image={{ ...buildProfileImage('3'), variants: [] }} />);
    expect(legacy.container.querySelector('img')!.getAttribute('src')).toBe('/api/images/profiles/3?v=k1');
    legacy.unmount();
    const none = renderAvatar(<Avatar name="Ada Lovelace" image={buildProfileImage('3')} />);
    expect(none.container.querySelector('img')).toBeNull();
    expect(none.container.firstElementChild!.textContent).toBe('AL');
  });
});

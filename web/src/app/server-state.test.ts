import { DEFAULT_PREFERENCES, rendersLikeServer } from '../features/preferences/preferences';
import { hasServerState, readServerState, serverStateElement, SERVER_STATE_ID } from './server-state';

const RENDERED_AT = '2026-03-14T09:26:53.589Z';

function page(body: string) {
  document.body.innerHTML = body;
  return document;
}

describe('the server render state block', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('round-trips the cache, with every < escaped so no text in it can end the element', () => {
    const cache = {
      ROOT_QUERY: { __typename: 'Query', me: null },
      'Profile:1': { __typename: 'Profile', id: '1', firstName: '</script><script>alert(1)</script>' },
    };
    const element = serverStateElement({ cache, renderedAt: RENDERED_AT });
    expect(element.startsWith(`<script type="application/json" id="${SERVER_STATE_ID}" data-rendered-at="${RENDERED_AT}">`)).toBe(true);
    expect(element.slice(element.indexOf('>') + 1, -'</script>'.length)).not.toContain('<');
    const doc = page(`<div id="root"><p>markup</p></div>${element}`);
    expect(hasServerState(doc)).toBe(true);
    expect(readServerState(doc)).toEqual({ cache, renderedAt: RENDERED_AT });
  });

  it('is absent from the plain shell, and unreadable blocks count as absent', () => {
    expect(hasServerState(page('<div id="root"></div>'))).toBe(false);
    expect(readServerState(page('<div id="root"></div>'))).toBeNull();
    expect(readServerState(page(`<script type="application/json" id="${SERVER_STATE_ID}" data-rendered-at="${RENDERED_AT}">{not json</script>`))).toBeNull();
    expect(readServerState(page(`<script type="application/json" id="${SERVER_STATE_ID}" data-rendered-at="yesterday">{}</script>`))).toBeNull();
  });
});

describe('rendersLikeServer', () => {
  it('is true for the defaults and for changes that show nowhere on a screen', () => {
    expect(rendersLikeServer(DEFAULT_PREFERENCES)).toBe(true);
    expect(
      rendersLikeServer({ ...DEFAULT_PREFERENCES, sidebarCollapsed: true, notificationPreferences: { email: false, push: false, inApp: true, sounds: false } }),
    ).toBe(true);
  });

  it.each([{ theme: 'dark' as const }, { fontSize: 16 }, { highContrast: true }, { reducedMotion: true }, { largeCursor: true }, { soundEffects: false }])(
    'is false with %p',
    (change) => {
      expect(rendersLikeServer({ ...DEFAULT_PREFERENCES, ...change })).toBe(false);
    },
  );
});

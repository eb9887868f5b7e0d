import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs TextEncoder at import time; jsdom lacks it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Jest resolves styled-components' `main` field, its server build, which never writes createGlobalStyle rules
// (body padding, accessibility classes) into the document. Use the browser build, as Vite does.
jest.mock('styled-components', () => jest.requireActual('styled-components/dist/styled-components.browser.cjs.js'));

// jsdom does not implement scrolling; the app scrolls to the top on navigation. Tests may spy on this.
window.scrollTo = (() => {}) as typeof window.scrollTo;

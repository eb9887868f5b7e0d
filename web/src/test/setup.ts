import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs TextEncoder at import time; jsdom lacks it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Jest resolves styled-components' `main` field, its server build, which never writes createGlobalStyle rules
// (body padding, accessibility classes) into the document. Use the browser build, as Vite does.
jest.mock('styled-components', () => jest.requireActual('styled-components/dist/styled-components.browser.cjs.js'));

// jsdom does not implement scrolling; the app scrolls to the top on navigation. Tests may spy on this.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// findBy*/waitFor wait up to 5 s instead of Testing Library's 1 s: on a busy 2-core machine a lazy screen's chunk or
// a mocked answer can take longer than a second to arrive. A passing test is not slowed; a failing one fails later.
// (@testing-library/dom's configure, which React Testing Library re-exports; importing RTL itself here, before Jest's
// globals exist, would skip its automatic cleanup.)
// eslint-disable-next-line @typescript-eslint/no-require-imports -- setupFiles run before the test's ES imports
require('@testing-library/dom').configure({ asyncUtilTimeout: 5_000 });

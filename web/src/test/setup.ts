import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs TextEncoder at import time; jsdom lacks it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

/**
 * The configuration, as app/env.ts reads and checks it (zod) at boot. app/env.ts states its fields by declaration
 * merging, so that modules can take the settings they need without importing app/ (the composition root).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppConfig {}

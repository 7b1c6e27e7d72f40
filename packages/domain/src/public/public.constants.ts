/** The environments an API runs in (docs/CONTRIBUTING.md#adapters); the shell shows a banner outside production. */
export const APP_ENVS = ['production', 'demo', 'development'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

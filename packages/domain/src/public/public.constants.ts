/** The environments an API runs in (DESIGN.md §1); the shell shows a banner outside production. */
export const APP_ENVS = ['production', 'demo', 'development'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/seed/demo-accounts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export const emailOf = (name: string): string => `${name}@demo.hearth.au`;

import type { Role } from '@hearth/domain';

/** The one password of every demo account; printed at start-up and used by e2e. */
export const DEMO_PASSWORD = 'Hearth-demo-2026';
export const DEMO_EMAIL_DOMAIN = 'demo.hearth.au';

export type DemoAccount = {
  name: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: readonly Role[];
  description: string;
  otpEnabled?: boolean;
  enabled?: boolean;
  /** Set for licensees: the partner company they belong to. */
  company?: 'coastal-stays';
};

const account = (name: string, rest: Omit<DemoAccount, 'name' | 'email' | 'password'>): DemoAccount => ({
  name,
  email: `${name}@${DEMO_EMAIL_DOMAIN}`,
  password: DEMO_PASSWORD,
  ...rest,
});

/** Every demo sign-in, in the order the start-up table prints them. README and e2e import this list. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('admin', {
    firstName: 'Alex',
    lastName: 'Admin',
    roles: ['ROLE_ADMIN'],
    description: 'Administrator: every home, reservation and statement; adds users and logs in as them',
  }),
  account('staff', { firstName: 'Sam', lastName: 'Staff', roles: ['ROLE_STAFF'], description: 'Staff member' }),
  account('owner', {
    firstName: 'Olivia',
    lastName: 'Owner',
    roles: ['ROLE_OWNER'],
    description: 'Owner of four properties',
  }),
  account('solo.owner', {
    firstName: 'Sol',
    lastName: 'Owner',
    roles: ['ROLE_OWNER'],
    description: 'Owner of exactly one property (lands on it after sign-in)',
  }),
  account('licensee', {
    firstName: 'Lee',
    lastName: 'Licensee',
    roles: ['ROLE_LICENSEE'],
    description: 'Licensee of Coastal Stays (Hearth Pro branding)',
    company: 'coastal-stays',
  }),
  account('creator', {
    firstName: 'Casey',
    lastName: 'Creator',
    roles: ['ROLE_CONTENT_CREATOR', 'ROLE_CONFIGURATOR_CODES', 'ROLE_CONFIGURATOR_INSTRUCTIONS'],
    description: 'Content creator with config codes and instructions',
  }),
  account('reservations', {
    firstName: 'Riley',
    lastName: 'Reservations',
    roles: ['ROLE_RESERVATION_MANAGER'],
    description: 'Reservation manager',
  }),
  account('finance', {
    firstName: 'Frankie',
    lastName: 'Finance',
    roles: ['ROLE_FINANCE_MANAGER'],
    description: 'Finance manager',
  }),
  account('channels', {
    firstName: 'Charlie',
    lastName: 'Channels',
    roles: ['ROLE_CHANNEL_MANAGER'],
    description: 'Channel manager',
  }),
  account('developer', {
    firstName: 'Devon',
    lastName: 'Developer',
    roles: ['ROLE_DEVELOPER'],
    description: 'Developer: dev tools and the mail outbox',
  }),
  account('marketing', {
    firstName: 'Morgan',
    lastName: 'Marketing',
    roles: ['ROLE_MARKETING'],
    description: 'Marketing',
  }),
  account('editor', {
    firstName: 'Eden',
    lastName: 'Editor',
    roles: ['ROLE_PROPERTY_EDITOR'],
    description: 'Property editor',
  }),
  account('otp', {
    firstName: 'Oakley',
    lastName: 'Otp',
    roles: ['ROLE_STAFF'],
    description: 'Staff with one-time codes (code mailed to the outbox)',
    otpEnabled: true,
  }),
  account('disabled', {
    firstName: 'Dana',
    lastName: 'Disabled',
    roles: ['ROLE_OWNER'],
    description: 'Owner whose account is disabled',
    enabled: false,
  }),
];

export const demoAccount = (name: string): DemoAccount => {
  const found = DEMO_ACCOUNTS.find((a) => a.name === name);
  if (!found) throw new Error(`No demo account named ${name}`);
  return found;
};

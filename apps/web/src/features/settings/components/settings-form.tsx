import {
  NOTIFICATION_LABELS,
  NOTIFICATION_TOGGLES,
  USER_MESSAGES,
  ZUpdateMeRequest,
  type NotificationToggle,
} from '@hearth/domain/users';
import { Button, Fieldset, Group, PasswordInput, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { SessionUser } from '../../../lib/auth';
import type { UpdateMeBody } from '../../../api/users/update-me';
import { canDo } from '../../../lib/use-can';

const BOOKING_TOGGLES = NOTIFICATION_TOGGLES.filter((key) => key.startsWith('booking'));
const OWNER_STAY_TOGGLES = NOTIFICATION_TOGGLES.filter((key) => key.startsWith('ownerStay'));

type SettingsValues = {
  firstName: string;
  lastName: string;
  email: string;
  /** Asked for only to change the sign-in email, and sent only then. */
  currentPassword: string;
  mobile: string;
} & Record<NotificationToggle, boolean>;

/** The toggles a role sees: booking ones for owners and licensees, owner-stay ones for licensees only. */
export const visibleToggles = (roles: readonly string[]): NotificationToggle[] => [
  ...(canDo({ roles }, 'user:see-booking-notifications') ? BOOKING_TOGGLES : []),
  ...(canDo({ roles }, 'user:see-owner-stay-notifications') ? OWNER_STAY_TOGGLES : []),
];

/** Only what this person may change goes to the server. */
export const toUpdateRequest = (
  values: SettingsValues,
  roles: readonly string[],
  currentEmail: string,
): UpdateMeBody => {
  const request: UpdateMeBody = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    mobile: values.mobile.trim() === '' ? null : values.mobile.trim(),
  };
  if (canDo({ roles }, 'user:edit-own-email')) {
    request.email = values.email.trim().toLowerCase();
    if (request.email !== currentEmail && values.currentPassword) request.currentPassword = values.currentPassword;
  }
  for (const key of visibleToggles(roles)) request[key] = values[key];
  return request;
};

type SettingsFormProps = {
  user: SessionUser;
  pending: boolean;
  onSubmit: (request: UpdateMeBody) => void;
};

export const SettingsForm = ({ user, pending, onSubmit }: SettingsFormProps) => {
  const roles = user.roles;
  const emailEditable = canDo({ roles }, 'user:edit-own-email');
  const toggles = visibleToggles(roles);
  const form = useForm<SettingsValues>({
    mode: 'uncontrolled',
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      currentPassword: '',
      mobile: user.mobile ?? '',
      ...Object.fromEntries(NOTIFICATION_TOGGLES.map((key) => [key, user[key]])),
    } as SettingsValues,
    validate: (values) => {
      const check = schemaResolver(ZUpdateMeRequest, { sync: true });
      return check(toUpdateRequest(values, roles, user.email));
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(toUpdateRequest(values, roles, user.email)))}>
      <Stack gap="lg">
        <Fieldset legend="Your details" variant="unstyled">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="First name"
                autoComplete="given-name"
                key={form.key('firstName')}
                {...form.getInputProps('firstName')}
              />
              <TextInput
                label="Last name"
                autoComplete="family-name"
                key={form.key('lastName')}
                {...form.getInputProps('lastName')}
              />
            </SimpleGrid>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              disabled={!emailEditable}
              description={emailEditable ? undefined : USER_MESSAGES.emailLocked}
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            {emailEditable ? (
              <PasswordInput
                label="Current password"
                description="Only to change your sign-in email: the new address gets a link, and the change is made when it is opened."
                autoComplete="current-password"
                key={form.key('currentPassword')}
                {...form.getInputProps('currentPassword')}
              />
            ) : null}
            <TextInput
              label="Mobile"
              type="tel"
              autoComplete="tel"
              key={form.key('mobile')}
              {...form.getInputProps('mobile')}
            />
          </Stack>
        </Fieldset>
        {toggles.length > 0 ? (
          <Fieldset legend="Notifications">
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                Choose which emails you receive.
              </Text>
              {toggles.map((key) => (
                <Switch
                  key={form.key(key)}
                  label={NOTIFICATION_LABELS[key]}
                  {...form.getInputProps(key, { type: 'checkbox' })}
                />
              ))}
            </Stack>
          </Fieldset>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

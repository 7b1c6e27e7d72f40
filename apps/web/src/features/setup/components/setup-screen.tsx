import { ZOrganisationAttributes, ZSetupAdmin, type TOrganisationAttributes } from '@hearth/domain/setup';
import { Alert, Anchor, Button, Checkbox, Divider, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { EmailField } from '../../../components/email-field';
import { ErrorAlert } from '../../../components/error-alert';
import { countryDefaultsOf, OrganisationFields } from '../../../components/organisation/organisation-fields';
import { PasswordField } from '../../../components/password-field';
import { WelcomeLayout } from '../../../components/welcome-layout';
import { paths } from '../../../config/paths';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCompleteSetup } from '../../../api/setup/complete-setup';
import { useSetupStatus } from '../../../api/setup/get-setup-status';

const ZSetupForm = z.object({ organisation: ZOrganisationAttributes, admin: ZSetupAdmin });
type SetupForm = z.input<typeof ZSetupForm>;

const SetupFormView = ({ token, defaults }: { token: string; defaults: TOrganisationAttributes }) => {
  const save = useCompleteSetup();
  const form = useForm<SetupForm>({
    mode: 'uncontrolled',
    initialValues: {
      organisation: { ...defaults, brandColour: defaults.brandColour ?? null },
      admin: { firstName: '', lastName: '', email: '', password: '', passwordConfirm: '', otpEnabled: false },
    },
    validate: schemaResolver(ZSetupForm, { sync: true }),
  });
  // A country brings its currency and its capital's clock; both can still be changed.
  form.watch('organisation.country', ({ value }) => {
    const defaults = countryDefaultsOf(value);
    if (!defaults) return;
    form.setFieldValue('organisation.currency', defaults.currency);
    form.setFieldValue('organisation.timezone', defaults.timezone);
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { token, body: { data: { type: 'setup', attributes: values } } },
      // A full load: the app boots signed in, under the organisation's name.
      { onSuccess: () => window.location.assign(paths.home.getHref()) },
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Set up Hearth">
      <Stack gap="md">
        {save.isError ? (
          <ErrorAlert title="Could not set up">
            {serverMessage(save.error) ?? 'Something went wrong. Try again.'}
          </ErrorAlert>
        ) : null}
        <Title order={2} size="h5">
          Your organisation
        </Title>
        <OrganisationFields
          keyOf={(field) => form.key(`organisation.${field}`)}
          inputProps={(field) => form.getInputProps(`organisation.${field}`)}
        />
        <TextInput
          label="Brand colour"
          description="Optional, as #RRGGBB; a logo can be added later under Settings."
          placeholder="#0B7285"
          key={form.key('organisation.brandColour')}
          {...form.getInputProps('organisation.brandColour')}
          // Without forceUpdate: false the uncontrolled input is remounted on each key and keeps only the first one.
          onChange={(event) =>
            form.setFieldValue('organisation.brandColour', event.currentTarget.value.trim() || null, {
              forceUpdate: false,
            })
          }
        />
        <Divider />
        <Title order={2} size="h5">
          The first administrator
        </Title>
        <TextInput
          label="First name"
          withAsterisk
          autoComplete="given-name"
          key={form.key('admin.firstName')}
          {...form.getInputProps('admin.firstName')}
        />
        <TextInput
          label="Last name"
          withAsterisk
          autoComplete="family-name"
          key={form.key('admin.lastName')}
          {...form.getInputProps('admin.lastName')}
        />
        <EmailField key={form.key('admin.email')} {...form.getInputProps('admin.email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          key={form.key('admin.password')}
          {...form.getInputProps('admin.password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          key={form.key('admin.passwordConfirm')}
          {...form.getInputProps('admin.passwordConfirm')}
        />
        <Checkbox
          label="Ask me for a one-time code by email at each sign-in (two-step verification)"
          key={form.key('admin.otpEnabled')}
          {...form.getInputProps('admin.otpEnabled', { type: 'checkbox' })}
        />
        <Button type="submit" loading={save.isPending} fullWidth>
          Set up Hearth
        </Button>
      </Stack>
    </form>
  );
};

/** /setup/{token}: first run (docs/product/setup.md), the organisation and the first super admin. */
export const SetupScreen = () => {
  useDocumentTitle('Set up');
  const { setupToken = '' } = useParams();
  const status = useSetupStatus(setupToken);
  return (
    <WelcomeLayout
      title="Set up Hearth"
      subtitle="The first run: your organisation and its first administrator."
      width={560}
    >
      {status.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Checking your link">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : status.isError ? (
        <Stack gap="md">
          {isApiError(status.error) && status.error.status === 409 ? (
            <Alert color="blue" variant="light" role="status">
              {serverMessage(status.error)}
            </Alert>
          ) : (
            <ErrorAlert>{serverMessage(status.error) ?? 'This setup link cannot be checked. Try again.'}</ErrorAlert>
          )}
          <Anchor component={Link} to={paths.login.getHref()}>
            Go to sign in
          </Anchor>
        </Stack>
      ) : (
        <SetupFormView token={setupToken} defaults={status.data.data.attributes.defaults} />
      )}
    </WelcomeLayout>
  );
};

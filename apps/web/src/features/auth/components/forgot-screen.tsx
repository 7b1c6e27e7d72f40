import { EmailField } from '../../../components/email-field';
import { ErrorAlert } from '../../../components/error-alert';
import { AUTH_MESSAGES, ZForgotParams } from '@hearth/domain/auth';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useRequestPasswordReset } from '../../../api/auth/forgot-password';
import { WelcomeLayout } from '../../../components/welcome-layout';

/** docs/product/auth.md#messages Forgot: 'Invalid user', 'Reset email already requested', 'A network error occurred'. */
export const forgotErrorMessage = (error: unknown): string => {
  if (!isApiError(error) || error.errorCode === NETWORK_ERROR || error.status >= 500) return AUTH_MESSAGES.networkError;
  if (error.status === 429) return AUTH_MESSAGES.resetAlreadyRequested;
  if (error.status === 400) return error.errorMessage || AUTH_MESSAGES.invalidEmail;
  return AUTH_MESSAGES.invalidUser;
};

export const ForgotScreen = () => {
  useDocumentTitle('Forgot password');
  const reset = useRequestPasswordReset();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(ZForgotParams, { sync: true }),
  });

  return (
    <WelcomeLayout title="Forgot your password?" subtitle="We will email you a link to choose a new one.">
      {reset.isSuccess ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {AUTH_MESSAGES.resetSent}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit(({ email }) => reset.mutate(email.trim().toLowerCase()))}>
          <Stack gap="md">
            {reset.isError ? <ErrorAlert>{forgotErrorMessage(reset.error)}</ErrorAlert> : null}
            <EmailField autoFocus key={form.key('email')} {...form.getInputProps('email')} />
            <Button type="submit" loading={reset.isPending} fullWidth>
              Reset password
            </Button>
          </Stack>
        </form>
      )}
      <Group justify="center">
        <Text size="sm">
          <Anchor component={Link} to={paths.login.getHref()}>
            Back to login
          </Anchor>
        </Text>
      </Group>
    </WelcomeLayout>
  );
};

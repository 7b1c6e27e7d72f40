import { ErrorAlert } from '../../../components/error-alert';
import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  PASSWORD_ACTIONS,
  ZNewPasswordRequest,
  type PasswordAction,
} from '@hearth/domain/auth';
import { Alert, Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page';
import { PasswordField } from '../../../components/password-field';
import { paths } from '../../../config/paths';
import { isApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSetPassword } from '../../../api/auth/set-password';
import { useVerifyToken } from '../../../api/auth/verify-token';
import { WelcomeLayout } from '../../../components/welcome-layout';

const isPasswordAction = (value: string | undefined): value is PasswordAction =>
  (PASSWORD_ACTIONS as readonly string[]).includes(value ?? '');

/** Why a link cannot be used: expired (the usual case), already used, malformed, or the server was not reached. */
export const linkErrorMessage = (error: unknown): string => {
  if (!isApiError(error) || error.errorCode === NETWORK_ERROR || error.status >= 500) {
    return AUTH_MESSAGES.connectionError;
  }
  if (error.status === 400) return AUTH_MESSAGES.linkInvalid;
  if (error.errorCode === AUTH_ERROR_CODES.tokenUsed) return AUTH_MESSAGES.linkUsed;
  return AUTH_MESSAGES.linkExpired;
};

const HaveAccountLink = () => (
  <Text size="sm" ta="center">
    <Anchor component={Link} to={paths.welcome.getHref()}>
      Have an account already? Log in here.
    </Anchor>
  </Text>
);

const LinkProblem = ({ message }: { message: string }) => (
  <Stack gap="md">
    <ErrorAlert>{message}</ErrorAlert>
    <Button component={Link} to={paths.forgot.getHref()} variant="light">
      Reset password
    </Button>
    <HaveAccountLink />
  </Stack>
);

const NewPasswordForm = ({ action, token }: { action: PasswordAction; token: string }) => {
  const navigate = useNavigate();
  const verified = useVerifyToken(token);
  const save = useSetPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', passwordConfirm: '' },
    validate: schemaResolver(ZNewPasswordRequest, { sync: true }),
  });
  const submitLabel = action === 'change' ? 'Update password' : 'Create password';

  if (verified.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Checking your link">
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (verified.isError) return <LinkProblem message={linkErrorMessage(verified.error)} />;
  if (save.isError && isApiError(save.error) && save.error.status === 404) {
    return <LinkProblem message={linkErrorMessage(save.error)} />;
  }
  if (save.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {save.data ?? (action === 'change' ? 'Your password has been updated.' : 'Your password has been created.')}{' '}
          You can now log in with your new password.
        </Alert>
        <Button onClick={() => void navigate(paths.login.getHref())}>Login</Button>
      </Stack>
    );
  }

  const saveError = save.isError
    ? isApiError(save.error) && save.error.status === 400
      ? save.error.errorMessage
      : linkErrorMessage(save.error)
    : null;

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate({ ...values, action, token }))}>
      <Stack gap="md">
        {saveError ? <ErrorAlert>{saveError}</ErrorAlert> : null}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          autoFocus
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          key={form.key('passwordConfirm')}
          {...form.getInputProps('passwordConfirm')}
        />
        <Button type="submit" loading={save.isPending} fullWidth>
          {submitLabel}
        </Button>
        <HaveAccountLink />
      </Stack>
    </form>
  );
};

/** /login/{change|confirm}/{token} (docs/product/auth.md#screens). */
export const NewPasswordScreen = () => {
  const { action, newPasswordToken } = useParams();
  const valid = isPasswordAction(action) && Boolean(newPasswordToken);
  const title = action === 'confirm' ? 'Create password' : 'Update password';
  useDocumentTitle(title);
  if (!valid || !newPasswordToken) return <ErrorPage code={404} />;
  return (
    <WelcomeLayout title={title} subtitle="Choose a password of at least 8 characters.">
      <NewPasswordForm key={newPasswordToken} action={action} token={newPasswordToken} />
    </WelcomeLayout>
  );
};

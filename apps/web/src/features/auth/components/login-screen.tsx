import { EmailField } from '../../../components/email-field';
import { ErrorAlert } from '../../../components/error-alert';
import { ZSignInRequest } from '@hearth/domain/auth';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { VerifyCodeForm } from '../../../components/verify-code-form';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { usePublicConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSignIn } from '../../../api/auth/sign-in';
import { pathAfterSignIn } from '../after-sign-in';
import { needsCode, signInErrorMessage } from '../sign-in-errors';
import { WelcomeLayout } from './welcome-layout';

type Credentials = { email: string; password: string };

/** The route guard passes the path it refused, so a signed-in person learns why they are here. */
const deniedPathOf = (state: unknown): string | null => {
  const denied = (state as { denied?: unknown } | null)?.denied;
  return typeof denied === 'string' ? denied : null;
};

export const LoginScreen = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { supportHost } = usePublicConfig();
  const session = useSession();
  const signIn = useSignIn();
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle('Login', step === 'code' ? 'Verify' : undefined);

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(ZSignInRequest, { sync: true }),
    validateInputOnBlur: false,
  });

  const attempt = (input: Credentials & { otp?: string }) => {
    setError(null);
    signIn.mutate(input, {
      onSuccess: (signedIn) => {
        void navigate(pathAfterSignIn(signedIn.user, searchParams.get('pl')), { replace: true });
      },
      onError: (failure) => {
        if (needsCode(failure)) {
          // A code was mailed (again); ask for it.
          setCredentials({ email: input.email, password: input.password });
          setStep('code');
          return;
        }
        setError(signInErrorMessage(failure, input.otp ? 'code' : 'credentials', supportHost));
      },
    });
  };

  const backToCredentials = () => {
    setStep('credentials');
    setError(null);
    setCredentials(null);
  };

  const denied = deniedPathOf(location.state);
  const signedInUser = session.data?.user;

  if (step === 'code' && credentials) {
    return (
      <WelcomeLayout title="Two-step verification">
        <VerifyCodeForm
          pending={signIn.isPending}
          error={error}
          onBack={backToCredentials}
          backLabel="Back to login"
          onSubmit={(otp) => attempt({ ...credentials, otp })}
        />
      </WelcomeLayout>
    );
  }

  return (
    <WelcomeLayout title="Login" subtitle="Sign in to your account">
      {denied && signedInUser ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          You are signed in as {signedInUser.email}, who cannot open {denied}. Sign in with another account, or{' '}
          <Anchor component={Link} to={paths.home.getHref()} inherit>
            go to your home page
          </Anchor>
          .
        </Alert>
      ) : null}
      <form
        noValidate
        onSubmit={form.onSubmit((values) => attempt({ email: values.email.trim(), password: values.password }))}
      >
        <Stack gap="md">
          {error ? <ErrorAlert>{error}</ErrorAlert> : null}
          <EmailField autoFocus key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="space-between" align="center">
            <Anchor component={Link} to={paths.forgot.getHref()} size="sm">
              Forgot your password?
            </Anchor>
            <Button type="submit" loading={signIn.isPending}>
              Login
            </Button>
          </Group>
        </Stack>
      </form>
    </WelcomeLayout>
  );
};

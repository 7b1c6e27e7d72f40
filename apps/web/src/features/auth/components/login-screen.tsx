import { EmailField } from '../../../components/email-field';
import { ErrorAlert } from '../../../components/error-alert';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { usePublicConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSignIn } from '../../../api/auth/sign-in';
import { pathAfterSignIn } from '../../../lib/after-sign-in';
import { needsCode, signInErrorMessage } from '../sign-in-errors';
import type { SignInFieldErrors } from '../sign-in-check';
import { WelcomeLayout } from '../../../components/welcome-layout';

type Credentials = { email: string; password: string };

// The code step and the field check load when they are needed: the first load of /login carries neither zod nor
// the code form (issue 12's 120 kB budget).
const VerifyCodeForm = lazy(() =>
  import('../../../components/verify-code-form').then((module) => ({ default: module.VerifyCodeForm })),
);
const checkSignIn = async (values: Credentials) => (await import('../sign-in-check')).signInFieldErrors(values);

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

  const [fieldErrors, setFieldErrors] = useState<SignInFieldErrors>({});
  // What was typed survives the code step and its 'Back to login'.
  const [typed, setTyped] = useState<Credentials>({ email: '', password: '' });
  const clearError = (field: keyof SignInFieldErrors) =>
    setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const values = { email: String(fields.get('email') ?? ''), password: String(fields.get('password') ?? '') };
    setTyped(values);
    const errors = await checkSignIn(values);
    setFieldErrors(errors ?? {});
    if (!errors) attempt({ email: values.email.trim(), password: values.password });
  };

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
        <Suspense fallback={null}>
          <VerifyCodeForm
            pending={signIn.isPending}
            error={error}
            onBack={backToCredentials}
            backLabel="Back to login"
            onSubmit={(otp) => attempt({ ...credentials, otp })}
          />
        </Suspense>
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
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {error ? <ErrorAlert>{error}</ErrorAlert> : null}
          <EmailField
            autoFocus
            name="email"
            defaultValue={typed.email}
            error={fieldErrors.email}
            onChange={() => clearError('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            name="password"
            error={fieldErrors.password}
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

import { ErrorAlert, RetryAlert } from '../../../components/error-alert';
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@hearth/domain/auth';
import { USER_MESSAGES } from '@hearth/domain/users';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { PageSkeleton } from '../../../components/page-skeleton';
import { VerifyCodeForm } from '../../../components/verify-code-form';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { useMe } from '../../../api/users/get-me';
import { notifications } from '@mantine/notifications';
import { useUpdateMe, type UpdateMeBody } from '../../../api/users/update-me';
import { SettingsForm } from './settings-form';

/** 401 (wrong code) and 412 (code needed) open the verification screen (docs/product/users.md#states). */
const needsVerification = (error: unknown): boolean =>
  isApiError(error) && (error.status === 412 || error.status === 401);

const saveErrorMessage = (error: unknown, withCode: boolean): string => {
  if (isApiError(error)) {
    if (error.status === 401 && withCode) return AUTH_MESSAGES.codeInvalid;
    if (error.errorCode === AUTH_ERROR_CODES.otpTooManyTries) return AUTH_MESSAGES.codeTooManyTries;
  }
  return serverMessage(error) ?? AUTH_MESSAGES.connectionError;
};

/** The caller's own account (docs/product/users.md#screens): names, email, mobile, notifications, two-step codes. */
export const AccountSettings = () => {
  const me = useMe();
  const update = useUpdateMe();
  const [pendingRequest, setPendingRequest] = useState<UpdateMeBody | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = (request: UpdateMeBody, otp?: string) => {
    setError(null);
    update.mutate(otp ? { ...request, otp } : request, {
      onError: (failure) => {
        if (needsVerification(failure)) {
          setPendingRequest(request);
          setCodeSent(true);
          // A wrong code keeps the verify screen with the spec's message; a 412 means a new code was sent.
          if (otp && isApiError(failure) && failure.status === 401) setError(AUTH_MESSAGES.codeInvalid);
          return;
        }
        setError(saveErrorMessage(failure, Boolean(otp)));
      },
      onSuccess: ({ pendingEmail }) => {
        setPendingRequest(null);
        setCodeSent(false);
        if (pendingEmail) {
          notifications.show({ title: 'Check your new email', message: USER_MESSAGES.emailChangeSent(pendingEmail) });
        }
      },
    });
  };

  if (me.isPending) {
    return <PageSkeleton rows={5} />;
  }

  if (me.isError) {
    return (
      <RetryAlert
        title="Oops"
        message={serverMessage(me.error) ?? USER_MESSAGES.settingsLoadError}
        onRetry={() => void me.refetch()}
        retrying={me.isFetching}
      />
    );
  }

  if (update.isSuccess) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="md" role="status">
          <ThemeIcon size={48} radius="xl" color="green" variant="light">
            <IconCircleCheck size={28} aria-hidden />
          </ThemeIcon>
          <Text fw={500}>{USER_MESSAGES.settingsUpdated}</Text>
          <Button onClick={() => window.location.reload()}>All done</Button>
        </Stack>
      </Paper>
    );
  }

  const verifying = codeSent && pendingRequest !== null;

  return (
    <Stack gap="lg">
      {verifying ? (
        <Paper withBorder p="xl" radius="md" maw={420}>
          <Stack gap="md">
            <Title order={2} size="h4">
              Two-step verification
            </Title>
            <VerifyCodeForm
              pending={update.isPending}
              error={error}
              onBack={() => {
                setCodeSent(false);
                setError(null);
              }}
              backLabel="Back to settings"
              onSubmit={(code) => save(pendingRequest, code)}
            />
          </Stack>
        </Paper>
      ) : null}
      {/* Kept mounted while verifying, so going back keeps what was typed. */}
      <Paper withBorder p="lg" radius="md" display={verifying ? 'none' : undefined}>
        <Stack gap="md">
          {error && !verifying ? <ErrorAlert>{error}</ErrorAlert> : null}
          <SettingsForm user={me.data.user} pending={update.isPending} onSubmit={(request) => save(request)} />
        </Stack>
      </Paper>
    </Stack>
  );
};

import { USER_MESSAGES } from '@hearth/domain/users';
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useConfirmEmailChange } from '../../../api/auth/confirm-email-change';
import { WelcomeLayout } from '../../../components/welcome-layout';

/**
 * /login/email/{token}: the link mailed to a new sign-in email (docs/product/users.md). Opening it makes the change,
 * once; every session of the person ends, so they sign in again with the new email.
 */
export const EmailChangeScreen = () => {
  useDocumentTitle('Change email');
  const { emailChangeToken = '' } = useParams();
  const confirm = useConfirmEmailChange();
  const started = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(emailChangeToken);
  }, [mutate, emailChangeToken]);

  return (
    <WelcomeLayout title="Change your sign-in email">
      <Stack gap="md">
        {confirm.isPending || confirm.isIdle ? (
          <Stack align="center" gap="xs" role="status">
            <Loader size="sm" />
            <Text c="dimmed" size="sm">
              Changing your sign-in email…
            </Text>
          </Stack>
        ) : null}
        {confirm.isSuccess ? <Text role="status">{USER_MESSAGES.emailChangeDone(confirm.data.data.email)}</Text> : null}
        {confirm.isError ? (
          <ErrorAlert title="Could not change your email">
            {serverMessage(confirm.error) ?? USER_MESSAGES.emailChangeLinkGone}
          </ErrorAlert>
        ) : null}
        {confirm.isSuccess || confirm.isError ? (
          <Anchor component={Link} to={paths.login.getHref()}>
            Go to sign in
          </Anchor>
        ) : null}
      </Stack>
    </WelcomeLayout>
  );
};

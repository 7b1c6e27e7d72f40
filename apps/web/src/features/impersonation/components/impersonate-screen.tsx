import { USER_MESSAGES } from '@hearth/domain/users';
import { Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useRedeemImpersonation } from '../../../api/auth/redeem-impersonation';
import { BrandMark } from '../../../components/brand-mark';
import { ErrorAlert } from '../../../components/error-alert';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { landingPathFor } from '../../../lib/after-sign-in';

/**
 * `/impersonate/{token}`: a log-in-as link opened in another browser (issue 13). It spends the link once, takes the
 * session it answers and lands where the user would after signing in; a bad link says so and offers the login page.
 */
export const ImpersonateScreen = () => {
  useDocumentTitle('Log in as');
  const { productName } = usePublicConfig();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const redemption = useRedeemImpersonation(token);

  useEffect(() => {
    if (redemption.status === 'success') {
      void navigate(landingPathFor(redemption.session.user), { replace: true });
    }
  }, [navigate, redemption]);

  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Stack w="100%" maw={400} gap="lg">
        <Center>
          <BrandMark productName={productName} />
        </Center>
        <Paper withBorder shadow="xs" p="xl" radius="md" component="section">
          {redemption.status === 'error' ? (
            <Stack gap="md">
              <Title order={1} size="h3">
                Log in as
              </Title>
              <ErrorAlert>{serverMessage(redemption.error) ?? USER_MESSAGES.impersonateLinkInvalid}</ErrorAlert>
              <Anchor component={Link} to={paths.login.getHref()} size="sm">
                Go to the login page
              </Anchor>
            </Stack>
          ) : (
            <Stack role="status" align="center" gap="sm" py="md">
              <Loader size="md" aria-hidden />
              <Text>Signing you in…</Text>
            </Stack>
          )}
        </Paper>
      </Stack>
    </Center>
  );
};

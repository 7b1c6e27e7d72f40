import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { homePathFor, useSignedInSession } from '../../lib/auth';
import { usePublicConfig } from '../../lib/config';
import { useDocumentTitle } from '../../lib/document-title';

/** `/`: on to the first menu item the user may open, else a welcome page (docs/product/shell.md#screens). */
export const HomeRoute = () => {
  const { user } = useSignedInSession();
  const { faqUrl, productName } = usePublicConfig();
  useDocumentTitle('Home');
  const home = homePathFor(user.roles);
  if (home !== '/') return <Navigate to={home} replace />;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1} size="h2">
        Welcome, {user.firstName}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Text>You are signed in to {productName}. Your account has no pages of its own yet.</Text>
          {faqUrl ? (
            <Text size="sm">
              Questions? See the{' '}
              <Anchor href={faqUrl} target="_blank" rel="noopener noreferrer">
                FAQ
              </Anchor>
              .
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
};

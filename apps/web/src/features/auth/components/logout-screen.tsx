import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLogout } from '../../../api/auth/logout';

/** /logout: ends the session on the server, forgets the cache, goes to /login. */
export const LogoutScreen = () => {
  useDocumentTitle('Logout');
  const navigate = useNavigate();
  const { mutate } = useLogout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, { onSettled: () => void navigate(paths.login.getHref(), { replace: true }) });
  }, [mutate, navigate]);

  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs" role="status">
        <Loader size="sm" />
        <Text c="dimmed" size="sm">
          Signing out…
        </Text>
      </Stack>
    </Center>
  );
};

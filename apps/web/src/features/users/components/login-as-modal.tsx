import { USER_LIST, USER_MESSAGES } from '@hearth/domain/users';
import { Alert, Button, CopyButton, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert';
import { DEFAULT_TIME_ZONE, formatInstantIn } from '../../../lib/format';
import { useImpersonationLink } from '../../../api/users/get-impersonation-link';

export type LoginAsTarget = { id: string; fullName: string };

/** The link, asked for when the modal opens (each one works once), with Copy and its 1.2 s alert (docs/product/users.md#screens, #limits). */
const LoginAsLink = ({ target }: { target: LoginAsTarget }) => {
  const link = useImpersonationLink(target.id);
  if (link.isPending) {
    return (
      <Group gap="xs" role="status" aria-label="Making the link">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          Making the link…
        </Text>
      </Group>
    );
  }
  if (link.error) {
    return <ErrorAlert title="Could not make the link">{link.error.message}</ErrorAlert>;
  }
  const { url, expiresAt } = link.data;
  return (
    <Stack gap="sm">
      <Text size="sm">{USER_MESSAGES.impersonateHelp}</Text>
      <TextInput label="Log-in-as link" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Text size="xs" c="dimmed">
        It works once, until {formatInstantIn(expiresAt, DEFAULT_TIME_ZONE)}.
      </Text>
      <CopyButton value={url} timeout={USER_LIST.copyAlertMs}>
        {({ copied, copy }) => (
          <Stack gap="sm">
            <Button
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              w="fit-content"
            >
              Copy
            </Button>
            {copied ? (
              <Alert color="teal" variant="light" role="alert" py="xs">
                {USER_MESSAGES.copied}
              </Alert>
            ) : null}
          </Stack>
        )}
      </CopyButton>
    </Stack>
  );
};

/** 'Log in as': a link for the chosen user to paste into another browser or a private window. */
export const LoginAsModal = ({ target, onClose }: { target: LoginAsTarget | null; onClose: () => void }) => (
  <Modal
    opened={target !== null}
    onClose={onClose}
    size={USER_LIST.loginAsModalWidth}
    title={target ? `Log in as ${target.fullName}` : 'Log in as'}
  >
    {target ? <LoginAsLink key={target.id} target={target} /> : null}
  </Modal>
);

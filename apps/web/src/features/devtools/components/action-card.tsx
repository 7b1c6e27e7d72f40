import { useState, type ReactNode } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { DEVTOOLS_UNKNOWN_ERROR } from '@hearth/domain/devtools';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { isApiError, serverMessage } from '../../../lib/api-client';

type ActionCardProps = {
  title: string;
  description: string;
  /** The question the 450 px confirm asks. */
  confirm: string;
  confirmLabel: string;
  icon: ReactNode;
  /** Whether the action destroys data: its confirm button is red. */
  destructive?: boolean;
  /** Runs the action; resolves with what it did, in one line. */
  run: () => Promise<string>;
  /** Shown in the dialog while the action runs (the sync's progress). */
  progress?: ReactNode;
};

/** docs/product/devtools.md#messages: the server's message, else 'An unknown error occurred'. */
const messageOf = (error: unknown): string => {
  if (isApiError(error)) return serverMessage(error) ?? DEVTOOLS_UNKNOWN_ERROR;
  // A sync's own error line arrives as a plain Error carrying the server's message.
  return error instanceof Error && error.message ? error.message : DEVTOOLS_UNKNOWN_ERROR;
};

/** One dev-tools action (docs/product/devtools.md#screens): a card whose button opens a 450 px confirm dialog that runs it. */
export const ActionCard = ({
  title,
  description,
  confirm,
  confirmLabel,
  icon,
  destructive = false,
  run,
  progress,
}: ActionCardProps) => {
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);

  const start = async () => {
    setPending(true);
    setError(null);
    try {
      setResult(await run());
      setOpened(false);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="sm" h="100%">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} size="h4">
            {title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {description}
        </Text>
        {result ? (
          <Group gap={6} wrap="nowrap" align="flex-start" role="status">
            <IconCircleCheck
              size={18}
              color="var(--mantine-color-green-filled)"
              aria-hidden
              style={{ flexShrink: 0 }}
            />
            <Text size="sm">{result}</Text>
          </Group>
        ) : null}
        <Group>
          <Button
            variant={destructive ? 'light' : 'default'}
            color={destructive ? 'red' : undefined}
            onClick={() => {
              setError(null);
              setOpened(true);
            }}
          >
            {title}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={title}
        confirmLabel={confirmLabel}
        confirmColor={destructive ? 'red' : undefined}
        onConfirm={() => void start()}
        pending={pending}
        error={error ? <ErrorAlert>{error}</ErrorAlert> : undefined}
      >
        <Text size="sm">{confirm}</Text>
        {pending ? progress : null}
      </ConfirmModal>
    </Card>
  );
};

import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconRefresh } from '@tabler/icons-react';
import { DEFAULT_TIME_ZONE, formatInstantIn } from '../../../lib/format';
import { DEVTOOLS_UNKNOWN_ERROR } from '@hearth/domain/devtools';
import { useOutbox, type OutboxMail } from '../../../api/devtools/get-outbox';
import { ErrorAlert } from '../../../components/error-alert';
import { serverMessage } from '../../../lib/api-client';
import { LinkedText } from './linked-text';

export const OUTBOX_EMPTY = 'No mail has been sent yet.';

const MailItem = ({ mail }: { mail: OutboxMail }) => (
  <Card withBorder padding="md" radius="md" component="article" aria-label={mail.subject}>
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm">
          {mail.subject}
        </Text>
        <Text size="xs" c="dimmed">
          To {mail.to}
        </Text>
      </Stack>
      <Stack gap={4} align="flex-end">
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          <time dateTime={mail.createdAt}>
            {formatInstantIn(mail.createdAt, DEFAULT_TIME_ZONE, { withZone: true })}
          </time>
        </Text>
        <Badge size="xs" variant="light" color={mail.sentAt ? 'green' : 'gray'}>
          {mail.sentAt ? 'sent' : 'in outbox'}
        </Badge>
      </Stack>
    </Group>
    <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <LinkedText text={mail.text} />
    </Text>
  </Card>
);

/** The demo's mail outbox, one card: reset links and one-time codes can be followed from here. */
export const MailOutbox = () => {
  const outbox = useOutbox();
  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="md">
        <Group gap="xs">
          <IconMail size={20} aria-hidden />
          <Title order={2} size="h4">
            Mail outbox
          </Title>
        </Group>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={outbox.isFetching}
          onClick={() => void outbox.refetch()}
        >
          Refresh
        </Button>
      </Group>
      {outbox.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the outbox">
          <Skeleton height={80} />
          <Skeleton height={80} />
        </Stack>
      ) : outbox.isError ? (
        <ErrorAlert>{serverMessage(outbox.error) ?? DEVTOOLS_UNKNOWN_ERROR}</ErrorAlert>
      ) : outbox.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {OUTBOX_EMPTY}
        </Text>
      ) : (
        <Stack gap="sm">
          {outbox.data.map((mail) => (
            <MailItem key={mail.id} mail={mail} />
          ))}
        </Stack>
      )}
    </Card>
  );
};

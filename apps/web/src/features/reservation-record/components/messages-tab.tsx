import { Paper, Stack, Text } from '@mantine/core';
import { formatInstantIn } from '../../../lib/format';
import type { TMessage } from '../utils/booking-relations';
import { EmptyText } from './record-parts';
import classes from './record.module.css';

/** The thread between guest and host, oldest first as it was written; the guest's side on the left. */
export const MessagesTab = ({
  messages,
  guestName,
  timeZone,
}: {
  messages: TMessage[];
  guestName: string | null | undefined;
  timeZone: string;
}) => {
  if (messages.length === 0) return <EmptyText>No messages yet</EmptyText>;
  const thread = [...messages].sort((a, b) => a.sentAt.localeCompare(b.sentAt));
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Messages">
      {thread.map((message) => {
        const fromGuest = guestName ? message.from === guestName : false;
        return (
          <Paper
            key={message.id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            className={classes.message}
            ml={fromGuest ? 0 : 'auto'}
            bg={fromGuest ? undefined : 'var(--mantine-color-default-hover)'}
          >
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {message.from}{' '}
                <Text span size="xs" c="dimmed" fw={400}>
                  <time dateTime={message.sentAt}>{formatInstantIn(message.sentAt, timeZone, { withZone: true })}</time>
                </Text>
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.body}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
};

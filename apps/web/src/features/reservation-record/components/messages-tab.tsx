import { GUEST_MAIL_STATUS_HINTS, GUEST_MAIL_STATUS_LABELS, type GuestMailStatus } from '@hearth/domain/bookings';
import { Badge, Group, Paper, Spoiler, Stack, Text, Tooltip } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { formatInstantIn } from '../../../lib/format';
import type { TMessage } from '../utils/booking-relations';
import { EmptyText } from './record-parts';
import classes from './record.module.css';

const STATUS_COLOURS: Record<GuestMailStatus, string> = {
  sending: 'blue',
  sent: 'green',
  outbox: 'gray',
  failed: 'red',
};

/** An email we sent the guest: its subject and what became of it (docs/product/guest-mail.md#screens). */
const EmailHeading = ({ email }: { email: NonNullable<TMessage['email']> }) => {
  const status = email.status as GuestMailStatus;
  const label = GUEST_MAIL_STATUS_LABELS[status] ?? email.status;
  const hint = email.error
    ? `${GUEST_MAIL_STATUS_HINTS[status] ?? ''} ${email.error}`.trim()
    : GUEST_MAIL_STATUS_HINTS[status];
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <IconMail size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        Email: {email.subject}
      </Text>
      <Tooltip label={hint} multiline w={260} withArrow disabled={!hint}>
        <Badge variant="light" radius="sm" tt="none" color={STATUS_COLOURS[status] ?? 'gray'} style={{ flexShrink: 0 }}>
          {label}
        </Badge>
      </Tooltip>
    </Group>
  );
};

/**
 * The thread between guest and host, oldest first as it was written; the guest's side on the left. The mails we sent
 * the guest are in it too, on our side, with their subject and whether they went.
 */
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
        const fromGuest = !message.email && guestName ? message.from === guestName : false;
        const body = (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Text>
        );
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
                  {message.email ? ` · to ${message.email.to}` : null}
                </Text>
              </Text>
              {message.email ? (
                <>
                  <EmailHeading email={message.email} />
                  {/* Five lines of the text (14 px at line height 1.45), then the rest on request. */}
                  <Spoiler
                    maxHeight={102}
                    showLabel="Show the whole email"
                    hideLabel="Show less"
                    styles={{ control: { fontSize: 'var(--mantine-font-size-sm)' } }}
                  >
                    {body}
                  </Spoiler>
                </>
              ) : (
                body
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
};

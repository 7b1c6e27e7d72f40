import { REVIEW_STARS_MAX, REVIEW_TEXT, type TReview } from '@hearth/domain/reviews';
import { Box, Group, Paper, Rating, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconMessageReply, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { todayIn } from '@hearth/domain/dates';
import { formatDay } from '../lib/format';
import { channelName, ratingText, subRatingsOf } from '../lib/review-display';
import { PortalLogo } from './portal-logo';

/** An instant's day in the property's zone, as `Mon 12 Jan 2026`. */
const dayOf = (iso: string, timeZone: string) => formatDay(todayIn(timeZone, new Date(iso)));

/** Stars out of 5 in halves (docs/product/display.md#fields), read as '4.5 out of 5'. */
export const Stars = ({ value, size = 'sm' }: { value: number; size?: 'xs' | 'sm' | 'md' }) => (
  <Group gap={6} wrap="nowrap" role="img" aria-label={`${ratingText(value)} stars`}>
    <Rating value={value} count={REVIEW_STARS_MAX} fractions={2} readOnly size={size} aria-hidden />
    <Text size="sm" fw={600} aria-hidden>
      {Number(value.toFixed(1))}
    </Text>
  </Group>
);

const Line = ({ icon, label, children, tone }: { icon: ReactNode; label: string; children: string; tone?: string }) => (
  <Group gap={8} wrap="nowrap" align="flex-start">
    <Box c={tone} mt={2} style={{ flex: 'none' }} aria-hidden>
      {icon}
    </Box>
    <Text size="sm">
      <Text span size="sm" fw={600}>
        {label}:{' '}
      </Text>
      {children}
    </Text>
  </Group>
);

/**
 * One guest review (docs/product/display.md#fields): the channel's logo, stars out of 5 with the sub-ratings ('Check-In'), the headline
 * and comments, the private comment when the API sends it (staff and admin), and the host's response with its date.
 */
export const ReviewCard = ({
  review,
  productName,
  timeZone,
}: {
  review: TReview;
  productName: string;
  timeZone: string;
}) => {
  const a = review.attributes;
  const subRatings = subRatingsOf(a.rating);
  const channel = channelName(a.channel, productName);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Review from ${channel}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <PortalLogo channel={a.channel} productName={productName} />
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {channel}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={a.reviewedAt}>{dayOf(a.reviewedAt, timeZone)}</time>
                {` · stayed ${formatDay(a.stay.checkIn)} to ${formatDay(a.stay.checkOut)}`}
              </Text>
            </Stack>
          </Group>
          <Stars value={a.rating.overall} />
        </Group>

        {a.comments.headline ? (
          <Title order={3} size="h5">
            {a.comments.headline}
          </Title>
        ) : null}
        {a.comments.comment ? <Text size="sm">{a.comments.comment}</Text> : null}
        {a.comments.positiveComment ? (
          <Line icon={<IconThumbUp size={16} />} label={REVIEW_TEXT.positiveComment} tone="teal">
            {a.comments.positiveComment}
          </Line>
        ) : null}
        {a.comments.negativeComment ? (
          <Line icon={<IconThumbDown size={16} />} label={REVIEW_TEXT.negativeComment} tone="orange">
            {a.comments.negativeComment}
          </Line>
        ) : null}
        {a.comments.privateComment ? (
          <Paper radius="sm" p="xs" bg="var(--mantine-color-default-hover)">
            <Line icon={<IconLock size={16} />} label={REVIEW_TEXT.privateComment}>
              {a.comments.privateComment}
            </Line>
          </Paper>
        ) : null}

        {subRatings.length > 0 ? (
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing={6} verticalSpacing={4} aria-label="Sub-ratings">
            {subRatings.map((sub) => (
              <Group key={sub.key} gap={6} wrap="nowrap" justify="space-between" maw={200}>
                <Text size="xs" c="dimmed">
                  {sub.label}
                </Text>
                <Text size="xs" fw={600} aria-label={`${sub.label} ${ratingText(sub.value)}`}>
                  {Number(sub.value.toFixed(1))}
                </Text>
              </Group>
            ))}
          </SimpleGrid>
        ) : null}

        {a.hostResponse ? (
          <Paper radius="sm" p="sm" withBorder style={{ borderStyle: 'dashed' }}>
            <Stack gap={4}>
              <Group gap={6} wrap="nowrap">
                <IconMessageReply size={16} aria-hidden />
                <Text size="xs" fw={600}>
                  {REVIEW_TEXT.hostResponse}
                </Text>
                {a.hostResponse.respondedAt ? (
                  <Text size="xs" c="dimmed">
                    <time dateTime={a.hostResponse.respondedAt}>{dayOf(a.hostResponse.respondedAt, timeZone)}</time>
                  </Text>
                ) : null}
              </Group>
              <Text size="sm">{a.hostResponse.response}</Text>
            </Stack>
          </Paper>
        ) : null}
      </Stack>
    </Paper>
  );
};

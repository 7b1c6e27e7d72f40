import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { wordOf, type TBookingCard } from '../utils/booking-record';
import { EmptyText } from './record-parts';

/** 'MM/YY' from a month and a four-digit (or two-digit) year. */
export const expiryOf = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** The guest's cards, masked as the API sends them: brand and last four digits only. */
export const CardsTab = ({ cards }: { cards: TBookingCard[] }) => {
  if (cards.length === 0) return <EmptyText>No cards on this booking</EmptyText>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {cards.map((card) => {
        const masked = `${wordOf(card.brand)} •••• ${card.last4}`;
        return (
          <Paper key={card.id} component="li" withBorder radius="md" p="sm" aria-label={masked}>
            <Stack gap={4}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <IconCreditCard size={18} aria-hidden />
                  <Text size="sm" fw={600} ff="monospace">
                    {masked}
                  </Text>
                </Group>
                {card.isDefault ? (
                  <Badge size="sm" variant="light" tt="none">
                    Default
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                Expires {expiryOf(card.expMonth, card.expYear)}
              </Text>
              {card.holderName ? <Text size="sm">{card.holderName}</Text> : null}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
};

import type { TPayoutBlocker } from '@hearth/domain/payouts';
import { Button, Drawer, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { MOBILE_QUERY } from '../../../lib/media';
import { blockerGroups } from '../utils/blocker-groups';

// The bank details card (its form and the schema it checks with) loads when an owner's drawer first opens.
const BankDetailsCard = lazy(() =>
  import('../../../components/payouts/bank-details-card').then((m) => ({ default: m.BankDetailsCard })),
);

/** Groups shown before 'Show all'. */
const FIRST_GROUPS = 10;

/**
 * The month's statements that cannot be paid yet, with why (docs/product/payouts.md#rules): never silently left
 * out. One row per owner and reason (a home without owners has its own), with the homes and the amount waiting; an
 * owner without bank details gets them added here, in a drawer, and their statements join the payments.
 */
export const BlockersList = ({ blockers }: { blockers: readonly TPayoutBlocker[] }) => {
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [owner, setOwner] = useState<{ id: string; fullName: string } | null>(null);
  const [showAll, setShowAll] = useState(false);
  if (blockers.length === 0) return null;
  const groups = blockerGroups(blockers);
  const shown = showAll ? groups : groups.slice(0, FIRST_GROUPS);
  return (
    <Stack gap="xs" component="section" aria-label="Blocked statements">
      <Title order={3} size="h5">
        Blocked ({blockers.length})
      </Title>
      <Text size="sm" c="dimmed">
        These statements stay out of the batch until what is missing is added. A later batch of the month can pay them.
      </Text>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((group) => (
          <li key={group.key}>
            <Paper withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
                  <Text size="sm" c="orange.8" fw={500}>
                    {group.message}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {group.homes}
                  </Text>
                </Stack>
                <Group gap="sm" wrap="nowrap">
                  <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {group.totals.map((total) => formatMoney(total.amount, total.currency)).join(' · ')}
                  </Text>
                  {group.owner ? (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setOwner(group.owner)}
                      aria-label={`Add bank details for ${group.owner.fullName}`}
                    >
                      Add bank details
                    </Button>
                  ) : null}
                </Group>
              </Group>
            </Paper>
          </li>
        ))}
      </Stack>
      {groups.length > FIRST_GROUPS ? (
        <Group>
          <Button variant="subtle" size="xs" onClick={() => setShowAll((all) => !all)}>
            {showAll ? 'Show fewer' : `Show all ${groups.length}`}
          </Button>
        </Group>
      ) : null}
      <Drawer
        opened={owner !== null}
        onClose={() => setOwner(null)}
        position="right"
        size={mobile ? '100%' : 640}
        title={owner ? `${owner.fullName}: bank details` : ''}
      >
        {owner ? (
          <Suspense fallback={<Skeleton height={160} radius="sm" />}>
            <BankDetailsCard userId={owner.id} headingOrder={3} />
          </Suspense>
        ) : null}
      </Drawer>
    </Stack>
  );
};

import { PAYOUT_MESSAGES, payoutMonthLabel } from '@hearth/domain/payouts';
import { Button, Drawer, Group, Pagination, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { usePayoutBatches } from '../../../api/payouts/get-payout-batches';
import { usePayoutSettings } from '../../../api/payouts/get-payout-settings';
import { RetryAlert } from '../../../components/error-alert';
import { StatusPill } from '../../../components/status-pill';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { DEFAULT_TIME_ZONE, formatDay, formatInstantIn } from '../../../lib/format';
import { MOBILE_QUERY } from '../../../lib/media';
import { BATCH_STATUS_LABELS, totalsText } from '../utils/payout-labels';
import { NewBatchPanel } from './new-batch-panel';

// The settings' forms (and the schemas they check with) load when the drawer first opens.
const AbaSettingsForm = lazy(() => import('./payout-settings-forms').then((m) => ({ default: m.AbaSettingsForm })));
const NzSettingsForm = lazy(() => import('./payout-settings-forms').then((m) => ({ default: m.NzSettingsForm })));

/** The organisation's accounts, the debit side of the files, in a drawer. */
const SettingsDrawer = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const settings = usePayoutSettings();
  const attributes = settings.data?.data.attributes;
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={mobile ? '100%' : 560} title="Payout settings">
      <Stack gap="xl">
        <Text size="sm" c="dimmed">
          The organisation&apos;s own accounts the payouts are paid from. Account numbers are stored encrypted and shown
          masked.
        </Text>
        {settings.isPending ? <Skeleton height={200} radius="sm" /> : null}
        {settings.error ? (
          <RetryAlert
            title="Could not load the payout settings"
            message={serverMessage(settings.error) ?? settings.error.message}
            onRetry={() => void settings.refetch()}
          />
        ) : null}
        {attributes ? (
          <Suspense fallback={<Skeleton height={200} radius="sm" />}>
            <AbaSettingsForm settings={attributes.au} />
            <NzSettingsForm settings={attributes.nz} />
          </Suspense>
        ) : null}
      </Stack>
    </Drawer>
  );
};

/** Every batch, newest first: a row opens the batch. */
const BatchesList = () => {
  const [page, setPage] = useState(1);
  const batches = usePayoutBatches(page);
  const rows = batches.data?.data ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Batches">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Batches
        </Title>
        {batches.isPending ? <Skeleton height={120} radius="sm" aria-label="Loading batches" /> : null}
        {batches.error ? (
          <RetryAlert
            title={PAYOUT_MESSAGES.loadError}
            message={serverMessage(batches.error) ?? batches.error.message}
            onRetry={() => void batches.refetch()}
            retrying={batches.isFetching}
          />
        ) : null}
        {batches.isSuccess && rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {PAYOUT_MESSAGES.emptyBatches}
          </Text>
        ) : null}
        {rows.length > 0 ? (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" highlightOnHover aria-label="Payout batches">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Month</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Payment date</Table.Th>
                  <Table.Th>Payments</Table.Th>
                  <Table.Th>Created</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((batch) => {
                  const a = batch.attributes;
                  return (
                    <Table.Tr key={batch.id}>
                      <Table.Td>
                        <Link to={paths.payoutBatch.getHref(batch.id)}>{payoutMonthLabel(a.month)}</Link>
                      </Table.Td>
                      <Table.Td>
                        <StatusPill label={BATCH_STATUS_LABELS[a.status]} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(a.paymentDate)}</Table.Td>
                      <Table.Td>{totalsText(a.totals)}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatInstantIn(a.createdAt, DEFAULT_TIME_ZONE)}</Text>
                        {a.createdBy ? (
                          <Text size="xs" c="dimmed">
                            {a.createdBy.fullName}
                          </Text>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {(batches.data?.meta.totalPages ?? 0) > 1 ? (
          <Pagination
            total={batches.data?.meta.totalPages ?? 1}
            value={page}
            onChange={setPage}
            aria-label="Pages of batches"
          />
        ) : null}
      </Stack>
    </Paper>
  );
};

/**
 * `/payouts` (docs/product/payouts.md#screens, finance and admin): a new batch for a month, with its payments, totals
 * and blockers, the batches made so far, and the payout settings.
 */
export const PayoutsScreen = () => {
  useDocumentTitle(PAYOUT_MESSAGES.title);
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <Stack gap="lg" maw={1040}>
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {PAYOUT_MESSAGES.title}
        </Title>
        <Button
          variant="default"
          leftSection={<IconSettings size={16} aria-hidden />}
          onClick={() => setSettingsOpen(true)}
        >
          Payout settings
        </Button>
      </Group>
      <NewBatchPanel />
      <BatchesList />
      <SettingsDrawer opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Stack>
  );
};

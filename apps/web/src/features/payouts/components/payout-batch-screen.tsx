import {
  PAYOUT_MESSAGES,
  payoutCountryName,
  payoutMonthLabel,
  type TPayoutBatchDocument,
} from '@hearth/domain/payouts';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCancelPayoutBatch } from '../../../api/payouts/cancel-payout-batch';
import { payoutFileHref, usePayoutBatch } from '../../../api/payouts/get-payout-batch';
import { useSendPayoutBatch } from '../../../api/payouts/send-payout-batch';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert, RetryAlert } from '../../../components/error-alert';
import { PageSkeleton } from '../../../components/page-skeleton';
import { StatusPill } from '../../../components/status-pill';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { DEFAULT_TIME_ZONE, formatDay, formatInstantIn } from '../../../lib/format';
import { BATCH_STATUS_LABELS, totalsText } from '../utils/payout-labels';
import { PayoutLinesTable } from './payout-lines-table';

type Batch = TPayoutBatchDocument['data'];

const when = (iso: string | null, who: { fullName: string } | null) =>
  iso ? `${formatInstantIn(iso, DEFAULT_TIME_ZONE)}${who ? ` by ${who.fullName}` : ''}` : null;

/** Download the files, then mark the batch sent or cancel it, each after a confirmation. */
const BatchActions = ({ batch }: { batch: Batch }) => {
  const a = batch.attributes;
  const send = useSendPayoutBatch();
  const cancel = useCancelPayoutBatch();
  const [confirming, setConfirming] = useState<'send' | 'cancel' | null>(null);
  const live = a.status !== 'cancelled';
  const close = () => {
    send.reset();
    cancel.reset();
    setConfirming(null);
  };
  const failure = send.error ?? cancel.error;
  return (
    <>
      <Group gap="sm" wrap="wrap">
        {live && a.files.aba ? (
          <Button
            component="a"
            href={payoutFileHref(batch.id, 'aba')}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download ABA file
          </Button>
        ) : null}
        {live && a.files.nzCsv ? (
          <Button
            component="a"
            href={payoutFileHref(batch.id, 'nz-csv')}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download NZ CSV
          </Button>
        ) : null}
        {a.status === 'draft' ? (
          <>
            <Button onClick={() => setConfirming('send')}>Mark as sent</Button>
            <Button variant="subtle" color="red" onClick={() => setConfirming('cancel')}>
              Cancel batch
            </Button>
          </>
        ) : null}
      </Group>
      <ConfirmModal
        opened={confirming !== null}
        onClose={close}
        title={confirming === 'send' ? 'Mark as sent' : 'Cancel batch'}
        confirmLabel={confirming === 'send' ? 'Mark as sent' : 'Cancel batch'}
        confirmColor={confirming === 'send' ? 'teal' : 'red'}
        pending={send.isPending || cancel.isPending}
        onConfirm={() => {
          const done = {
            onSuccess: () => {
              notifications.show({
                color: 'teal',
                title: confirming === 'send' ? PAYOUT_MESSAGES.batchSent : PAYOUT_MESSAGES.batchCancelled,
                message: payoutMonthLabel(a.month),
              });
              setConfirming(null);
            },
          };
          if (confirming === 'send') send.mutate(batch.id, done);
          else cancel.mutate(batch.id, done);
        }}
        error={
          failure ? (
            <ErrorAlert title="Could not change the batch">{serverMessage(failure) ?? failure.message}</ErrorAlert>
          ) : null
        }
      >
        <Text size="sm">
          {confirming === 'send' ? PAYOUT_MESSAGES.sendConfirm(a.lineCount) : PAYOUT_MESSAGES.cancelConfirm}
        </Text>
      </ConfirmModal>
    </>
  );
};

/** `/payouts/{id}` (docs/product/payouts.md#screens): a batch, its payments by currency, its files and its state. */
export const PayoutBatchScreen = () => {
  const { batchId = '' } = useParams();
  const query = usePayoutBatch(batchId);
  const batch = query.data?.data;
  const a = batch?.attributes;
  useDocumentTitle(a ? `Payouts, ${payoutMonthLabel(a.month)}` : PAYOUT_MESSAGES.title);
  return (
    <Stack gap="lg" maw={1040}>
      <Anchor component={Link} to={paths.payouts.getHref()} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Back to payouts
        </Group>
      </Anchor>
      {query.isPending ? <PageSkeleton rows={6} /> : null}
      {query.error ? (
        <RetryAlert
          title="Could not load the batch"
          message={serverMessage(query.error) ?? query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {query.data && batch && a ? (
        <>
          <Group gap="sm" align="center">
            <Title order={1} size="h2">
              Payout batch, {payoutMonthLabel(a.month)}
            </Title>
            <StatusPill label={BATCH_STATUS_LABELS[a.status]} />
          </Group>
          <Stack gap={2}>
            <Text size="sm">Payment date: {formatDay(a.paymentDate)}</Text>
            <Text size="sm" fw={600}>
              {totalsText(a.totals)}
            </Text>
            <Text size="xs" c="dimmed">
              Created {when(a.createdAt, a.createdBy)}
            </Text>
            {a.sentAt ? (
              <Text size="xs" c="dimmed">
                Sent {when(a.sentAt, a.sentBy)}
              </Text>
            ) : null}
            {a.cancelledAt ? (
              <Text size="xs" c="dimmed">
                Cancelled {when(a.cancelledAt, a.cancelledBy)}
              </Text>
            ) : null}
          </Stack>
          {query.data.meta.missingSettings.map((country) => (
            <Alert key={country} color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {PAYOUT_MESSAGES.settingsMissing(country)} ({payoutCountryName(country)} payments)
            </Alert>
          ))}
          <BatchActions batch={batch} />
          <PayoutLinesTable lines={a.lines} />
        </>
      ) : null}
    </Stack>
  );
};

import { todayIn } from '@hearth/domain/dates';
import { PAYOUT_MESSAGES, payoutCountryName } from '@hearth/domain/payouts';
import { Alert, Button, Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreatePayoutBatch } from '../../../api/payouts/create-payout-batch';
import { useOrganisation } from '../../../api/organisation/get-organisation';
import { usePayoutPreview } from '../../../api/payouts/get-payout-preview';
import { DatePickerField } from '../../../components/date-picker-field';
import { ErrorAlert, RetryAlert } from '../../../components/error-alert';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { lastMonth, monthOptions, totalsText } from '../utils/payout-labels';
import { BlockersList } from './blockers-list';
import { PayoutLinesTable } from './payout-lines-table';

/** Before the organisation's own zone is known (the API checks the date in it). */
const DEFAULT_ZONE = 'Australia/Sydney';

/**
 * Building a month's batch (docs/product/payouts.md#screens): pick the month and the payment date, see what it would
 * pay by currency with its totals and what is blocked, then create the draft.
 */
export const NewBatchPanel = () => {
  const navigate = useNavigate();
  const organisation = useOrganisation();
  const today = todayIn(organisation.data?.data.attributes.timezone ?? DEFAULT_ZONE);
  const [month, setMonth] = useState<string>(() => lastMonth());
  const [chosenDate, setPaymentDate] = useState<string | null>(null);
  const paymentDate = chosenDate ?? today;
  const preview = usePayoutPreview(month);
  const create = useCreatePayoutBatch();
  const attributes = preview.data?.data.attributes;
  const ready = (attributes?.lines.length ?? 0) > 0;

  const createBatch = () => {
    if (!paymentDate) return;
    create.mutate(
      { data: { type: 'payout-batch', attributes: { month, paymentDate } } },
      {
        onSuccess: (document) => {
          notifications.show({
            color: 'teal',
            title: PAYOUT_MESSAGES.batchCreated,
            message: totalsText(document.data.attributes.totals),
          });
          void navigate(paths.payoutBatch.getHref(document.data.id));
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="New batch">
      <Stack gap="md">
        <Title order={2} size="h4">
          New batch
        </Title>
        <Group align="flex-start" gap="md" wrap="wrap">
          <Select
            label="Month"
            data={monthOptions()}
            value={month}
            onChange={(value) => value && setMonth(value)}
            allowDeselect={false}
            w={220}
          />
          <DatePickerField
            label="Payment date"
            value={paymentDate}
            onChange={setPaymentDate}
            minDate={today}
            clearable={false}
            size="sm"
          />
        </Group>
        {preview.isPending ? <Skeleton height={120} radius="sm" aria-label="Loading the month" /> : null}
        {preview.error ? (
          <RetryAlert
            title={PAYOUT_MESSAGES.loadError}
            message={serverMessage(preview.error) ?? preview.error.message}
            onRetry={() => void preview.refetch()}
            retrying={preview.isFetching}
          />
        ) : null}
        {attributes ? (
          <>
            {ready ? (
              <Text size="sm" fw={600} data-testid="batch-totals">
                {totalsText(attributes.totals)}
              </Text>
            ) : null}
            {attributes.missingSettings.map((country) => (
              <Alert key={country} color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
                {PAYOUT_MESSAGES.settingsMissing(country)} ({payoutCountryName(country)} payments)
              </Alert>
            ))}
            {ready ? (
              <PayoutLinesTable lines={attributes.lines} />
            ) : (
              <Text size="sm" c="dimmed">
                No statement of this month is ready to pay.
              </Text>
            )}
            <BlockersList blockers={attributes.blockers} />
            {create.isError ? (
              <ErrorAlert title="Could not create the batch">
                {serverMessage(create.error) ?? create.error.message}
              </ErrorAlert>
            ) : null}
            <Group justify="flex-end">
              <Button onClick={createBatch} loading={create.isPending} disabled={!ready || !paymentDate}>
                Create batch
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
};

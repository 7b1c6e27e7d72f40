import { PAYOUT_COUNTRIES, PAYOUT_MESSAGES, payoutCountryName, type PayoutCountry } from '@hearth/domain/payouts';
import { Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { bankAccountHistoryUrl, useBankAccounts } from '../../api/payouts/get-bank-accounts';
import { payoutKeys } from '../../api/payouts/keys';
import { serverMessage } from '../../lib/api-client';
import { DEFAULT_TIME_ZONE, formatInstantIn } from '../../lib/format';
import { useCan } from '../../lib/use-can';
import { RetryAlert } from '../error-alert';
import { BankAccountForm } from './bank-account-form';

// The history table loads when it is opened.
const ChangeHistory = lazy(() => import('../change-history').then((module) => ({ default: module.ChangeHistory })));

/**
 * An owner's bank details (docs/product/payouts.md#screens): each country's account masked (BSB 062-000, ••••5678),
 * who last changed it and when; finance and admin set or change them, those who may read the history open it. The
 * owner's record and the payouts page both show it.
 */
export const BankDetailsCard = ({ userId, headingOrder = 2 }: { userId: string; headingOrder?: 2 | 3 }) => {
  const accounts = useBankAccounts(userId);
  const mayReadHistory = useCan('bank-account:read-history');
  const [editing, setEditing] = useState<PayoutCountry | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const list = accounts.data?.data ?? [];
  const canEdit = accounts.data?.meta.canEdit === true;
  const accountOf = (country: PayoutCountry) => list.find((account) => account.attributes.country === country);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Bank details">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={headingOrder} size="h4">
            Bank details
          </Title>
          {mayReadHistory && accounts.isSuccess ? (
            <Button size="xs" variant="subtle" onClick={() => setShowHistory((shown) => !shown)}>
              {showHistory ? 'Hide history' : 'History'}
            </Button>
          ) : null}
        </Group>
        {accounts.isPending ? <Skeleton height={48} radius="sm" aria-label="Loading bank details" /> : null}
        {accounts.error ? (
          <RetryAlert
            title="Could not load the bank details"
            message={serverMessage(accounts.error) ?? accounts.error.message}
            onRetry={() => void accounts.refetch()}
            retrying={accounts.isFetching}
          />
        ) : null}
        {accounts.isSuccess && list.length === 0 && !canEdit ? (
          <Text size="sm" c="dimmed">
            {PAYOUT_MESSAGES.noBankAccounts}
          </Text>
        ) : null}
        {accounts.isSuccess
          ? PAYOUT_COUNTRIES.map((country) => {
              const account = accountOf(country);
              if (!account && !canEdit) return null;
              const a = account?.attributes;
              return (
                <Group key={country} justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {payoutCountryName(country)} account
                    </Text>
                    {a ? (
                      <>
                        <Text size="sm" ff="monospace" data-testid={`bank-account-${country}`}>
                          {a.bsb ? `BSB ${a.bsb} · ` : ''}
                          {a.accountNumber}
                        </Text>
                        <Text size="sm">{a.accountName}</Text>
                        <Text size="xs" c="dimmed">
                          Changed {formatInstantIn(a.updatedAt, DEFAULT_TIME_ZONE)}
                          {a.updatedBy ? ` by ${a.updatedBy.fullName}` : ''}
                        </Text>
                      </>
                    ) : (
                      <Text size="sm" c="dimmed">
                        None yet
                      </Text>
                    )}
                  </Stack>
                  {canEdit ? (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing(country)}
                      aria-label={`${a ? 'Change' : 'Add'} ${payoutCountryName(country)} account`}
                    >
                      {a ? 'Change' : 'Add'}
                    </Button>
                  ) : null}
                </Group>
              );
            })
          : null}
        {showHistory ? (
          <Suspense fallback={<Skeleton height={80} radius="sm" />}>
            <ChangeHistory url={bankAccountHistoryUrl(userId)} queryKey={payoutKeys.bankAccountHistory(userId)} />
          </Suspense>
        ) : null}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? `${payoutCountryName(editing)} bank account` : ''}
        size={450}
        centered
      >
        {editing ? (
          <BankAccountForm
            userId={userId}
            country={editing}
            accountName={accountOf(editing)?.attributes.accountName ?? ''}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Paper>
  );
};

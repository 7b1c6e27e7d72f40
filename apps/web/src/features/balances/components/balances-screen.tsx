import { BALANCE_MESSAGES, type TBalancesResponse } from '@hearth/domain/balances';
import { Alert, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { RetryAlert } from '../../../components/error-alert';
import { useBalances } from '../../../api/balances/get-balances';
import { useMerchantAccounts } from '../../../api/balances/get-merchant-accounts';
import { isApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { DEFAULT_TIME_ZONE, formatInstantIn, formatMoney } from '../../../lib/format';
import { ReconciliationSection } from './reconciliation-section';

type Balance = TBalancesResponse['data'][number];
type Amount = Balance['attributes']['amounts'][number];

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const errorText = (error: unknown) =>
  isApiError(error)
    ? error.errorMessage
    : `There was an error ${NETWORK_ERROR} ${error instanceof Error ? error.message : ''}`.trim();

const TableSkeleton = () => (
  <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading balances">
    {Array.from({ length: 5 }, (_, index) => (
      <Skeleton key={index} height={36} radius="sm" />
    ))}
  </Stack>
);

/** Where the figures come from: offline mode says it plainly (docs/CONTRIBUTING.md#adapters), the provider's live ones say when. */
const SourceNote = ({ meta }: { meta: TBalancesResponse['meta'] }) => {
  const asOf = formatInstantIn(meta.asOf, DEFAULT_TIME_ZONE);
  return meta.source === 'ledger' ? (
    <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
      <Text size="sm">{BALANCE_MESSAGES.ledgerNote}</Text>
      <Text size="xs" c="dimmed" mt={4}>
        {BALANCE_MESSAGES.ledgerRule} As of {asOf}.
      </Text>
    </Alert>
  ) : (
    <Text size="sm" c="dimmed">
      {BALANCE_MESSAGES.providerNote} As of {asOf}.
    </Text>
  );
};

/** An account's amounts, one row per currency; an account with none still shows, with dashes. */
const rowsOf = (balance: Balance): (Amount | null)[] =>
  balance.attributes.amounts.length > 0 ? balance.attributes.amounts : [null];

/**
 * `/balances` (docs/product/balances.md, finance managers): each merchant account with its available and pending
 * amounts, minor units / 100 (docs/product/balances.md#limits). On phones the provider account id moves under the name and the
 * currency column goes (the amounts carry A$ or NZ$).
 */
export const BalancesScreen = () => {
  useDocumentTitle(BALANCE_MESSAGES.title);
  const balances = useBalances();
  // Which partner each account belongs to: a detail under the name, shown once known, never waited for.
  const accounts = useMerchantAccounts();
  const partnerOf = new Map(
    (accounts.data?.data ?? []).map((a) => [a.id, a.attributes.companyName ?? 'Operator account']),
  );
  const list = balances.data?.data ?? [];

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {BALANCE_MESSAGES.title}
      </Title>

      {balances.data ? <SourceNote meta={balances.data.meta} /> : null}
      {balances.isPending ? <TableSkeleton /> : null}
      {balances.error ? (
        <RetryAlert
          title={BALANCE_MESSAGES.loadErrorTitle}
          message={errorText(balances.error)}
          onRetry={() => void balances.refetch()}
          retrying={balances.isFetching}
        />
      ) : null}
      {balances.isSuccess && list.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          {BALANCE_MESSAGES.empty}
        </Text>
      ) : null}

      {list.length > 0 ? (
        <Table stickyHeader stickyHeaderOffset={56} verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account</Table.Th>
              <Table.Th visibleFrom="sm">Provider account id</Table.Th>
              <Table.Th visibleFrom="sm">Currency</Table.Th>
              <Table.Th ta="right">Available</Table.Th>
              <Table.Th ta="right">Pending</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.flatMap((balance) =>
              rowsOf(balance).map((amount) => {
                const a = balance.attributes;
                const partner = partnerOf.get(a.merchantAccountId);
                return (
                  <Table.Tr key={`${balance.id}-${amount?.currency ?? 'none'}`}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {a.accountName}
                      </Text>
                      {partner ? (
                        <Text size="xs" c="dimmed">
                          {partner}
                        </Text>
                      ) : null}
                      {/* The provider id column is hidden on phones: the id shows under the name instead. */}
                      <Text size="xs" c="dimmed" ff="monospace" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                        {balance.id}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm" ff="monospace" fz="sm">
                      {balance.id}
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{amount?.currency ?? '—'}</Table.Td>
                    <Table.Td ta="right" style={numeric}>
                      {amount ? formatMoney(amount.available, amount.currency) : '—'}
                    </Table.Td>
                    <Table.Td ta="right" style={numeric}>
                      {amount ? formatMoney(amount.pending, amount.currency) : '—'}
                    </Table.Td>
                  </Table.Tr>
                );
              }),
            )}
          </Table.Tbody>
        </Table>
      ) : null}
      {list.length > 0 ? <ReconciliationSection /> : null}
    </Stack>
  );
};

import { PAYOUT_CURRENCY_OF_COUNTRY, type TPayoutLine } from '@hearth/domain/payouts';
import { Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../lib/format';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const CURRENCIES = Object.values(PAYOUT_CURRENCY_OF_COUNTRY);

/**
 * A batch's payments, one table per currency (AUD goes in the ABA file, NZD in the New Zealand CSV), each with its
 * total; the accounts masked as the API answers them.
 */
export const PayoutLinesTable = ({ lines }: { lines: readonly TPayoutLine[] }) => (
  <Stack gap="lg">
    {CURRENCIES.map((currency) => {
      const mine = lines.filter((line) => line.currency === currency);
      if (mine.length === 0) return null;
      const total = mine.reduce((sum, line) => sum + line.amount, 0);
      const label = `${currency} payments`;
      return (
        <Stack key={currency} gap="xs">
          <Title order={3} size="h5">
            {label}
          </Title>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" aria-label={label}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Home</Table.Th>
                  <Table.Th>Owner</Table.Th>
                  <Table.Th>Account</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {mine.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {line.property.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {line.property.code}
                      </Text>
                    </Table.Td>
                    <Table.Td>{line.payee.fullName}</Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {line.bankAccount.bsb ? `${line.bankAccount.bsb} ` : ''}
                        {line.bankAccount.accountNumber}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {line.bankAccount.accountName}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={numeric}>
                      {formatMoney(line.amount, line.currency)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr fw={600}>
                  <Table.Td colSpan={3}>
                    Total, {mine.length} {mine.length === 1 ? 'payment' : 'payments'}
                  </Table.Td>
                  <Table.Td ta="right" style={numeric}>
                    {formatMoney(total, currency)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      );
    })}
  </Stack>
);

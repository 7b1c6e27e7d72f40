import type { TImportRowError } from '@hearth/domain/imports';
import { List, Stack, Table, Text } from '@mantine/core';
import { rowsOfErrors } from '../utils/rows-of-errors';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`;

/**
 * Every row with problems, each problem beside its row (docs/product/imports.md#screens): the line as a text editor
 * numbers it, what the row is, and each column's problem. The first CSV_IMPORT.errorsListed problems are listed.
 */
export const RowProblems = ({ errorCount, errors }: { errorCount: number; errors: readonly TImportRowError[] }) => {
  const rows = rowsOfErrors(errors);
  const listed = new Set(errors.map((error) => error.line)).size;
  return (
    <Stack gap="xs">
      <Text fw={600} c="red.8" role="alert">
        {count(errorCount, 'row has', 'rows have')} problems: fix them in the file and check it again.
        {errorCount > listed ? ` The first ${listed.toLocaleString('en-AU')} are listed.` : ''}
      </Text>
      <Table.ScrollContainer minWidth={300} mah={520}>
        <Table striped stickyHeader verticalSpacing={6} aria-label="Rows with problems">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={120}>Line</Table.Th>
              <Table.Th>Problems</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td valign="top">
                  <Text size="sm" fw={500}>
                    {row.line.toLocaleString('en-AU')}
                  </Text>
                  {row.label ? (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {row.label}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <List size="sm" spacing={2} listStyleType="none">
                    {row.problems.map((problem, index) => (
                      <List.Item key={index}>
                        <Text span size="sm" ff="monospace" c="dimmed">
                          {problem.column}
                        </Text>{' '}
                        {problem.message}
                      </List.Item>
                    ))}
                  </List>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
};

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useGenerateStatements } from '../../../api/statements/generate-statements';
import { ErrorAlert } from '../../../components/error-alert';
import { serverMessage } from '../../../lib/api-client';
import { currentMonthStart, lastMonth, monthLabel } from '../utils/statement-months';
import { MonthPickerField } from './month-picker-field';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Generate statements': (re)writes the drafts of a month, last month unless another is picked. */
export const GenerateStatementsModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const [month, setMonth] = useState<string>(lastMonth);
  const generate = useGenerateStatements();
  const result = generate.data?.meta;
  const close = () => {
    if (generate.isPending) return;
    generate.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Generate statements" size={450} centered>
      <Stack gap="md">
        <Text size="sm">
          Drafts are written for every home with stays or costs in the month. Published statements are kept as they are.
        </Text>
        <MonthPickerField
          label="Month"
          value={month}
          onChange={(picked) => {
            if (picked) setMonth(picked);
            generate.reset();
          }}
          maxDate={currentMonthStart()}
        />
        {result ? (
          <Text size="sm" c="teal" role="status">
            {monthLabel(result.month)}: {plural(result.generated, 'draft', 'drafts')} written, {result.keptPublished}{' '}
            published kept
          </Text>
        ) : null}
        {generate.error ? (
          <ErrorAlert title="Could not generate the statements">
            {serverMessage(generate.error) ?? generate.error.message}
          </ErrorAlert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={generate.isPending}>
            {result ? 'Close' : 'Cancel'}
          </Button>
          <Button onClick={() => generate.mutate({ month })} loading={generate.isPending}>
            Generate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

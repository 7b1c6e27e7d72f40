import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { DatePickerField } from '../../../components/date-picker-field';
import { ratesExportHref } from '../../../api/rates/rates-export';

/**
 * 'Export' (docs/product/rates.md#csv): the nights of the caller's homes between two nights, those matching the text
 * if any, as the CSV the import reads back. A link the browser downloads itself.
 */
export const ExportPanel = ({ today, defaultTo }: { today: string; defaultTo: string }) => {
  const [from, setFrom] = useState<string | null>(today);
  const [to, setTo] = useState<string | null>(defaultTo);
  const [query, setQuery] = useState('');
  const reversed = from !== null && to !== null && to < from;
  const ready = from !== null && to !== null && !reversed;
  return (
    <Stack gap="sm" component="section" aria-labelledby="export-title">
      <Stack gap={2}>
        <Title order={3} size="h5" id="export-title">
          Export
        </Title>
        <Text size="sm" c="dimmed">
          Columns code, name, night, price, min_nights, closed: edit the file and import it below.
        </Text>
      </Stack>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <DatePickerField label="First night" size="sm" value={from} onChange={setFrom} clearable={false} />
        <DatePickerField
          label="Last night"
          size="sm"
          value={to}
          onChange={setTo}
          minDate={from ?? undefined}
          defaultDate={from ?? undefined}
          error={reversed ? 'The last night must be on or after the first night' : undefined}
          clearable={false}
        />
        <TextInput
          label="Homes matching"
          placeholder="Name, code or address"
          value={query}
          onChange={(change) => setQuery(change.currentTarget.value)}
          maxLength={100}
          style={{ flex: '1 1 200px' }}
        />
      </Group>
      <Group>
        {ready ? (
          <Button
            component="a"
            href={ratesExportHref({ from, to, query })}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Export
          </Button>
        ) : (
          <Button variant="default" disabled leftSection={<IconDownload size={16} aria-hidden />}>
            Export
          </Button>
        )}
      </Group>
    </Stack>
  );
};

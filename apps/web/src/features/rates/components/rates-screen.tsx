import { addDays, todayIn } from '@hearth/domain/dates';
import { Divider, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';
import { DEFAULT_TIME_ZONE } from '../../../lib/format';
import { BulkEditPanel } from './bulk-edit-panel';
import { ExportPanel } from './export-panel';

// The import's drop zone (and its styles) loads after the page.
const ImportPanel = lazy(() => import('./import-panel').then((module) => ({ default: module.ImportPanel })));

/** Nights an export covers unless told otherwise: the next three months. */
const EXPORT_NIGHTS = 90;

/**
 * `/rates` (docs/product/rates.md#bulk-edit, #csv; `rate:manage`): one change to many homes' nightly rates, previewed
 * before it is applied, and the rates as CSV, exported and imported back with every bad line named.
 */
export const RatesScreen = () => {
  useDocumentTitle('Rates');
  const today = todayIn(DEFAULT_TIME_ZONE);
  return (
    <Stack gap="md" maw={1100}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          Rates
        </Title>
        <Text size="sm" c="dimmed">
          The nightly rates of many homes at once. A single home&apos;s rate plan is on its details, under Rates; single
          nights are set on its calendar.
        </Text>
      </Stack>
      <BulkEditPanel today={today} />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="csv-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="csv-title">
            CSV
          </Title>
          <ExportPanel today={today} defaultTo={addDays(today, EXPORT_NIGHTS - 1)} />
          <Divider />
          <Suspense fallback={<Skeleton height={160} radius="md" aria-label="Loading the import" />}>
            <ImportPanel />
          </Suspense>
        </Stack>
      </Paper>
    </Stack>
  );
};

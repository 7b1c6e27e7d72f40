import { CSV_ERROR_CODES, CSV_IMPORT, CSV_MESSAGES } from '@hearth/domain/api';
import type { TRatesImportResponse } from '@hearth/domain/rates';
import { Alert, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageDropzone } from '../../../components/image-dropzone';
import { isApiError } from '../../../lib/api-client';
import { formatFileSize } from '../../../lib/format';
import { useImportRates } from '../../../api/rates/import-rates';

// A chunk of its own, loaded after the page: the Dropzone and its styles stay out of the page's first load.

type Outcome = TRatesImportResponse['data'];

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`;

const rejectionText = (rejections: FileRejection[]): string => {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('file-too-large')) return CSV_MESSAGES.tooLarge;
  if (codes.includes('too-many-files')) return 'Choose one file at a time.';
  return 'Choose a CSV file (.csv).';
};

/** The import's answer from a failure: a 422 with row errors carries the whole answer in its meta. */
const outcomeOf = (failure: unknown): Outcome | null =>
  isApiError(failure) && failure.errorCode === CSV_ERROR_CODES.rows ? (failure.meta as Outcome) : null;

/** Every row error, by line and column, the first CSV_IMPORT.errorsListed of them. */
const RowErrors = ({ outcome }: { outcome: Outcome }) => (
  <Stack gap="xs">
    <Text fw={600} c="red.8" role="alert">
      {outcome.errorCount === 1 ? '1 row error' : `${outcome.errorCount.toLocaleString('en-AU')} row errors`}: fix them
      in the file and choose it again.
      {outcome.errorCount > outcome.errors.length
        ? ` The first ${outcome.errors.length.toLocaleString('en-AU')} are listed.`
        : ''}
    </Text>
    <Table.ScrollContainer minWidth={300} mah={480}>
      <Table striped stickyHeader verticalSpacing={4} aria-label="Row errors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right" w={56}>
              Line
            </Table.Th>
            <Table.Th w={96}>Column</Table.Th>
            <Table.Th>Problem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {outcome.errors.slice(0, CSV_IMPORT.errorsListed).map((error, index) => (
            <Table.Tr key={index}>
              <Table.Td ta="right">{error.line.toLocaleString('en-AU')}</Table.Td>
              <Table.Td>{error.column}</Table.Td>
              <Table.Td>{error.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  </Stack>
);

/** Rows, homes and the nights the file changes (would change, for a preview). */
const Figures = ({ outcome }: { outcome: Outcome }) => (
  <SimpleGrid cols={3} spacing="sm" maw={640}>
    {[
      ['Rows', outcome.rows],
      ['Homes', outcome.homes],
      [outcome.applied ? 'Nights changed' : 'Nights that would change', outcome.changed],
    ].map(([label, value]) => (
      <Stack key={label} gap={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} size="lg">
          {Number(value).toLocaleString('en-AU')}
        </Text>
      </Stack>
    ))}
  </SimpleGrid>
);

/**
 * 'Import' (docs/product/rates.md#csv): a CSV file (20 MB at most, checked before it is sent) is previewed first:
 * its rows, homes, the nights it would change and every row error by line and column. Import sends it again for real,
 * and only a file without errors.
 */
export const ImportPanel = () => {
  const upload = useImportRates();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = (chosen: File, preview: boolean) => {
    setProblem(null);
    upload.mutate(
      { file: chosen, preview },
      {
        onSuccess: (answer) => {
          setOutcome(answer.data);
          if (answer.data.applied) {
            notifications.show({
              color: 'teal',
              title: 'Rates imported',
              message: `${count(answer.data.changed, 'night', 'nights')} of ${count(answer.data.homes, 'home', 'homes')} changed.`,
            });
          }
        },
        onError: (failure) => {
          const rows = outcomeOf(failure);
          setOutcome(rows);
          if (rows) return;
          setProblem(
            isApiError(failure) && failure.status === 413
              ? CSV_MESSAGES.tooLarge
              : isApiError(failure)
                ? failure.errorMessage
                : 'Something went wrong. Try again.',
          );
        },
      },
    );
  };

  const choose = (files: File[]) => {
    const [chosen] = files;
    if (!chosen) return;
    setOutcome(null);
    if (chosen.size > CSV_IMPORT.bytesMax) {
      setFile(null);
      setProblem(CSV_MESSAGES.tooLarge);
      return;
    }
    setFile(chosen);
    send(chosen, true);
  };

  const previewed = outcome !== null && !outcome.applied;
  const clean = previewed && outcome.errorCount === 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby="import-title">
      <Stack gap={2}>
        <Title order={3} size="h5" id="import-title">
          Import
        </Title>
        <Text size="sm" c="dimmed">
          code, night and price are needed; min_nights and closed (yes or no) may be left empty to keep the night's own.
          Each file is checked first and nothing changes until you press Import.
        </Text>
      </Stack>
      <ImageDropzone
        title="Drag a CSV file here or click to choose one"
        hint={`CSV UTF-8, up to ${formatFileSize(CSV_IMPORT.bytesMax)}`}
        idleIcon={IconFileTypeCsv}
        size="sm"
        accept={{ 'text/csv': ['.csv'] }}
        maxSize={CSV_IMPORT.bytesMax}
        maxFiles={1}
        multiple={false}
        loading={upload.isPending}
        onDrop={choose}
        onReject={(rejections) => {
          setOutcome(null);
          setProblem(rejectionText(rejections));
        }}
        inputProps={{ 'aria-label': 'Choose a CSV file of rates' }}
      />
      {file ? (
        <Text size="sm">
          <Text span fw={500}>
            {file.name}
          </Text>{' '}
          <Text span c="dimmed">
            ({formatFileSize(file.size)})
          </Text>
        </Text>
      ) : null}
      {problem ? <ErrorAlert title="The file cannot be imported">{problem}</ErrorAlert> : null}
      {outcome ? (
        <Stack gap="sm" aria-live="polite">
          {outcome.applied ? (
            <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} title="Imported">
              Every night of the file is written.
            </Alert>
          ) : null}
          <Figures outcome={outcome} />
          {outcome.errorCount > 0 ? <RowErrors outcome={outcome} /> : null}
        </Stack>
      ) : null}
      {file && previewed ? (
        <Group>
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={!clean}
            loading={upload.isPending}
            onClick={() => send(file, false)}
          >
            Import
          </Button>
          {!clean ? (
            <Text size="sm" c="dimmed">
              Import is possible once the file has no errors.
            </Text>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
};

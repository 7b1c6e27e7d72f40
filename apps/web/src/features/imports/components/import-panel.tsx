import { CSV_ERROR_CODES, CSV_IMPORT, CSV_MESSAGES } from '@hearth/domain/api';
import {
  BOOKINGS_CSV_REQUIRED,
  HOMES_CSV_REQUIRED,
  type ImportKind,
  type TImportCheck,
  type TImportDocument,
} from '@hearth/domain/imports';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { FileRejection } from '@mantine/dropzone';
import { IconCircleCheck, IconDownload, IconFileTypeCsv, IconListCheck, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageDropzone } from '../../../components/image-dropzone';
import { isApiError } from '../../../lib/api-client';
import { formatFileSize } from '../../../lib/format';
import { useImport } from '../../../api/imports/get-import';
import { importTemplateHref } from '../../../api/imports/import-template';
import { useSendImportFile } from '../../../api/imports/send-import-file';
import { ImportFigures } from './import-figures';
import { ImportProgress } from './import-progress';
import { RowProblems } from './row-problems';

// A chunk of its own, loaded after the page: the Dropzone and its styles stay out of the page's first load.

const WORDS = {
  homes: {
    what: 'homes',
    hint: 'Each row is a home, keyed on its code: a new code adds an Onboarding home, one of yours updates its name, type, address and rooms, and an unchanged row changes nothing.',
    required: HOMES_CSV_REQUIRED,
    done: (n: number) => `${n.toLocaleString('en-AU')} ${n === 1 ? 'home' : 'homes'}`,
  },
  bookings: {
    what: 'bookings',
    hint: 'Each row is a stay to come at one of your homes, keyed on its channel and reference: a booking already here is left as it is, so the same file twice adds nothing.',
    required: BOOKINGS_CSV_REQUIRED,
    done: (n: number) => `${n.toLocaleString('en-AU')} ${n === 1 ? 'booking' : 'bookings'}`,
  },
} as const;

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

const rejectionText = (rejections: FileRejection[]): string => {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('file-too-large')) return CSV_MESSAGES.tooLarge;
  if (codes.includes('too-many-files')) return 'Choose one file at a time.';
  return 'Choose a CSV file (.csv).';
};

/** What went wrong with a call, as the page says it; a 422 with row problems carries the check instead. */
const failureOf = (failure: unknown): { check: TImportCheck | null; problem: string | null } => {
  if (isApiError(failure) && failure.errorCode === CSV_ERROR_CODES.rows) {
    return { check: failure.meta as TImportCheck, problem: null };
  }
  if (isApiError(failure)) return { check: null, problem: failure.errorMessage };
  return { check: null, problem: 'Something went wrong. Try again.' };
};

/** The running or finished import: its progress, then what it did or why it wrote nothing. */
const ImportState = ({ kind, started }: { kind: ImportKind; started: TImportDocument }) => {
  const followed = useImport(started);
  const run = (followed.data ?? started).data.attributes;
  if (run.state === 'running') {
    const label =
      run.total > 0
        ? `Importing: ${run.done.toLocaleString('en-AU')} of ${run.total.toLocaleString('en-AU')} rows written`
        : 'Importing';
    return <ImportProgress label={label} value={run.total > 0 && run.done > 0 ? run.done / run.total : null} />;
  }
  if (run.outcome === 'ok') {
    return (
      <Stack gap="sm">
        <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} title="Imported">
          {kind === 'homes'
            ? `${WORDS.homes.done(run.added)} added, ${run.updated.toLocaleString('en-AU')} updated, ${run.unchanged.toLocaleString('en-AU')} unchanged.`
            : `${WORDS.bookings.done(run.added)} added; ${run.unchanged.toLocaleString('en-AU')} already here.`}
        </Alert>
        <ImportFigures kind={kind} figures={run} done />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <ErrorAlert title="Nothing was imported">
        {run.error ?? 'Rows have changed since the file was checked: fix them in the file and import it again.'}
      </ErrorAlert>
      {run.errorCount > 0 ? <RowProblems errorCount={run.errorCount} errors={run.errors} /> : null}
    </Stack>
  );
};

/**
 * One kind of import (docs/product/imports.md#screens): the template to fill, a CSV file (20 MB at most, checked
 * before it is sent), 'Check file' (every row's problems beside it, nothing written) and 'Import' for a file without
 * problems, which shows the file going up and then the rows written, and what it did.
 */
export const ImportPanel = ({ kind }: { kind: ImportKind }) => {
  const words = WORDS[kind];
  const send = useSendImportFile();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(0);
  const [check, setCheck] = useState<TImportCheck | null>(null);
  const [started, setStarted] = useState<TImportDocument | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setCheck(null);
    setStarted(null);
    setProblem(null);
  };

  const choose = (files: File[]) => {
    const [chosen] = files;
    if (!chosen) return;
    reset();
    if (chosen.size > CSV_IMPORT.bytesMax) {
      setFile(null);
      setProblem(CSV_MESSAGES.tooLarge);
      return;
    }
    setFile(chosen);
  };

  const submit = (preview: boolean) => {
    if (!file) return;
    reset();
    setSent(0);
    send.mutate(
      { kind, file, preview, onProgress: setSent },
      {
        onSuccess: (answer) => {
          setCheck(answer.check);
          setStarted(answer.started);
        },
        onError: (failure) => {
          const { check: refused, problem: reason } = failureOf(failure);
          setCheck(refused);
          setProblem(reason);
        },
      },
    );
  };

  const clean = check !== null && check.errorCount === 0;
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Text size="sm">{words.hint}</Text>
        <Text size="sm" c="dimmed">
          Needed: {words.required.join(', ')}. The template has every column and an example row.
        </Text>
        <Group>
          <Button
            component="a"
            href={importTemplateHref(kind)}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download template
          </Button>
        </Group>
      </Stack>
      <ImageDropzone
        title="Drag a CSV file here or click to choose one"
        hint={`CSV UTF-8, up to ${formatFileSize(CSV_IMPORT.bytesMax)} and ${CSV_IMPORT.rowsMax.toLocaleString('en-AU')} rows`}
        idleIcon={IconFileTypeCsv}
        size="sm"
        accept={{ 'text/csv': ['.csv'] }}
        maxSize={CSV_IMPORT.bytesMax}
        maxFiles={1}
        multiple={false}
        disabled={send.isPending || started?.data.attributes.state === 'running'}
        onDrop={choose}
        onReject={(rejections) => {
          reset();
          setProblem(rejectionText(rejections));
        }}
        inputProps={{ 'aria-label': `Choose a CSV file of ${words.what}` }}
      />
      {file ? (
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={500}>
              {file.name}
            </Text>{' '}
            <Text span c="dimmed">
              ({formatFileSize(file.size)})
            </Text>
          </Text>
          <Group gap="sm">
            <Button
              variant={clean ? 'default' : 'filled'}
              leftSection={<IconListCheck size={16} aria-hidden />}
              loading={send.isPending && send.variables.preview}
              disabled={send.isPending}
              onClick={() => submit(true)}
            >
              Check file
            </Button>
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              variant={clean ? 'filled' : 'default'}
              disabled={!clean || send.isPending || started !== null}
              loading={send.isPending && !send.variables.preview}
              onClick={() => submit(false)}
            >
              Import
            </Button>
          </Group>
        </Group>
      ) : null}
      {send.isPending ? (
        <ImportProgress
          label={
            sent < 1
              ? `Sending the file: ${percent(sent)}`
              : send.variables.preview
                ? 'Checking every row'
                : 'Checking every row before the import'
          }
          value={sent < 1 ? sent : null}
        />
      ) : null}
      {problem ? <ErrorAlert title="The file cannot be imported">{problem}</ErrorAlert> : null}
      {check && !started ? (
        <Stack gap="sm" aria-live="polite">
          <Title order={3} size="h5">
            {check.errorCount === 0 ? 'The file is ready to import' : 'The file has problems'}
          </Title>
          <ImportFigures kind={kind} figures={check} done={false} />
          {check.errorCount > 0 ? <RowProblems errorCount={check.errorCount} errors={check.errors} /> : null}
        </Stack>
      ) : null}
      {started ? <ImportState key={started.data.id} kind={kind} started={started} /> : null}
    </Stack>
  );
};

import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useReleases, type Release } from '../../../api/releases/get-releases';
import { RetryAlert } from '../../../components/error-alert';
import { MarkdownView } from '../../../components/markdown-view';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';

const TITLE = 'Releases';

const errorText = (error: unknown) => {
  if (!isApiError(error)) return error instanceof Error ? error.message : 'Something went wrong.';
  return error.status > 0
    ? `The release file could not be loaded (${error.status}).`
    : 'The release file could not be loaded. Check your connection.';
};

/** `2026-11-26` as 26 Nov 2026, read as a calendar day (no time zone can move it). */
const dayLabel = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
};

const ReleasesSkeleton = () => (
  <Stack gap="md" role="status" aria-busy="true" aria-label="Loading releases">
    {Array.from({ length: 3 }, (_, index) => (
      <Skeleton key={index} height={160} radius="md" />
    ))}
  </Stack>
);

/** One release: its name, tag and date, and its notes as Markdown (rendered safely: no raw HTML). */
const ReleaseCard = ({ release }: { release: Release }) => (
  <Paper component="article" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} aria-label={release.name}>
    <Group gap="xs" wrap="wrap" align="baseline" mb="xs">
      <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {release.name}
      </Title>
      <Badge variant="light" color="gray" radius="sm" tt="none" ff="monospace">
        {release.tag_name}
      </Badge>
      {release.published_at ? (
        <Text size="sm" c="dimmed" component="time" dateTime={release.published_at}>
          {dayLabel(release.published_at)}
        </Text>
      ) : null}
    </Group>
    {release.body ? (
      <div style={{ overflowWrap: 'anywhere' }}>
        <MarkdownView>{release.body}</MarkdownView>
      </div>
    ) : (
      <Text size="sm" c="dimmed">
        No notes for this release.
      </Text>
    )}
  </Paper>
);

/**
 * `/releases` (docs/product/releases.md#screens, developers): the static release file built from CHANGELOG.md
 * (scripts/release-file.ts), newest release first, as the file lists them.
 */
export const ReleasesScreen = () => {
  useDocumentTitle(TITLE);
  const releases = useReleases();
  const list = releases.data ?? [];

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {TITLE}
      </Title>

      {releases.isPending ? <ReleasesSkeleton /> : null}
      {releases.error ? (
        <RetryAlert
          title="Releases could not be loaded"
          message={errorText(releases.error)}
          onRetry={() => void releases.refetch()}
          retrying={releases.isFetching}
        />
      ) : null}
      {releases.isSuccess && list.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          No releases yet.
        </Text>
      ) : null}

      {list.map((release) => (
        <ReleaseCard key={release.tag_name} release={release} />
      ))}
    </Stack>
  );
};

import { Center, Loader, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEndMarker } from '../lib/use-end-marker';
import { RetryAlert } from './error-alert';

/*
 * The body of every infinite list (docs/product/display.md#states, #limits): grey rows while the first page loads, the empty text, the rows
 * (a table on wide screens, cards on phones) dimmed while the next query's rows load, then the tail: a later page's
 * error with Try again, the next page's spinner and the end marker that asks for it. The search box and sortable
 * headers are in list-controls.tsx.
 */

/** Rows of grey while a list's first page loads; `label` names what is loading for screen readers. */
export const ListSkeleton = ({ label, rows = 8, height = 40 }: { label: string; rows?: number; height?: number }) => (
  <Stack gap="xs" role="status" aria-busy="true" aria-label={label}>
    {Array.from({ length: rows }, (_, index) => (
      <Skeleton key={index} height={height} radius="sm" />
    ))}
  </Stack>
);

/**
 * What follows an infinite list's rows: its load error with Try again (a later page failed: that page is asked for
 * again, keeping the rows shown), the next page's spinner, and the end marker that asks for it.
 */
export const ListTail = ({
  error,
  errorTitle,
  onRetry,
  loadingMore,
  loadingLabel,
  marker,
}: {
  /** The message to show, or null when the list has no error. */
  error: string | null;
  errorTitle: string;
  onRetry: () => void;
  loadingMore: boolean;
  loadingLabel: string;
  /** The end marker's ref (useEndMarker), or null when there is nothing more to load. */
  marker: ((node: HTMLElement | null) => void) | null;
}) => (
  <>
    {error !== null ? <RetryAlert title={errorTitle} message={error} onRetry={onRetry} /> : null}
    {loadingMore ? (
      <Center role="status" aria-label={loadingLabel}>
        <Loader size="sm" />
      </Center>
    ) : null}
    {marker ? <div ref={marker} style={{ height: 1 }} aria-hidden /> : null}
  </>
);

/**
 * A list's table: rows highlight on hover; while `stale` (the previous query's rows, while the new one loads) it is
 * dimmed and busy. `sticky` keeps the header row under the app's header as the page scrolls.
 */
export const ListTable = ({
  stale,
  sticky = false,
  children,
}: {
  stale: boolean;
  sticky?: boolean;
  /** Its `Table.Thead` and `Table.Tbody`. */
  children: ReactNode;
}) => (
  <Table
    stickyHeader={sticky}
    stickyHeaderOffset={sticky ? 56 : undefined}
    highlightOnHover
    verticalSpacing="xs"
    aria-busy={stale}
    style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
  >
    {children}
  </Table>
);

/** A list on a phone: one card an item (`li` children), stacked, nothing to scroll sideways; dimmed while `stale`. */
export const ListCards = ({ label, stale, children }: { label: string; stale: boolean; children: ReactNode }) => (
  <Stack
    gap="xs"
    component="ul"
    aria-label={label}
    aria-busy={stale}
    style={{ listStyle: 'none', padding: 0, margin: 0, opacity: stale ? 0.6 : 1 }}
  >
    {children}
  </Stack>
);

/** What the list body reads of an infinite query (TanStack Query's `useInfiniteQuery` result). */
export type InfiniteListQuery = {
  isPending: boolean;
  error: Error | null;
  /** The previous query's rows, shown while the new one loads. */
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
};

type InfiniteListProps = {
  list: InfiniteListQuery;
  /** How many rows the pages loaded so far hold. */
  count: number;
  /** The skeleton's name for screen readers ('Loading companies') and its rows. */
  loadingLabel: string;
  skeleton?: { rows: number; height: number };
  /** The next page's spinner's name ('Loading more companies'). */
  loadingMoreLabel: string;
  /** The text when nothing came, and what to do about it (a button). */
  empty: string;
  emptyAction?: ReactNode;
  errorTitle: string;
  errorText: (error: Error) => string;
  /** A next page is asked for only after this many rows (a full first page); 0 leaves it to `hasNextPage`. */
  minRowsForMore?: number;
  /** The rows: a `ListTable` or `ListCards`, shown once there is a row. */
  children: ReactNode;
};

/** An infinite list's body: skeleton, empty text, the rows, and the tail that loads the next page as it comes into view. */
export const InfiniteList = ({
  list,
  count,
  loadingLabel,
  skeleton,
  loadingMoreLabel,
  empty,
  emptyAction,
  errorTitle,
  errorText,
  minRowsForMore = 0,
  children,
}: InfiniteListProps) => {
  const canLoadMore =
    list.hasNextPage && !list.isFetchingNextPage && !list.isPlaceholderData && !list.error && count >= minRowsForMore;
  const marker = useEndMarker(() => void list.fetchNextPage(), canLoadMore);
  const emptyText = (
    <Text c="dimmed" ta="center" py={emptyAction ? undefined : 'lg'}>
      {empty}
    </Text>
  );
  return (
    <>
      {list.isPending ? <ListSkeleton label={loadingLabel} {...skeleton} /> : null}
      {!list.isPending && count === 0 && !list.error ? (
        emptyAction ? (
          <Stack align="center" gap="xs" py="lg">
            {emptyText}
            {emptyAction}
          </Stack>
        ) : (
          emptyText
        )
      ) : null}
      {count > 0 ? children : null}
      <ListTail
        error={list.error ? errorText(list.error) : null}
        errorTitle={errorTitle}
        onRetry={() => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())}
        loadingMore={list.isFetchingNextPage}
        loadingLabel={loadingMoreLabel}
        marker={canLoadMore ? marker : null}
      />
    </>
  );
};

import type { TTimelineRow } from '@hearth/domain/calendar';
import { Button, Center, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { formatDay } from '../../../lib/format';
import type { RowSelection } from '../hooks/use-range-selection';
import type { Night } from '../utils/timeline-layout';
import { TimelineRowView, type RowAbilities } from './timeline-row';
import classes from './timeline.module.css';

const HEAD_HEIGHT = 52;
const ROW_HEIGHT = 56;
/** Rows drawn beyond the visible ones, so a quick scroll does not show blank space. */
const OVERSCAN = 8;
/** The next page is asked for when the last drawn row is this close to the last loaded one. */
const PREFETCH_ROWS = 20;
/** The width a month's name ('Nov 2026') needs in the header. */
const MONTH_LABEL_MIN_WIDTH = 64;

/** A night's width: the nights share the width left by the name column, between these bounds. */
const dayWidthFor = (width: number, nameWidth: number, nights: number, mobile: boolean): number => {
  const min = mobile ? 30 : 28;
  const fit = Math.floor((width - nameWidth - 2) / Math.max(1, nights));
  return Math.max(min, Math.min(96, Number.isFinite(fit) ? fit : min));
};

type GridProps = {
  rows: readonly TTimelineRow[];
  nights: readonly Night[];
  today: string;
  pending: boolean;
  /** Set when the first page failed: the grid shows it instead of rows. */
  error: ReactNode | null;
  /** Set when a later page failed: shown under the rows with Try again. */
  moreError: ReactNode | null;
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  onNextPage: () => void;
  onRetry: () => void;
  empty: ReactNode;
  selection: RowSelection | null;
  onNight: (propertyId: string, day: string) => void;
  abilities: RowAbilities;
  productName: string;
  mobile: boolean;
  /** The selection bar, over the grid's foot. */
  children?: ReactNode;
};

/**
 * The grid: a sticky day header, a sticky column of names and one row per home, only the rows in view drawn
 * (@tanstack/react-virtual), so a thousand homes scroll as smoothly as ten. As the end nears, the next page loads.
 */
export const TimelineGrid = ({
  rows,
  nights,
  today,
  pending,
  error,
  moreError,
  hasNextPage,
  fetchingNextPage,
  onNextPage,
  onRetry,
  empty,
  selection,
  onNight,
  abilities,
  productName,
  mobile,
  children,
}: GridProps) => {
  const { ref: frameRef, width } = useElementSize<HTMLDivElement>();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const nameWidth = mobile ? 116 : 220;
  const dayWidth = dayWidthFor(width, nameWidth, nights.length, mobile);
  const nightLabels = useMemo(() => nights.map((n) => formatDay(n.day)), [nights]);
  const showRows = !pending && error === null && rows.length > 0;
  const tail = hasNextPage || moreError !== null ? 1 : 0;

  // The virtualiser's functions are read in this render only; the memoised rows get plain numbers from it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: showRows ? rows.length + tail : 0,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ROW_HEIGHT,
    paddingStart: HEAD_HEIGHT,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (
      showRows &&
      hasNextPage &&
      !fetchingNextPage &&
      moreError === null &&
      lastIndex >= rows.length - PREFETCH_ROWS
    ) {
      onNextPage();
    }
  }, [showRows, hasNextPage, fetchingNextPage, moreError, lastIndex, rows.length, onNextPage]);

  const canvasWidth = nameWidth + nights.length * dayWidth;
  const style = {
    '--day': `${dayWidth}px`,
    '--name': `${nameWidth}px`,
    '--nights': nights.length,
    '--row': `${ROW_HEIGHT}px`,
    '--head': `${HEAD_HEIGHT}px`,
  } as CSSProperties;
  const weekdayLength = dayWidth < 36 ? 1 : 3;

  return (
    <div ref={frameRef} className={classes.frame}>
      <div
        ref={scrollerRef}
        className={classes.scroller}
        style={style}
        // The box scrolls by keyboard too; its name says what it holds.
        tabIndex={0}
        role="region"
        aria-label="Multi-calendar"
        aria-busy={pending || fetchingNextPage}
      >
        <div
          className={classes.canvas}
          style={{ width: canvasWidth, height: showRows ? virtualizer.getTotalSize() : undefined }}
        >
          <div className={classes.head}>
            <div className={classes.corner}>Property</div>
            <div className={classes.days} aria-hidden>
              {nights.map((night, index) => {
                if (!night.monthLabel) return null;
                const next = nights.findIndex((n, i) => i > index && n.monthLabel !== null);
                const span = (next === -1 ? nights.length : next) - index;
                // A month's last night or two at the start: its name would run over the next month's.
                if (next !== -1 && span * dayWidth < MONTH_LABEL_MIN_WIDTH) return null;
                return (
                  <div
                    key={`m-${night.day}`}
                    className={classes.month}
                    style={{ gridColumn: `${index + 1} / span ${span}` }}
                  >
                    {night.monthLabel}
                  </div>
                );
              })}
              {nights.map((night, index) => (
                <div
                  key={night.day}
                  className={classes.dayHead}
                  style={{ gridColumn: index + 1 }}
                  data-weekend={night.weekend || undefined}
                  data-today={night.day === today || undefined}
                  title={nightLabels[index]}
                >
                  <span>{night.weekday.slice(0, weekdayLength)}</span>
                  <strong>{night.date}</strong>
                </div>
              ))}
            </div>
          </div>

          {pending ? (
            <div role="status" aria-label="Loading the multi-calendar">
              {Array.from({ length: 8 }, (_, index) => (
                <div key={index} className={classes.skeletonRow}>
                  <Skeleton height={14} width={nameWidth - 40} radius="sm" />
                  <Skeleton
                    height={22}
                    width={Math.min(canvasWidth - nameWidth - 20, 160 + ((index * 97) % 240))}
                    radius="sm"
                  />
                </div>
              ))}
            </div>
          ) : null}
          {!pending && error !== null ? <div className={classes.message}>{error}</div> : null}
          {!pending && error === null && rows.length === 0 ? <div className={classes.message}>{empty}</div> : null}

          {showRows
            ? items.map((item) => {
                const row = rows[item.index];
                if (!row) {
                  return (
                    <div
                      key="tail"
                      className={classes.message}
                      style={{ position: 'absolute', top: item.start, height: ROW_HEIGHT, padding: 8 }}
                    >
                      {moreError !== null ? (
                        <Stack gap={4} align="flex-start">
                          {moreError}
                          <Button size="xs" variant="light" color="red" onClick={onRetry}>
                            Try again
                          </Button>
                        </Stack>
                      ) : (
                        <Center role="status" aria-label="Loading more properties" h="100%">
                          <Loader size="sm" />
                        </Center>
                      )}
                    </div>
                  );
                }
                return (
                  <TimelineRowView
                    key={row.id}
                    row={row}
                    nights={nights}
                    nightLabels={nightLabels}
                    dayWidth={dayWidth}
                    top={item.start}
                    today={today}
                    selection={selection?.propertyId === row.id ? selection : null}
                    abilities={abilities}
                    productName={productName}
                    onNight={onNight}
                  />
                );
              })
            : null}
        </div>
      </div>
      {children}
      {showRows && !hasNextPage && rows.length > 0 ? (
        <Text size="xs" c="dimmed" mt={4}>
          {rows.length === 1 ? '1 property' : `All ${rows.length.toLocaleString('en-AU')} properties shown`}
        </Text>
      ) : null}
    </div>
  );
};

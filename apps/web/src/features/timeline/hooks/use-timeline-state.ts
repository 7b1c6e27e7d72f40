import { addressDay, addressFlag, addressOrNull } from '@hearth/domain/api';
import {
  TIMELINE,
  TIMELINE_DEFAULT_WIDTH,
  TIMELINE_WIDTH_VALUES,
  TIMELINE_WIDTHS,
  type TimelineWidth,
} from '@hearth/domain/calendar';
import { addDays } from '@hearth/domain/dates';
import { useCallback, useMemo } from 'react';
import * as z from 'zod/mini';
import { useUrlState } from '../../../lib/url-state';

/**
 * The multi-calendar's address, so a copied link reopens the same view: the first night shown (none: today), the
 * width, the search, and 'Include Inactive' (as the property list's: docs/product/properties.md#screens).
 */
export const ZTimelineAddress = z.object({
  start: addressOrNull(addressDay),
  width: z._default(z.enum(TIMELINE_WIDTH_VALUES), TIMELINE_DEFAULT_WIDTH),
  filterText: z._default(z.string().check(z.maxLength(TIMELINE.filterTextMax)), ''),
  includeInactive: addressFlag,
});

export const nightsOfWidth = (width: TimelineWidth): number =>
  TIMELINE_WIDTHS.find((w) => w.value === width)?.nights ?? TIMELINE.nightsMax;

export type TimelineView = {
  /** First and last night shown. */
  from: string;
  to: string;
  width: TimelineWidth;
  nights: number;
  filterText: string;
  includeInactive: boolean;
};

/** The view the address asks for, with `today` standing in for a missing start, and its setters. */
export const useTimelineState = (today: string) => {
  const [address, setAddress] = useUrlState(ZTimelineAddress);
  const nights = nightsOfWidth(address.width);
  const from = address.start ?? today;
  const view: TimelineView = useMemo(
    () => ({
      from,
      to: addDays(from, nights - 1),
      width: address.width,
      nights,
      filterText: address.filterText,
      includeInactive: address.includeInactive,
    }),
    [from, nights, address.width, address.filterText, address.includeInactive],
  );
  const setStart = useCallback(
    (start: string | null) => setAddress((current) => ({ ...current, start: start === today ? null : start })),
    [setAddress, today],
  );
  /** A whole width back or forward. */
  const step = useCallback(
    (delta: -1 | 1) =>
      setAddress((current) => {
        const next = addDays(current.start ?? today, delta * nightsOfWidth(current.width));
        return { ...current, start: next === today ? null : next };
      }),
    [setAddress, today],
  );
  const setWidth = useCallback(
    (width: TimelineWidth) => setAddress((current) => ({ ...current, width })),
    [setAddress],
  );
  const setFilterText = useCallback(
    (filterText: string) => setAddress((current) => ({ ...current, filterText }), { replace: true }),
    [setAddress],
  );
  const setIncludeInactive = useCallback(
    (includeInactive: boolean) => setAddress((current) => ({ ...current, includeInactive })),
    [setAddress],
  );
  return { view, setStart, step, setWidth, setFilterText, setIncludeInactive };
};

import {
  focusSelection,
  selectDay,
  selectionFromQuery,
  type DaySelection,
  type SelectionMessage,
  type SelectionRules,
} from '@hearth/domain/calendar';
import { useCallback, useMemo, useState } from 'react';

/**
 * The calendar's day selection (docs/product/calendar.md#rules): the range lives in the address, the focus (which end the next click
 * sets) and the last refusal live here. A range read from the address is checked with the same rules as a click.
 */
export const useDaySelection = ({
  startDate,
  endDate,
  rules,
  onRange,
}: {
  startDate: string | null;
  endDate: string | null;
  rules: SelectionRules;
  onRange: (start: string | null, end: string | null) => void;
}) => {
  const fromAddress = useMemo(() => selectionFromQuery(startDate, endDate, rules), [startDate, endDate, rules]);
  const [focus, setFocus] = useState<DaySelection['focus'] | undefined>(undefined);
  const [clickMessage, setClickMessage] = useState<SelectionMessage | null>(null);

  const selection: DaySelection = useMemo(
    () => ({ ...fromAddress.selection, focus: focus === undefined ? fromAddress.selection.focus : focus }),
    [fromAddress, focus],
  );

  const clickDay = useCallback(
    (day: string) => {
      const result = selectDay(selection, day, rules);
      setClickMessage(result.message);
      if (result.message === null) {
        setFocus(undefined);
        onRange(result.selection.start, result.selection.end);
      }
    },
    [selection, rules, onRange],
  );

  const focusOn = useCallback(
    (end: 'start' | 'end') => {
      setClickMessage(null);
      setFocus(focusSelection(selection, end).focus);
    },
    [selection],
  );

  const clear = useCallback(() => {
    setClickMessage(null);
    setFocus(undefined);
    onRange(null, null);
  }, [onRange]);

  return { selection, message: clickMessage ?? fromAddress.message, clickDay, focusOn, clear };
};

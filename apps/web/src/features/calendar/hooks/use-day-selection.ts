import {
  focusSelection,
  selectDay,
  selectionFromQuery,
  type DaySelection,
  type SelectionMessage,
  type SelectionRules,
} from '@hearth/domain/calendar';
import { useCallback, useMemo, useState } from 'react';

/** The refusal with what the range runs over: 'Invalid end date: it runs over Mia Chen's stay, ...'. */
const withDetail = (message: SelectionMessage | null, detail: string | null | undefined): string | null =>
  message && detail ? `${message}: it runs over ${detail}.` : message;

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
  const [clickMessage, setClickMessage] = useState<string | null>(null);

  const selection: DaySelection = useMemo(
    () => ({ ...fromAddress.selection, focus: focus === undefined ? fromAddress.selection.focus : focus }),
    [fromAddress, focus],
  );

  const clickDay = useCallback(
    (day: string) => {
      const result = selectDay(selection, day, rules);
      setClickMessage(withDetail(result.message, result.detail));
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

  return {
    selection,
    message: clickMessage ?? withDetail(fromAddress.message, fromAddress.detail),
    clickDay,
    focusOn,
    clear,
  };
};

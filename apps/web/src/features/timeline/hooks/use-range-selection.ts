import { SELECTION_MESSAGES, type SelectionMessage } from '@hearth/domain/calendar';
import { addDays } from '@hearth/domain/dates';
import { useCallback, useEffect, useState } from 'react';

/** A range chosen on one row: its first night, and its check-out day once the second click sets it. */
export type RowSelection = { propertyId: string; start: string; end: string | null };

export type SelectionRules = {
  /** Nights the row cannot take (stays, holds, blocks). */
  takenOf: (propertyId: string) => Set<string>;
  /** The first night that may be chosen (today). */
  today: string;
};

/**
 * Choosing nights on the multi-calendar: a click on a row's night starts a range, a later night of the same row is
 * its check-out day; another row, or a night before the start, starts again. Escape clears. A range over a taken
 * night is refused with the calendar's own words (docs/product/calendar.md#rules).
 */
export const useRangeSelection = (rules: SelectionRules) => {
  const [selection, setSelection] = useState<RowSelection | null>(null);
  const [message, setMessage] = useState<SelectionMessage | null>(null);

  const clear = useCallback(() => {
    setSelection(null);
    setMessage(null);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') clear();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [clear]);

  const clickNight = useCallback(
    (propertyId: string, day: string) => {
      const taken = rules.takenOf(propertyId);
      const startAt = (night: string) => {
        if (night < rules.today) {
          setMessage(SELECTION_MESSAGES.restricted);
          return;
        }
        if (taken.has(night)) {
          setMessage(SELECTION_MESSAGES.notAvailable);
          return;
        }
        setMessage(null);
        setSelection({ propertyId, start: night, end: null });
      };
      if (!selection || selection.propertyId !== propertyId || selection.end !== null || day <= selection.start) {
        startAt(day);
        return;
      }
      // The check-out day may be another stay's first night; every night before it must be free.
      for (let night = selection.start; night < day; night = addDays(night, 1)) {
        if (taken.has(night)) {
          setMessage(SELECTION_MESSAGES.notAvailable);
          return;
        }
      }
      setMessage(null);
      setSelection({ ...selection, end: day });
    },
    [selection, rules],
  );

  return { selection, message, clickNight, clear };
};

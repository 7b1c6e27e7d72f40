import { Input } from '@mantine/core';
import { IconCalendarMonth } from '@tabler/icons-react';
import { lazy, Suspense, useId, type CSSProperties } from 'react';
import { monthLabel } from '../utils/statement-months';

// @mantine/dates (and dayjs under it) loads with the first month field shown, as components/date-picker-field.tsx does.
const MonthPickerInput = lazy(async () => {
  const [dates] = await Promise.all([import('@mantine/dates'), import('@mantine/dates/styles.css')]);
  return { default: dates.MonthPickerInput };
});

/** A label read by screen readers only (a filter bar shows the placeholder instead). */
const HIDDEN_LABEL: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

type MonthPickerFieldProps = {
  label: string;
  /** A month `YYYY-MM`, or null for none. */
  value: string | null;
  onChange: (month: string | null) => void;
  /** The last month that can be picked, `YYYY-MM-01`. */
  maxDate: string;
  placeholder?: string;
  clearable?: boolean;
  /** The label for screen readers only: a filter bar shows its placeholder instead. */
  hideLabel?: boolean;
};

/** A month field giving `YYYY-MM`; its months carry full names ('November 2026') for screen readers. */
export const MonthPickerField = ({
  label,
  value,
  onChange,
  maxDate,
  placeholder,
  clearable = false,
  hideLabel = false,
}: MonthPickerFieldProps) => {
  const id = useId();
  const leftSection = <IconCalendarMonth size={16} aria-hidden />;
  const labelProps = hideLabel ? { style: HIDDEN_LABEL } : undefined;
  const fallback = (
    <Input.Wrapper id={id} label={label} labelProps={labelProps}>
      <Input id={id} component="button" type="button" disabled aria-busy leftSection={leftSection}>
        {value ? monthLabel(value) : <Input.Placeholder c="dimmed">{placeholder}</Input.Placeholder>}
      </Input>
    </Input.Wrapper>
  );
  return (
    <Suspense fallback={fallback}>
      <MonthPickerInput
        label={label}
        labelProps={labelProps}
        value={value ? `${value}-01` : null}
        onChange={(picked) => onChange(typeof picked === 'string' && picked !== '' ? picked.slice(0, 7) : null)}
        maxDate={maxDate}
        placeholder={placeholder}
        // The picker's placeholder is text, not an input placeholder: keep it at the AA secondary colour.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        clearable={clearable}
        clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
        leftSection={leftSection}
        getMonthControlProps={(date) => ({ 'aria-label': monthLabel(date) })}
        popoverProps={{ withinPortal: true }}
      />
    </Suspense>
  );
};

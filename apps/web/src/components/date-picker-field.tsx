import { Input, type MantineSize } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, Suspense, useId, type CSSProperties, type ReactNode } from 'react';
import { formatDay } from '../lib/format';

// @mantine/dates (and dayjs under it) loads with the first date field shown, so a screen that shows one only in a
// modal or a drawer does not carry it in its first load.
const DatePickerInput = lazy(async () => {
  const [dates] = await Promise.all([import('@mantine/dates'), import('@mantine/dates/styles.css')]);
  return { default: dates.DatePickerInput };
});

/** The house's day format in fields: `Mon 12 Jan 2026` (docs/CONTRIBUTING.md#look). */
export const DATE_FIELD_FORMAT = 'ddd D MMM YYYY';

/** The spec's field (docs/product/display.md#screens): at most 784 px wide, its input 48 px high. */
const FIELD_MAX_WIDTH = 784;
const SPEC_INPUT_STYLE = { '--input-height': '48px' } as CSSProperties;
/** The loading field is disabled (a click waits for the picker) but drawn as the field will be, not greyed out. */
const LOADING_STYLE: CSSProperties = {
  opacity: 1,
  cursor: 'progress',
  backgroundColor: 'var(--input-bg)',
  color: 'var(--mantine-color-text)',
};

export type DatePickerFieldProps = {
  label: string;
  /** A day `YYYY-MM-DD`, or null. */
  value: string | null;
  /** Called with a day `YYYY-MM-DD`, or null when cleared. */
  onChange: (value: string | null) => void;
  /** The first and last days that can be picked, `YYYY-MM-DD`. */
  minDate?: string | undefined;
  maxDate?: string | undefined;
  /** The month the calendar opens on when there is no value, `YYYY-MM-DD`. */
  defaultDate?: string | undefined;
  placeholder?: string;
  description?: ReactNode;
  /** The error line under the field. */
  error?: ReactNode;
  /** A clear icon while a day is chosen (docs/product/display.md#screens); on unless turned off. */
  clearable?: boolean;
  withAsterisk?: boolean;
  disabled?: boolean;
  /** The calendar icon, or `null` for none. */
  leftSection?: ReactNode;
  /** A Mantine size for fields that sit in a row of other inputs; without one the spec's 48 px input. */
  size?: MantineSize;
  /** Class names of the input parts, as Mantine takes them. */
  classNames?: { input?: string; placeholder?: string };
  onClick?: () => void;
};

/** What shows while the picker's code loads: the same label, box and text, not yet usable. */
const LoadingField = ({
  label,
  value,
  placeholder,
  description,
  error,
  withAsterisk,
  leftSection,
  size,
  classNames,
}: DatePickerFieldProps & { leftSection: ReactNode }) => {
  const id = useId();
  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      size={size}
      maw={FIELD_MAX_WIDTH}
    >
      <Input
        id={id}
        component="button"
        type="button"
        disabled
        aria-busy
        size={size}
        leftSection={leftSection}
        pointer
        classNames={{ input: classNames?.input }}
        style={size ? LOADING_STYLE : { ...SPEC_INPUT_STYLE, ...LOADING_STYLE }}
      >
        {value ? (
          formatDay(value)
        ) : (
          <Input.Placeholder className={classNames?.placeholder}>{placeholder}</Input.Placeholder>
        )}
      </Input>
    </Input.Wrapper>
  );
};

/**
 * The date-picker field of docs/product/display.md#screens: a Mantine DatePickerInput showing days as `Mon 12 Jan 2026`, taking and
 * giving days as `YYYY-MM-DD`, with min and max days, a clear icon and an error line. The picker itself loads on first
 * show; meanwhile the field is drawn in place so nothing moves.
 */
export const DatePickerField = (props: DatePickerFieldProps) => {
  const {
    label,
    value,
    onChange,
    minDate,
    maxDate,
    defaultDate,
    placeholder,
    description,
    error,
    clearable = true,
    withAsterisk,
    disabled,
    leftSection = <IconCalendar size={16} aria-hidden />,
    size,
    classNames,
    onClick,
  } = props;
  return (
    <Suspense fallback={<LoadingField {...props} leftSection={leftSection} />}>
      <DatePickerInput
        label={label}
        value={value}
        onChange={(picked) => onChange(typeof picked === 'string' && picked !== '' ? picked.slice(0, 10) : null)}
        valueFormat={DATE_FIELD_FORMAT}
        minDate={minDate}
        maxDate={maxDate}
        defaultDate={defaultDate}
        placeholder={placeholder}
        description={description}
        error={error}
        clearable={clearable}
        clearButtonProps={{ 'aria-label': `Clear ${label}` }}
        withAsterisk={withAsterisk}
        disabled={disabled}
        leftSection={leftSection}
        size={size}
        maw={FIELD_MAX_WIDTH}
        classNames={classNames}
        styles={size ? undefined : { input: SPEC_INPUT_STYLE }}
        onClick={onClick}
      />
    </Suspense>
  );
};

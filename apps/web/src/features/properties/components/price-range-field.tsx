import { CURRENCY_SYMBOLS, type Currency } from '@hearth/domain/properties';
import { Input, NumberInput, RangeSlider, SimpleGrid, Stack } from '@mantine/core';
import { useId, useState } from 'react';
import { formatDollars } from '../../../lib/format';
import {
  acceptMaxPrice,
  acceptMinPrice,
  normalisePriceRange,
  priceMarks,
  sliderRange,
  type PriceBounds,
} from '../utils/filter-rules';

type PriceRangeFieldProps = {
  /** The search's price bounds in cents (meta.minPrice, meta.maxPrice). */
  bounds: PriceBounds;
  /** The currency of the bounds (meta.currency): every match is priced in it. */
  currency: Currency;
  minPrice: number | null;
  maxPrice: number | null;
  onChange: (range: { minPrice: number | null; maxPrice: number | null }) => void;
};

/** A price input in the currency's dollars: keeps what is typed until it is valid, shows the accepted price on blur. */
const PriceInput = ({
  label,
  currency,
  cents,
  accept,
}: {
  label: string;
  currency: Currency;
  cents: number;
  accept: (input: string | number) => void;
}) => {
  const [text, setText] = useState<string | number>(cents / 100);
  const [shown, setShown] = useState(cents);
  if (shown !== cents) {
    // The slider or the other input moved this end: show the new price.
    setShown(cents);
    setText(cents / 100);
  }
  return (
    <NumberInput
      label={label}
      prefix={CURRENCY_SYMBOLS[currency]}
      thousandSeparator=","
      decimalScale={2}
      allowNegative={false}
      hideControls
      value={text}
      onChange={(value) => {
        setText(value);
        accept(value);
      }}
      onBlur={() => setText(cents / 100)}
    />
  );
};

/**
 * The price range of an availability search (spec 000 §2, §5): a slider labelled at the minimum, one step, two
 * steps and the maximum, and min and max inputs in dollars, all marked with the currency ('A$' or 'N$'). Prices travel
 * in cents; an end at its bound is no range.
 */
export const PriceRangeField = ({ bounds, currency, minPrice, maxPrice, onChange }: PriceRangeFieldProps) => {
  const labelId = useId();
  const range = sliderRange(bounds);
  const limits = { min: range.min * 100, max: range.max * 100 };
  const low = minPrice ?? limits.min;
  const high = maxPrice ?? limits.max;
  const set = (min: number, max: number) => onChange(normalisePriceRange(min, max, limits));
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} labelElement="div">
        Price range (stay total)
      </Input.Label>
      <RangeSlider
        min={range.min}
        max={range.max}
        step={1}
        minRange={0}
        value={[low / 100, high / 100]}
        onChange={([from, to]) => set(Math.round(from * 100), Math.round(to * 100))}
        label={(value) => formatDollars(value, currency)}
        marks={priceMarks(range).map((value) => ({ value, label: formatDollars(value, currency) }))}
        thumbFromLabel="Minimum price"
        thumbToLabel="Maximum price"
        mb="lg"
        // Room for the end labels, which sit centred on the first and last marks.
        mx={32}
      />
      <SimpleGrid cols={2} spacing="sm">
        <PriceInput
          label="Min price"
          currency={currency}
          cents={low}
          accept={(input) => {
            const cents = acceptMinPrice(input, high, limits);
            if (cents !== null) set(cents, high);
          }}
        />
        <PriceInput
          label="Max price"
          currency={currency}
          cents={high}
          accept={(input) => {
            const cents = acceptMaxPrice(input, low, limits);
            if (cents !== null) set(low, cents);
          }}
        />
      </SimpleGrid>
    </Stack>
  );
};

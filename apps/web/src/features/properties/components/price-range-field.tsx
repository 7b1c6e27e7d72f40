import { CURRENCY_SYMBOLS, PROPERTY_MESSAGES, type Currency } from '@hearth/domain/properties';
import { Group, Input, NumberInput, RangeSlider, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { formatDollars } from '../../../lib/format';
import type { PropertyFilters } from '../hooks/use-list-state';
import {
  acceptMaxPrice,
  acceptMinPrice,
  normalisePriceRange,
  priceMarks,
  priceViewOf,
  sliderRange,
  type CurrencyBounds,
  type PriceBounds,
} from '../utils/filter-rules';

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

/** The slider and the two inputs of one currency's range, in cents; an end at its bound is null (no range). */
const RangeControls = ({
  bounds,
  currency,
  minPrice,
  maxPrice,
  onChange,
}: {
  bounds: PriceBounds;
  currency: Currency;
  minPrice: number | null;
  maxPrice: number | null;
  onChange: (range: { minPrice: number | null; maxPrice: number | null }) => void;
}) => {
  const range = sliderRange(bounds);
  const limits = { min: range.min * 100, max: range.max * 100 };
  const low = minPrice ?? limits.min;
  const high = maxPrice ?? limits.max;
  const set = (min: number, max: number) => onChange(normalisePriceRange(min, max, limits));
  return (
    <>
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
    </>
  );
};

/** The price filter's part of the drawer's draft: the range in cents and its currency. */
export type PriceFilterValue = Pick<PropertyFilters, 'currency' | 'minPrice' | 'maxPrice'>;

type PriceRangeFieldProps = {
  /** The bounds of each currency the search's stays are priced in (meta.priceBounds). */
  currencies: readonly CurrencyBounds[];
  value: PriceFilterValue;
  onChange: (value: PriceFilterValue) => void;
};

const ANY = 'any';

/**
 * The price range of an availability search (docs/product/properties.md#screens, #rules): a slider labelled at the minimum, one step, two
 * steps and the maximum, and min and max inputs in dollars, all marked with the currency ('A$' or 'NZ$'). Prices travel
 * in cents; an end at its bound is no range. A search whose stays are priced in A$ and NZ$ offers a currency beside the
 * range ('Any', 'A$', 'NZ$'): the range is the chosen currency's, and only homes priced in it are listed. A range set
 * without a choice (one currency) carries that currency, so it keeps its meaning if the search later spans both.
 */
export const PriceRangeField = ({ currencies, value, onChange }: PriceRangeFieldProps) => {
  const labelId = useId();
  const { choices, range } = priceViewOf(currencies, value.currency);
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Input.Label id={labelId} labelElement="div">
          Price range (stay total)
        </Input.Label>
        {choices ? (
          <SegmentedControl
            size="xs"
            role="radiogroup"
            aria-label="Currency"
            data={[
              { value: ANY, label: 'Any' },
              ...choices.map((currency) => ({ value: currency, label: CURRENCY_SYMBOLS[currency] })),
            ]}
            value={value.currency ?? ANY}
            // Cents of one currency mean nothing in another: a new currency starts from its whole range.
            onChange={(next) =>
              onChange({ currency: next === ANY ? null : (next as Currency), minPrice: null, maxPrice: null })
            }
          />
        ) : null}
      </Group>
      {range ? (
        <RangeControls
          // The inputs start again from the new currency's bounds.
          key={range.currency}
          bounds={range.bounds}
          currency={range.currency}
          minPrice={value.minPrice}
          maxPrice={value.maxPrice}
          onChange={(next) => {
            const any = next.minPrice === null && next.maxPrice === null;
            // Chosen: it stays. Not chosen (one currency): the range carries it while it is set.
            const currency = choices ? value.currency : any ? null : range.currency;
            onChange({ ...next, currency });
          }}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {value.currency
            ? `No stay of this search is priced in ${CURRENCY_SYMBOLS[value.currency]}.`
            : PROPERTY_MESSAGES.priceMixedCurrencies}
        </Text>
      )}
    </Stack>
  );
};

import { SMARTQUOTE_CURRENCY_SYMBOL, type SmartquoteCountry } from '@hearth/domain/smartquotes';
import { NumberInput, Text, type NumberInputProps } from '@mantine/core';

/** A dollar amount with the country's currency icon, A$ or NZ$ (docs/product/smartquotes.md#limits). */
export const MoneyInput = ({ country, ...props }: NumberInputProps & { country: SmartquoteCountry }) => (
  <NumberInput
    leftSection={
      <Text size="sm" c="dimmed" aria-hidden>
        {SMARTQUOTE_CURRENCY_SYMBOL[country]}
      </Text>
    }
    thousandSeparator=","
    decimalScale={2}
    allowNegative={false}
    {...props}
  />
);

/** A percentage with its % sign. */
export const PercentInput = (props: NumberInputProps) => (
  <NumberInput
    rightSection={
      <Text size="sm" c="dimmed" aria-hidden>
        %
      </Text>
    }
    decimalScale={2}
    allowNegative={false}
    {...props}
  />
);

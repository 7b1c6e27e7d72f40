import { Stack, Text } from '@mantine/core';
import { ltrGap, type TSmartquoteForecast } from '@hearth/domain/smartquotes';
import { chartDollars, formatChartDollars } from './forecast-figures';

type Forecast = Pick<TSmartquoteForecast, 'netRevenue' | 'currency'>;

/** Short stay against long-term rent in one sentence, from the median year; nothing without a weekly rent. */
export const ltrComparison = ({ netRevenue, currency }: Forecast): string | null => {
  if (netRevenue.ltr === null) return null;
  const ltr = chartDollars(netRevenue.ltr);
  const median = chartDollars(netRevenue.strmedian);
  const difference = median - ltr;
  const money = (dollars: number) => formatChartDollars(dollars, currency);
  const share = ltr > 0 ? ` (${Math.round((Math.abs(difference) / ltr) * 100)}%)` : '';
  if (difference === 0) return `In a median year short stay earns the same as long-term renting: ${money(ltr)} a year.`;
  return difference > 0
    ? `In a median year short stay earns ${money(difference)}${share} more than long-term renting: ${money(median)} against ${money(ltr)} a year.`
    : `In a median year short stay earns ${money(-difference)}${share} less than long-term renting: ${money(median)} against ${money(ltr)} a year.`;
};

/**
 * The comparison, and when short stay earns less, why: the nightly rate, the occupancy or the fees and costs (issue 32
 * item 3; `ltrGap` in the domain, which the PDF says the same way). `managementFee` is the quote's short-stay fee.
 */
export const LtrComparison = ({
  forecast,
  managementFee,
}: {
  forecast: TSmartquoteForecast;
  managementFee: number | null;
}) => {
  const sentence = ltrComparison(forecast);
  if (!sentence) return null;
  const gap = ltrGap({ forecast, managementFee });
  return (
    <Stack gap={4}>
      <Text fw={500}>{sentence}</Text>
      {gap ? <Text data-testid="ltr-gap">{gap.reason}</Text> : null}
    </Stack>
  );
};

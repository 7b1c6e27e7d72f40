import { Text } from '@mantine/core';
import type { TSmartquoteForecast } from '@hearth/domain/smartquotes';
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

export const LtrComparison = ({ forecast }: { forecast: Forecast }) => {
  const sentence = ltrComparison(forecast);
  return sentence ? <Text fw={500}>{sentence}</Text> : null;
};

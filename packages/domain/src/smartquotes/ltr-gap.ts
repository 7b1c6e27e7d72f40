import type { TSmartquoteForecast } from './forecast.types';
import { quoteMoney } from './quote-wording';
import { SMARTQUOTE_SEASONS } from './smartquotes.constants';

/*
 * Why a home would earn less let short-term than long-term (issue 32 item 3, docs/product/smartquotes.md#screens):
 * the median short-stay year against the long-term rent, both net of their fees, and which of the three levers of a
 * short-stay year falls short. The year's bookings are nightly rate × booked nights; the owner keeps them less the
 * management fee and the costs. So:
 * - fees and costs: the bookings alone beat the rent, the fee and costs take the year below it;
 * - occupancy: the bookings do not reach the rent, and homes like it are booked under half the nights;
 * - rate: the bookings do not reach the rent although they are booked half the nights or more.
 */

/** Booked under this share of the year's nights, occupancy is what holds a short-stay year back. */
export const LTR_GAP_LOW_OCCUPANCY = 0.5;

export type LtrGapDriver = 'occupancy' | 'rate' | 'costs';

export type TLtrGapForecast = Pick<
  TSmartquoteForecast,
  'currency' | 'netRevenue' | 'bookingValue' | 'occupancy' | 'seasonNights' | 'costs'
>;

export type TLtrGap = {
  driver: LtrGapDriver;
  /** 'Short stay earns less here than long-term rent: about A$23,200 a year after fees and costs, against …' */
  verdict: string;
  /** 'That is because homes like it nearby are booked only about 38% of nights: …' */
  reason: string;
  /** Both sentences, as one paragraph. */
  text: string;
  /** The figures the sentences use, unrounded: money in cents a year, occupancy 0..1, the fee in percent. */
  figures: {
    shortStayNetCents: number;
    longTermNetCents: number;
    bookingValueCents: number;
    nightlyCents: number;
    occupancy: number;
    managementFee: number;
    costsCents: number;
  };
};

/**
 * The median short-stay year against long-term rent, when short stay earns less: what each brings the owner, and
 * the lever that holds short stay back, in one or two plain sentences. Null without a weekly rent, or when short stay
 * earns as much or more. `managementFee` is the quote's short-stay fee in percent; without it the fee the forecast
 * implies is used.
 */
export const ltrGap = ({
  forecast,
  managementFee,
}: {
  forecast: TLtrGapForecast;
  managementFee: number | null;
}): TLtrGap | null => {
  const longTerm = forecast.netRevenue.ltr;
  const shortStay = forecast.netRevenue.strmedian;
  if (longTerm === null || shortStay >= longTerm) return null;

  const bookings = forecast.bookingValue.strmedian;
  const costs = forecast.costs.total;
  const nights = SMARTQUOTE_SEASONS.reduce((sum, season) => sum + forecast.seasonNights[season], 0);
  const bookedNights = SMARTQUOTE_SEASONS.reduce(
    (sum, season) => sum + forecast.seasonNights[season] * forecast.occupancy[season].p50,
    0,
  );
  const occupancy = nights > 0 ? bookedNights / nights : 0;
  // The rate the year's bookings imply, so that rate × booked nights is the booking value the sentence names.
  const nightly = bookedNights > 0 ? bookings / bookedNights : 0;
  const fee = managementFee ?? (bookings > 0 ? Math.round((1 - (shortStay + costs) / bookings) * 1000) / 10 : 0);

  const money = (cents: number) => quoteMoney(cents, forecast.currency === 'NZD' ? 'New Zealand' : 'Australia');
  // A forecast's yearly figures to the hundred dollars: they are estimates, not sums to the dollar.
  const about = (cents: number) => money(Math.round(cents / 10_000) * 10_000);
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  const afterFee = costs > 0 ? `the ${fee}% management fee and ${money(costs)} of costs` : `the ${fee}% management fee`;

  const driver: LtrGapDriver =
    bookings >= longTerm ? 'costs' : occupancy < LTR_GAP_LOW_OCCUPANCY ? 'occupancy' : 'rate';
  const verdict =
    `Short stay earns less here than long-term rent: about ${about(shortStay)} a year after fees and costs, ` +
    `against ${money(longTerm)} of rent after its fee.`;
  const reasons: Record<LtrGapDriver, string> = {
    occupancy:
      bookedNights > 0
        ? `That is because homes like it nearby are booked only about ${percent(occupancy)} of nights: at ` +
          `${money(nightly)} a night that is about ${about(bookings)} a year before ${afterFee}.`
        : 'That is because homes like it nearby are hardly booked.',
    rate:
      `That is because homes like it nearby let for only about ${money(nightly)} a night: even booked ` +
      `${percent(occupancy)} of nights, that is about ${about(bookings)} a year before ${afterFee}.`,
    costs:
      `That is because of fees and costs: guests would pay about ${about(bookings)} a year, more than the rent, ` +
      `but ${afterFee} take it below.`,
  };
  const reason = reasons[driver];
  return {
    driver,
    verdict,
    reason,
    text: `${verdict} ${reason}`,
    figures: {
      shortStayNetCents: shortStay,
      longTermNetCents: longTerm,
      bookingValueCents: bookings,
      nightlyCents: nightly,
      occupancy,
      managementFee: fee,
      costsCents: costs,
    },
  };
};

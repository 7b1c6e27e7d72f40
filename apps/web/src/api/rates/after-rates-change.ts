import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../bookings/keys';
import { calendarKeys } from '../calendar/keys';
import { propertyKeys } from '../properties/keys';
import { rateKeys } from './keys';

/**
 * What a change of nightly rates makes stale: the calendar's rates and the plan (its count of nights set by hand) of
 * the home, or of every home when `propertyId` is null; the live price of stays; the property search, which
 * filters and shows prices; and the multi-calendar, which marks closed nights and minimum stays. A new plan answers with itself: then only the home's rates are stale, not the plan.
 */
export const afterRatesChange = (queryClient: QueryClient, propertyId: string | null, { planSaved = false } = {}) => {
  void queryClient.invalidateQueries({
    queryKey: propertyId ? (planSaved ? rateKeys.property(propertyId) : rateKeys.home(propertyId)) : rateKeys.all,
  });
  void queryClient.invalidateQueries({
    queryKey: propertyId ? bookingKeys.stayPrices(propertyId) : bookingKeys.allStayPrices(),
  });
  void queryClient.invalidateQueries({ queryKey: propertyKeys.searches() });
  void queryClient.invalidateQueries({ queryKey: calendarKeys.timelines() });
};

import type { LifecycleMove, TPropertyMoveResponse } from '@hearth/domain/properties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { calendarKeys } from '../calendar/keys';
import { propertyHistoryKey } from './get-property-history';
import { propertyKeys } from './keys';

export type MovePropertyInput = { move: LifecycleMove; lastNight?: string };

/**
 * `POST v3/properties/{id}/{activate|offboard|reactivate|deactivate}` (docs/product/properties.md#life-cycle): the
 * home after the move, and for offboarding the stays it keeps past its last night.
 */
export const moveProperty = (propertyId: string, { move, lastNight }: MovePropertyInput) =>
  api.post<TPropertyMoveResponse>(`/api/v3/properties/${encodeURIComponent(propertyId)}/${move}`, {
    data: { type: 'property-status', attributes: lastNight ? { lastNight } : {} },
  });

export const useMoveProperty = (propertyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MovePropertyInput) => moveProperty(propertyId, input),
    // The status shows in the record, the list, the history and the multi-calendar's rows; the document is read
    // again in full.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.searches() }),
        queryClient.invalidateQueries({ queryKey: propertyHistoryKey(propertyId) }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.timelines() }),
      ]),
  });
};

import type { TRefreshStatisticsResponse } from '@hearth/domain/devtools';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** `POST v3/dev-tools/refresh-statistics`: ANALYZE on every table, and how long it took. */
export const refreshStatistics = () => api.post<TRefreshStatisticsResponse>('/api/v3/dev-tools/refresh-statistics');

export const useRefreshStatistics = () => useMutation({ mutationFn: refreshStatistics });

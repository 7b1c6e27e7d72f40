import type { TStatementChecksResponse } from '@hearth/domain/statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { statementKeys } from './keys';

/** `GET v3/statements/checks?month=YYYY-MM`: what finance resolves before publishing that month. */
export const getStatementChecks = (month: string, signal?: AbortSignal) =>
  api.get<TStatementChecksResponse>('/api/v3/statements/checks', { params: { month }, signal });

export const statementChecksOptions = (month: string) =>
  queryOptions({ queryKey: statementKeys.checks(month), queryFn: ({ signal }) => getStatementChecks(month, signal) });

export const useStatementChecks = (month: string) => useQuery(statementChecksOptions(month));

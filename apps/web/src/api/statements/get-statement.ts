import type { TStatementResponse } from '@hearth/domain/statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { statementKeys } from './keys';

/** `GET v3/statements/{id}`: one statement with its lines. */
export const getStatement = (id: string, signal?: AbortSignal) =>
  api.get<TStatementResponse>(`/api/v3/statements/${encodeURIComponent(id)}`, { signal });

export const statementOptions = (id: string) =>
  queryOptions({ queryKey: statementKeys.detail(id), queryFn: ({ signal }) => getStatement(id, signal) });

/** Asks only while a statement is open (`id` not null). */
export const useStatement = (id: string | null) => useQuery({ ...statementOptions(id ?? ''), enabled: id !== null });

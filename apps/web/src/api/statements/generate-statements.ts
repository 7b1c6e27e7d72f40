import type { TGenerateStatementsBody, TGenerateStatementsResponse } from '@hearth/domain/statements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { statementKeys } from './keys';

/** `POST v3/statements/generate`: (re)writes the drafts of a month (`YYYY-MM`); published ones are kept. */
export const generateStatements = (body: TGenerateStatementsBody) =>
  api.post<TGenerateStatementsResponse>('/api/v3/statements/generate', body);

/** Every list, statement and check may have changed, so the whole area is asked again. */
export const useGenerateStatements = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateStatements,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
};

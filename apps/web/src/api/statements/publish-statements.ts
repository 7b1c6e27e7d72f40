import type { TPublishStatementsBody, TPublishStatementsResponse } from '@hearth/domain/statements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { statementKeys } from './keys';

/** `POST v3/statements/publish`: these drafts (`{ ids }`) or every draft of a month (`{ month }`) go to the owners. */
export const publishStatements = (body: TPublishStatementsBody) =>
  api.post<TPublishStatementsResponse>('/api/v3/statements/publish', body);

export const usePublishStatements = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishStatements,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
};

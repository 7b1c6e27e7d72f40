import type { ZPublishStatementsBody, ZPublishStatementsResponse } from '@hearth/domain/statements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { statementKeys } from './keys';

export type PublishStatementsResult = z.infer<typeof ZPublishStatementsResponse>;

/** `POST v3/statements/publish`: these drafts (`{ ids }`) or every draft of a month (`{ month }`) go to the owners. */
export const publishStatements = (body: z.infer<typeof ZPublishStatementsBody>) =>
  api.post<PublishStatementsResult>('/api/v3/statements/publish', body);

export const usePublishStatements = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishStatements,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
};

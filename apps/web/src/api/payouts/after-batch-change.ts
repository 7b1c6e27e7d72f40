import type { TPayoutBatchDocument } from '@hearth/domain/payouts';
import type { QueryClient } from '@tanstack/react-query';
import { statementKeys } from '../statements/keys';
import { payoutKeys } from './keys';

/**
 * After a batch is sent or cancelled: the batch shows the answer at once; the list, the months' previews and the
 * statements (which now say 'Paid on', or whose statements are free again) are read again.
 */
export const afterBatchChange = (queryClient: QueryClient, document: TPayoutBatchDocument) => {
  queryClient.setQueryData(payoutKeys.batch(document.data.id), document);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: payoutKeys.batches() }),
    queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  ]);
};

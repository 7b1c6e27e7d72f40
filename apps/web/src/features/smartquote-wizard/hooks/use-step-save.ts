import type { TSmartquoteUpdateBody } from '@hearth/domain/smartquotes';
import { useState } from 'react';
import { useUpdateSmartquote } from '../../../api/smartquotes/update-smartquote';

/**
 * A step's Next: PATCH its part of the quote, then go on. On failure the step shows its alert of docs/product/smartquotes.md#messages and
 * stays, with the input as typed.
 */
export const useStepSave = (quoteId: string, failure: string, onDone: (quoteId: string) => void) => {
  const update = useUpdateSmartquote(quoteId);
  const [alert, setAlert] = useState<string | null>(null);
  const save = (body: TSmartquoteUpdateBody) => {
    setAlert(null);
    update.mutate(body, {
      onSuccess: () => onDone(quoteId),
      onError: (error) => {
        console.warn('Could not save the quote', error);
        setAlert(failure);
      },
    });
  };
  return { save, pending: update.isPending, alert };
};

import type { TTestMailResponse } from '@hearth/domain/devtools';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { devtoolsKeys } from './keys';

/** `POST v3/dev-tools/send-test-mail`: a test email to the caller; the outbox shows it next. */
export const sendTestMail = () => api.post<TTestMailResponse>('/api/v3/dev-tools/send-test-mail');

export const useSendTestMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devtoolsKeys.outbox() }),
  });
};

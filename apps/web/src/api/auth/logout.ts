import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, resetCsrfToken } from '../../lib/api-client';
import { setSession } from '../../lib/auth';

/** `GET v1/public/logout/` (204). */
export const logout = async (): Promise<void> => {
  await api.get<undefined>('/api/v1/public/logout/');
};

/** Signs out, then forgets everything cached for the user whatever the server said. */
export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      resetCsrfToken();
      queryClient.clear();
      setSession(queryClient, null);
    },
  });
};

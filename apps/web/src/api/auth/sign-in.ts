import type { TSignInRequest } from '@hearth/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, resetCsrfToken } from '../../lib/api-client';
import { setSession, toSession, type Session, type SessionDocumentBody } from '../../lib/auth';
import { PUBLIC_CONFIG_QUERY_KEY } from '../../lib/config';

export type SignInInput = TSignInRequest;

/** `POST v3/auth?include=user`; a new session, so the old CSRF token is dropped too. */
export const signIn = async (input: SignInInput): Promise<Session> => {
  const document = await api.post<SessionDocumentBody>('/api/v3/auth', input, { params: { include: 'user' } });
  resetCsrfToken();
  return toSession(document);
};

export const useSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      // Nothing cached for a previous user may leak into this one.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== PUBLIC_CONFIG_QUERY_KEY[0] });
      setSession(queryClient, session);
    },
  });
};

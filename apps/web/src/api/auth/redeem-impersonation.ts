import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, resetCsrfToken } from '../../lib/api-client';
import { setSession, toSession, type Session, type SessionDocumentBody } from '../../lib/auth';
import { PUBLIC_CONFIG_QUERY_KEY } from '../../lib/config';

/**
 * `POST v1/public/impersonate/{token}/?include=user`: spends a log-in-as link. The server answers the new session's document and
 * sets its cookie; a new session, so the old CSRF token is dropped too (as after sign-in).
 */
export const redeemImpersonation = async (token: string): Promise<Session> => {
  const document = await api.post<SessionDocumentBody>(
    `/api/v1/public/impersonate/${encodeURIComponent(token)}/`,
    undefined,
    { params: { include: 'user' } },
  );
  resetCsrfToken();
  return toSession(document);
};

// The token is single use: a second POST would only fail. So each token is sent once per page load, whatever mounts
// the page twice (StrictMode, a remount), and every caller shares that one answer.
const redemptions = new Map<string, Promise<Session>>();
const redeemOnce = (token: string): Promise<Session> => {
  let redemption = redemptions.get(token);
  if (!redemption) {
    redemption = redeemImpersonation(token);
    redemptions.set(token, redemption);
  }
  return redemption;
};

export type Redemption =
  { status: 'pending' } | { status: 'success'; session: Session } | { status: 'error'; error: unknown };

/** Spends the link on mount; on success the new session replaces everything cached for the previous one. */
export const useRedeemImpersonation = (token: string): Redemption => {
  const queryClient = useQueryClient();
  const [redemption, setRedemption] = useState<Redemption>({ status: 'pending' });
  useEffect(() => {
    let live = true;
    redeemOnce(token).then(
      (session) => {
        if (!live) return;
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== PUBLIC_CONFIG_QUERY_KEY[0] });
        setSession(queryClient, session);
        setRedemption({ status: 'success', session });
      },
      (error: unknown) => {
        if (live) setRedemption({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [queryClient, token]);
  return redemption;
};

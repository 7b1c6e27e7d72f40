import type { TOutboxResponse } from '@hearth/domain/devtools';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { devtoolsKeys } from './keys';

export type OutboxMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
};

/** `GET v3/dev-tools/outbox` (developer only): the demo mail outbox, newest first. */
export const getOutbox = async (): Promise<OutboxMail[]> => {
  const body = await api.get<TOutboxResponse>('/api/v3/dev-tools/outbox');
  return body.data.map(({ id, attributes }) => ({
    id,
    to: attributes.to,
    subject: attributes.subject,
    text: attributes.text,
    createdAt: attributes.createdAt,
    sentAt: attributes.sentAt ?? null,
  }));
};

export const outboxQueryOptions = () =>
  queryOptions({ queryKey: devtoolsKeys.outbox(), queryFn: getOutbox, staleTime: 0 });

export const useOutbox = () => useQuery(outboxQueryOptions());

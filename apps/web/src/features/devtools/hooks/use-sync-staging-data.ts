import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TStagingSyncLine } from '@hearth/domain/devtools';
import { syncStagingData } from '../../../api/devtools/sync-staging-data';

export type SyncProgress = Extract<TStagingSyncLine, { type: 'progress' }>;

/**
 * Runs 'Sync staging data' and keeps its latest progress line. Resolves with a one-line summary, or rejects with the
 * server's message; once the data is new, every cached query is stale.
 */
export const useSyncStagingData = () => {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<SyncProgress | null>(null);
  const run = useCallback(async (): Promise<string> => {
    setProgress(null);
    try {
      const last = await syncStagingData((line) => {
        if (line.type === 'progress') setProgress(line);
      });
      if (last.type === 'error') throw new Error(last.message);
      if (last.type !== 'done') throw new Error('The sync stopped before it finished.');
      await queryClient.invalidateQueries();
      const n = (value: number) => value.toLocaleString('en-AU');
      return `Synced in ${last.seconds} s: ${n(last.counts.properties)} properties, ${n(last.counts.bookings)} bookings, ${n(last.counts.users)} users.`;
    } finally {
      setProgress(null);
    }
  }, [queryClient]);
  return { run, progress };
};

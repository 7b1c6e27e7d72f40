import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconDatabaseImport, IconMailForward } from '@tabler/icons-react';
import { DEVTOOLS_ACTIONS, type DevtoolsActionId } from '@hearth/domain/devtools';
import { useRefreshStatistics } from '../../../api/devtools/refresh-statistics';
import { useSendTestMail } from '../../../api/devtools/send-test-mail';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSyncStagingData } from '../hooks/use-sync-staging-data';
import { ActionCard } from './action-card';
import { MailOutbox } from './mail-outbox';
import { SyncProgress } from './sync-progress';

export { OUTBOX_EMPTY } from './mail-outbox';

const ICONS: Record<DevtoolsActionId, typeof IconChartBar> = {
  'sync-staging-data': IconDatabaseImport,
  'send-test-mail': IconMailForward,
  'refresh-statistics': IconChartBar,
};

/** /devtools (developer): action cards that each open a 450 px confirm (docs/product/devtools.md#screens), and the mail outbox. */
export const DevtoolsScreen = () => {
  useDocumentTitle('Dev tools');
  const sync = useSyncStagingData();
  const testMail = useSendTestMail();
  const statistics = useRefreshStatistics();
  const runs: Record<DevtoolsActionId, () => Promise<string>> = {
    'sync-staging-data': sync.run,
    'send-test-mail': async () => {
      const { meta } = await testMail.mutateAsync();
      return `Sent '${meta.subject}' to ${meta.to}.`;
    },
    'refresh-statistics': async () => {
      const { meta } = await statistics.mutateAsync();
      return `Statistics refreshed in ${meta.milliseconds.toLocaleString('en-AU')} ms.`;
    },
  };
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Dev tools
        </Title>
        <Text c="dimmed" size="sm">
          Maintenance actions for the demo and staging. The demo sends mail to the outbox below instead of a mail
          server, so reset links and one-time codes can be followed here.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {DEVTOOLS_ACTIONS.map((action) => {
          const Icon = ICONS[action.id];
          return (
            <ActionCard
              key={action.id}
              title={action.title}
              description={action.description}
              confirm={action.confirm}
              confirmLabel={action.confirmLabel}
              icon={<Icon size={22} aria-hidden />}
              destructive={action.id === 'sync-staging-data'}
              run={runs[action.id]}
              progress={action.id === 'sync-staging-data' ? <SyncProgress line={sync.progress} /> : undefined}
            />
          );
        })}
      </SimpleGrid>
      <MailOutbox />
    </Stack>
  );
};

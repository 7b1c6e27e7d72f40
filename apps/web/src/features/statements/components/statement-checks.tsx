import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStatementChecks } from '../../../api/statements/get-statement-checks';
import { usePublishStatements } from '../../../api/statements/publish-statements';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert, RetryAlert } from '../../../components/error-alert';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { monthLabel } from '../utils/statement-months';

/**
 * What finance resolves before publishing a month (`GET v3/statements/checks`), each check linking to its home, and
 * 'Publish drafts' for every draft of that month.
 */
export const StatementChecks = ({ month }: { month: string }) => {
  const checks = useStatementChecks(month);
  const publish = usePublishStatements();
  const [confirming, setConfirming] = useState(false);
  const [published, setPublished] = useState<string | null>(null);
  const label = monthLabel(month);
  const rows = checks.data?.data ?? [];

  const onPublish = () =>
    publish.mutate(
      { month },
      {
        onSuccess: ({ meta }) => {
          setConfirming(false);
          const text = `${meta.published} ${meta.published === 1 ? 'statement' : 'statements'} published for ${label}`;
          setPublished(text);
          notifications.show({ color: 'teal', title: 'Statements published', message: text });
        },
      },
    );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`Checks for ${label}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            Checks for {label}
          </Title>
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              publish.reset();
              setConfirming(true);
            }}
          >
            Publish drafts
          </Button>
        </Group>
        {published ? (
          <Text size="sm" c="teal" role="status">
            {published}
          </Text>
        ) : null}
        {checks.isPending ? (
          <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading the checks">
            <Skeleton height={20} radius="sm" />
            <Skeleton height={20} radius="sm" />
          </Stack>
        ) : null}
        {checks.error ? (
          <RetryAlert
            title="Could not load the checks"
            message={serverMessage(checks.error) ?? checks.error.message}
            onRetry={() => void checks.refetch()}
          />
        ) : null}
        {checks.isSuccess && rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No issues for {label}
          </Text>
        ) : null}
        {rows.length > 0 ? (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rows.map((check, index) => (
              <Group
                key={`${check.kind}-${check.property.id}-${check.statementId ?? ''}-${check.bookingId ?? ''}-${index}`}
                component="li"
                gap="xs"
                wrap="nowrap"
                align="flex-start"
              >
                <IconAlertTriangle
                  size={16}
                  aria-hidden
                  color="var(--mantine-color-orange-6)"
                  style={{ flexShrink: 0, marginTop: 2 }}
                />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {check.message}{' '}
                  <Anchor component={Link} to={paths.property.getHref(check.property.id, 'details')} size="sm">
                    {check.property.name}
                  </Anchor>
                </Text>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Publish drafts"
        confirmLabel="Publish"
        onConfirm={onPublish}
        pending={publish.isPending}
        error={
          publish.error ? <ErrorAlert>{serverMessage(publish.error) ?? publish.error.message}</ErrorAlert> : undefined
        }
      >
        <Text size="sm">
          Publish every draft statement for {label}? Owners see a statement once it is published.
          {rows.length > 0 ? ` ${rows.length} ${rows.length === 1 ? 'check is' : 'checks are'} still open.` : ''}
        </Text>
      </ConfirmModal>
    </Paper>
  );
};

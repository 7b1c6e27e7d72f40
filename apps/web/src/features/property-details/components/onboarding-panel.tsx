import {
  CHECKPOINT_LABELS,
  CHECKPOINTS,
  PROPERTY_RECORD_TEXT,
  type TPropertyCheckpoints,
} from '@hearth/domain/properties';
import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconCheck, IconExternalLink, IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSignedInSession } from '../../../lib/auth';
import { usePublicConfig } from '../../../lib/config';
import { helpLinkOf } from '../../../lib/help-link';
import { formatDay } from '../../../lib/format';
import { OnboardingChecklist } from './onboarding-checklist';

/**
 * The onboarding page (docs/product/properties.md#who-uses-it, #screens) for a property still being set up: 'Onboarding in progress!', what
 * it still needs before 'Activate' (#onboarding-checklist), where the set-up steps stand (the checkpoints), 'Go to
 * articles' (the FAQ) and the support contact.
 */
export const OnboardingPanel = ({
  propertyId,
  checkpoints,
}: {
  propertyId: string;
  checkpoints: TPropertyCheckpoints | null;
}) => {
  const { faqUrl, supportHost } = usePublicConfig();
  const { user } = useSignedInSession();
  const help = helpLinkOf(user.roles, faqUrl, paths.knowledgeCentre.getHref());
  const done = CHECKPOINTS.filter((name) => checkpoints?.[name]).length;
  const support = `support@${supportHost}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="onboarding-title">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconRocket size={26} />
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} size="h3" id="onboarding-title">
              {PROPERTY_RECORD_TEXT.onboardingTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {PROPERTY_RECORD_TEXT.onboardingBody}
            </Text>
          </Stack>
        </Group>
        <OnboardingChecklist propertyId={propertyId} />
        <Timeline active={done - 1} bulletSize={22} lineWidth={2} aria-label="Onboarding steps">
          {CHECKPOINTS.map((name) => {
            const day = checkpoints?.[name] ?? null;
            return (
              <Timeline.Item
                key={name}
                title={CHECKPOINT_LABELS[name]}
                bullet={day ? <IconCheck size={12} aria-hidden /> : null}
              >
                <Text size="xs" c="dimmed">
                  {day ? `Done ${formatDay(day)}` : 'To do'}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
        <Group gap="md" wrap="wrap">
          {help?.external ? (
            <Button
              component="a"
              href={help.href}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={16} aria-hidden />}
            >
              {PROPERTY_RECORD_TEXT.goToArticles}
            </Button>
          ) : help ? (
            <Button component={Link} to={help.href}>
              {PROPERTY_RECORD_TEXT.goToArticles}
            </Button>
          ) : null}
          <Text size="sm">
            Questions? Write to <Anchor href={`mailto:${support}`}>{support}</Anchor>
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
};

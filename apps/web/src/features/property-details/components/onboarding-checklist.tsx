import { ONBOARDING_MESSAGES, type OnboardingPlace } from '@hearth/domain/properties';
import { Anchor, Group, List, Loader, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/use-can';
import { useOnboarding } from '../../../api/properties/get-onboarding';

/** Where each item is done: a tab or section of the home's record. */
const hrefOf = (propertyId: string, place: OnboardingPlace): string => {
  switch (place) {
    case 'photos':
      return paths.property.getHref(propertyId, 'details', 'photos');
    case 'keys':
      return paths.property.getHref(propertyId, 'keys');
    case 'rates':
      return paths.property.getHref(propertyId, 'details', 'rates');
    case 'calendar':
      return paths.property.calendar.getHref(propertyId);
    default:
      return paths.property.getHref(propertyId, 'details', 'the-property');
  }
};

/**
 * What the home still needs before 'Activate' (docs/product/properties.md#onboarding-checklist). Those who run it
 * get each open item as a link to where it is done; owners and licensees see the progress, read-only.
 */
export const OnboardingChecklist = ({ propertyId }: { propertyId: string }) => {
  const onboarding = useOnboarding(propertyId);
  const canActivate = useCan('property:activate');
  if (onboarding.isPending) return <Loader size="sm" aria-label="Loading the checklist" />;
  if (!onboarding.data) return null;
  const { items, ready, icalFeeds } = onboarding.data.data.attributes;
  const done = items.filter((item) => item.done).length;
  return (
    <Stack gap="xs" component="section" aria-labelledby="onboarding-checklist">
      <Group justify="space-between" gap="sm">
        <Text fw={600} size="sm" id="onboarding-checklist">
          {ready ? 'Ready to activate' : 'Before it is activated'}
        </Text>
        <Text size="sm" c="dimmed">
          {done} of {items.length} done
        </Text>
      </Group>
      <Progress value={(done / items.length) * 100} size="sm" aria-hidden />
      <List spacing={6} size="sm" center>
        {items.map((item) => (
          <List.Item
            key={item.id}
            icon={
              <ThemeIcon
                size={20}
                radius="xl"
                variant={item.done ? 'filled' : 'light'}
                color={item.done ? 'teal' : 'gray'}
              >
                {item.done ? <IconCheck size={12} aria-hidden /> : <IconCircleDashed size={12} aria-hidden />}
              </ThemeIcon>
            }
          >
            {item.done || !canActivate ? (
              <Text size="sm" c={item.done ? undefined : 'dimmed'}>
                {item.label}
                <Text component="span" size="sm" c="dimmed">
                  {item.done ? ' · done' : ' · to do'}
                </Text>
              </Text>
            ) : (
              <Anchor component={Link} to={hrefOf(propertyId, item.place)} size="sm">
                {item.label}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed">
        {icalFeeds > 0
          ? `${icalFeeds} calendar${icalFeeds === 1 ? '' : 's'} from other channels imported.`
          : ONBOARDING_MESSAGES.icalOffered}
      </Text>
    </Stack>
  );
};

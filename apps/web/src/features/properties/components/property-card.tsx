import {
  CLEANING_STATUS_LABELS,
  KEY_STATUS_LABELS,
  KEY_TYPE_FILTER_COVERS,
  KEY_TYPE_FILTER_LABELS,
  KEY_TYPE_FILTERS,
  PROPERTY_LIST,
  PROPERTY_SEGMENT_LABELS,
  PROPERTY_STATUS_LABELS,
  RISK_STATUS_LABELS,
  type KeyType,
  type PropertyListAbilities,
  type TPropertyListItem,
} from '@hearth/domain/properties';
import { Anchor, Badge, Box, Button, Group, Image, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  IconBath,
  IconBed,
  IconKey,
  IconMoon,
  IconPhoto,
  IconStarFilled,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { Fragment, lazy, memo, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusPill } from '../../../components/status-pill';
import { paths, type CalendarQuery } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import classes from './property-card.module.css';
import { useCan } from '../../../lib/use-can';

// The photo pop-up (a modal) loads when a card's photos are first opened, not with the list.
const PhotoPopup = lazy(() => import('./photo-popup').then((module) => ({ default: module.PhotoPopup })));

/** The filter group a stored key type belongs to ('key-nest-standard' reads KeyNest). */
const keyTypeLabel = (keyType: KeyType): string => {
  const group = KEY_TYPE_FILTERS.find((filter) => KEY_TYPE_FILTER_COVERS[filter].includes(keyType));
  return group ? KEY_TYPE_FILTER_LABELS[group] : keyType;
};

/** '6+' once there are six or more photos (docs/product/properties.md#limits). */
export const photoCountLabel = (count: number): string =>
  count >= PROPERTY_LIST.photoCountMax ? `${PROPERTY_LIST.photoCountMax}+` : String(count);

const Fact = ({ icon: FactIcon, children, label }: { icon: Icon; children: ReactNode; label: string }) => (
  <Group gap={4} wrap="nowrap" aria-label={label} role="group">
    <FactIcon size={15} stroke={1.6} aria-hidden color="var(--mantine-color-dimmed)" />
    <Text size="sm" aria-hidden>
      {children}
    </Text>
  </Group>
);

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * An address in the parts it wraps between: '12 Hastings Street', 'Noosa Heads QLD 4567', 'Australia'. Each part stays
 * whole on its line, so a narrow card wraps at a comma and never cuts a suburb in two.
 */
export const addressParts = (full: string): string[] =>
  full
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

type PropertyCardProps = {
  property: TPropertyListItem;
  abilities: PropertyListAbilities;
  productName: string;
  /** Content creators open the details of the property instead of its calendar (docs/product/properties.md#screens). */
  linkToDetails: boolean;
  /** Dates were searched: the stay total is shown. */
  showTotal: boolean;
  /** The availability search, carried to the calendar: it opens on the check-in month with the stay chosen. */
  calendarQuery: CalendarQuery | undefined;
  corporateRate: boolean;
  /**
   * How the photo loads: the first screen's cards at once, the very first with high priority (a desktop's largest
   * paint), every other card when it nears the viewport.
   */
  photo?: 'first' | 'eager' | 'lazy';
};

/**
 * One property of the list: photo, name, place, status and the facts an operator scans for. Memoised: typing in the
 * search box or opening a drawer re-renders the screen, not its 25 or more cards.
 */
export const PropertyCard = memo(function PropertyCard({
  property,
  abilities,
  productName,
  linkToDetails,
  showTotal,
  calendarQuery,
  corporateRate,
  photo = 'lazy',
}: PropertyCardProps) {
  const [photosOpen, setPhotosOpenState] = useState(false);
  const [photosUsed, setPhotosUsed] = useState(false);
  const setPhotosOpen = (open: boolean) => {
    if (open) setPhotosUsed(true);
    setPhotosOpenState(open);
  };
  const canEditPhotos = useCan('property:edit-photos');
  const a = property.attributes;
  const href = linkToDetails
    ? paths.property.getHref(property.id, 'details', 'the-property')
    : paths.property.calendar.getHref(property.id, calendarQuery);
  const titleId = `property-${property.id}`;
  const total = corporateRate ? a.corporateBookingAmount : a.totalBookingAmount;
  const tasks = abilities.seesTasks ? a.tasksSummary : null;
  const overdue = tasks ? tasks.maintenanceOverdue + tasks.inspectionOverdue : 0;

  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-labelledby={titleId} className={classes.card}>
      <Box className={classes.photo}>
        {a.primaryPhoto ? (
          <Image
            src={a.primaryPhoto}
            alt=""
            h="100%"
            w="100%"
            width={132}
            height={100}
            fit="cover"
            radius="sm"
            loading={photo === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={photo === 'first' ? 'high' : undefined}
          />
        ) : (
          <Box className={classes.placeholder} aria-hidden>
            <IconPhoto size={28} stroke={1.4} />
          </Box>
        )}
      </Box>

      <Stack gap={6} className={classes.main}>
        <Group gap="xs" wrap="nowrap" align="baseline">
          <Anchor component={Link} to={href} fw={600} id={titleId} lineClamp={2}>
            {a.name}
          </Anchor>
          <Text size="xs" c="dimmed" ff="monospace" style={{ flexShrink: 0 }}>
            {a.code}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {addressParts(a.address.full).map((part, index, parts) => (
            <Fragment key={index}>
              {index > 0 ? ' ' : null}
              <span className={classes.addressPart}>{index < parts.length - 1 ? `${part},` : part}</span>
            </Fragment>
          ))}
        </Text>
        <Group gap={6}>
          <StatusPill label={PROPERTY_STATUS_LABELS[a.status]} />
          <Badge variant="default" radius="sm" tt="none">
            {PROPERTY_SEGMENT_LABELS[a.details.segment]}
          </Badge>
          <StatusPill label={CLEANING_STATUS_LABELS[a.overallCleaningStatus]} />
          {abilities.seesRiskStatus && a.riskStatus ? (
            <Badge color="red" variant="filled" radius="sm" tt="none">
              {RISK_STATUS_LABELS[a.riskStatus]}
            </Badge>
          ) : null}
        </Group>
        <Group gap="md" style={{ rowGap: 4 }}>
          <Fact icon={IconBed} label={plural(a.details.bedrooms, 'bedroom')}>
            {a.details.bedrooms}
          </Fact>
          <Fact icon={IconBath} label={plural(a.details.bathrooms, 'bathroom')}>
            {a.details.bathrooms}
          </Fact>
          <Fact icon={IconUsers} label={plural(a.details.maxGuests, 'guest')}>
            {a.details.maxGuests}
          </Fact>
          <Fact icon={IconMoon} label={`Minimum stay ${plural(a.details.minimumStay, 'night')}`}>
            Min {plural(a.details.minimumStay, 'night')}
          </Fact>
          <Fact
            icon={IconStarFilled}
            label={a.airbnbOverallRating === null ? 'No rating' : `Rating ${a.airbnbOverallRating.toFixed(1)}`}
          >
            {a.airbnbOverallRating === null ? '–' : a.airbnbOverallRating.toFixed(1)}
          </Fact>
          <Group gap={4} wrap="nowrap">
            <IconKey size={15} stroke={1.6} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="sm">
              <VisuallyHidden>Key: </VisuallyHidden>
              {keyTypeLabel(a.keyType)} · {KEY_STATUS_LABELS[a.keyStatus].replace('{product}', productName)}
            </Text>
          </Group>
        </Group>
      </Stack>

      <Stack gap={4} className={classes.side}>
        {showTotal && total !== null ? (
          <Box ta="right">
            <Text fw={700} size="lg" lh={1.2}>
              {formatMoney(total, a.currency)}
            </Text>
            <Text size="xs" c="dimmed">
              {corporateRate ? 'corporate rate, total stay' : 'total stay'}
            </Text>
          </Box>
        ) : null}
        <dl className={classes.facts}>
          <dt>Partner</dt>
          <dd>{a.company.name}</dd>
          <dt>{a.owners.length === 1 ? 'Owner' : 'Owners'}</dt>
          <dd>{a.owners.length > 0 ? a.owners.map((owner) => owner.fullName).join(', ') : 'None'}</dd>
          {tasks ? (
            <>
              <dt>Tasks</dt>
              <dd>
                <Text span size="sm" className={overdue > 0 ? classes.overdue : undefined}>
                  {tasks.maintenanceTasks} maint. · {tasks.inspectionTasks} insp.
                  {overdue > 0 ? ` · ${overdue} overdue` : ''}
                </Text>
              </dd>
            </>
          ) : null}
        </dl>
        <Group justify="flex-end" mt="auto">
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconPhoto size={14} aria-hidden />}
            onClick={() => setPhotosOpen(true)}
          >
            Photos {photoCountLabel(a.photos.length)} <VisuallyHidden component="span">of {a.name}</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
      {photosUsed ? (
        <Suspense fallback={null}>
          <PhotoPopup
            opened={photosOpen}
            onClose={() => setPhotosOpen(false)}
            propertyId={property.id}
            propertyName={a.name}
            photos={a.photos}
            canEdit={canEditPhotos}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
});

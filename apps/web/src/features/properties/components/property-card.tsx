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
import { Badge, Button } from '@mantine/core';
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
  <div className={classes.fact} aria-label={label} role="group">
    <FactIcon size={15} stroke={1.6} aria-hidden color="var(--mantine-color-dimmed)" />
    <span aria-hidden>{children}</span>
  </div>
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
 * search box or opening a drawer re-renders the screen, not its 25 or more cards. Its layout is plain elements and
 * the CSS module, not Mantine's layout components: a page of cards is some 700 of them, each resolving its style
 * props on the main thread while a phone waits for the list (bench/README.md, "Stop 49").
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
    <article aria-labelledby={titleId} className={classes.card}>
      <div className={classes.photo}>
        {a.primaryPhoto ? (
          <img
            src={a.primaryPhoto}
            alt=""
            width={132}
            height={100}
            className={classes.image}
            loading={photo === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={photo === 'first' ? 'high' : undefined}
          />
        ) : (
          <div className={classes.placeholder} aria-hidden>
            <IconPhoto size={28} stroke={1.4} />
          </div>
        )}
      </div>

      <div className={classes.main}>
        <div className={classes.title}>
          <Link to={href} id={titleId} className={`mantine-focus-auto ${classes.name}`}>
            {a.name}
          </Link>
          <span className={classes.code}>{a.code}</span>
        </div>
        <p className={classes.address}>
          {addressParts(a.address.full).map((part, index, parts) => (
            <Fragment key={index}>
              {index > 0 ? ' ' : null}
              <span className={classes.addressPart}>{index < parts.length - 1 ? `${part},` : part}</span>
            </Fragment>
          ))}
        </p>
        <div className={classes.pills}>
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
        </div>
        <div className={classes.factList}>
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
          <div className={classes.fact}>
            <IconKey size={15} stroke={1.6} aria-hidden color="var(--mantine-color-dimmed)" />
            <span>
              <span className={classes.visuallyHidden}>Key: </span>
              {keyTypeLabel(a.keyType)} · {KEY_STATUS_LABELS[a.keyStatus].replace('{product}', productName)}
            </span>
          </div>
        </div>
      </div>

      <div className={classes.side}>
        {showTotal && total !== null ? (
          <div className={classes.total}>
            <p className={classes.amount}>{formatMoney(total, a.currency)}</p>
            <p className={classes.amountNote}>{corporateRate ? 'corporate rate, total stay' : 'total stay'}</p>
          </div>
        ) : null}
        <dl className={classes.facts}>
          <dt>Partner</dt>
          <dd>{a.company.name}</dd>
          <dt>{a.owners.length === 1 ? 'Owner' : 'Owners'}</dt>
          <dd>{a.owners.length > 0 ? a.owners.map((owner) => owner.fullName).join(', ') : 'None'}</dd>
          {tasks ? (
            <>
              <dt>Tasks</dt>
              <dd className={overdue > 0 ? classes.overdue : undefined}>
                {tasks.maintenanceTasks} maint. · {tasks.inspectionTasks} insp.
                {overdue > 0 ? ` · ${overdue} overdue` : ''}
              </dd>
            </>
          ) : null}
        </dl>
        <div className={classes.actions}>
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconPhoto size={14} aria-hidden />}
            onClick={() => setPhotosOpen(true)}
          >
            Photos {photoCountLabel(a.photos.length)} <span className={classes.visuallyHidden}>of {a.name}</span>
          </Button>
        </div>
      </div>
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
    </article>
  );
});

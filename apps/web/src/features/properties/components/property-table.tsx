import {
  CLEANING_STATUS_LABELS,
  PROPERTY_STATUS_LABELS,
  type PropertyListAbilities,
  type PropertySort,
  type PropertySortField,
  type TPropertyListItem,
} from '@hearth/domain/properties';
import { Anchor, Group, Table, Text, type MantineBreakpoint } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { SortHeader } from '../../../components/list-controls';
import { StatusPill } from '../../../components/status-pill';
import { paths, type CalendarQuery } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import classes from './property-table.module.css';

export type PropertyTableProps = {
  properties: TPropertyListItem[];
  abilities: PropertyListAbilities;
  linkToDetails: boolean;
  /** Dates were searched: the stay total is shown (and the columns that matter less for placing a guest are not). */
  showTotal: boolean;
  calendarQuery: CalendarQuery | undefined;
  corporateRate: boolean;
  sort: PropertySort | null;
  onSort: (sort: PropertySort | null) => void;
};

type RowProps = Omit<PropertyTableProps, 'properties' | 'sort' | 'onSort'> & {
  property: TPropertyListItem;
  columns: Columns;
};

/**
 * Which optional columns show: partner and tasks by role; status, cleaning and tasks not while placing a guest (an
 * availability search lists active homes, and its stay total needs the room).
 */
type Columns = { partner: boolean; tasks: boolean; status: boolean; cleaning: boolean; total: boolean };

const num = (value: number) => (
  <Table.Td ta="right" className={classes.number}>
    {value}
  </Table.Td>
);

const PropertyRow = memo(function PropertyRow({
  property,
  linkToDetails,
  calendarQuery,
  corporateRate,
  columns,
}: RowProps) {
  const a = property.attributes;
  const href = linkToDetails
    ? paths.property.getHref(property.id, 'details', 'the-property')
    : paths.property.calendar.getHref(property.id, calendarQuery);
  const total = corporateRate ? a.corporateBookingAmount : a.totalBookingAmount;
  const tasks = a.tasksSummary;
  const overdue = tasks ? tasks.maintenanceOverdue + tasks.inspectionOverdue : 0;
  return (
    <Table.Tr>
      <Table.Td className={`${classes.text} ${classes.name}`}>
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={href} fw={600} size="sm" truncate="end" title={a.name} miw={0}>
            {a.name}
          </Anchor>
          <Text span size="xs" c="dimmed" ff="monospace" className={classes.code}>
            {a.code}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="md" className={`${classes.text} ${classes.suburb}`} title={a.address.full}>
        {a.address.city}
      </Table.Td>
      {columns.status ? (
        <Table.Td visibleFrom="md">
          <StatusPill label={PROPERTY_STATUS_LABELS[a.status]} size="sm" />
        </Table.Td>
      ) : null}
      {columns.cleaning ? (
        <Table.Td visibleFrom="xl">
          <StatusPill label={CLEANING_STATUS_LABELS[a.overallCleaningStatus]} size="sm" />
        </Table.Td>
      ) : null}
      {num(a.details.bedrooms)}
      {num(a.details.bathrooms)}
      <Table.Td ta="right" visibleFrom="xl" className={classes.number}>
        {a.details.maxGuests}
      </Table.Td>
      <Table.Td ta="right" visibleFrom="xl" className={classes.number}>
        {a.details.minimumStay}
      </Table.Td>
      <Table.Td ta="right" visibleFrom="sm" className={classes.number}>
        {a.airbnbOverallRating === null ? '–' : a.airbnbOverallRating.toFixed(1)}
      </Table.Td>
      {columns.partner ? (
        <Table.Td visibleFrom="sm" className={`${classes.text} ${classes.partner}`} title={a.company.name}>
          {a.company.name}
        </Table.Td>
      ) : null}
      {columns.tasks ? (
        <Table.Td ta="right" visibleFrom="sm" className={classes.number}>
          {tasks ? (
            <Text
              span
              size="sm"
              className={overdue > 0 ? classes.overdue : undefined}
              title={`${tasks.maintenanceTasks} maintenance, ${tasks.inspectionTasks} inspection, ${overdue} overdue`}
            >
              {tasks.maintenanceTasks + tasks.inspectionTasks}
              {overdue > 0 ? ` (${overdue} overdue)` : ''}
            </Text>
          ) : (
            '–'
          )}
        </Table.Td>
      ) : null}
      {columns.total ? (
        <Table.Td ta="right" className={classes.number} fw={600}>
          {total === null ? '–' : formatMoney(total, a.currency)}
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
});

/**
 * The list as a table for people who scan many homes at once: one line a home (about 15 a screen at 1280 px), the
 * sort drawer's fields as sortable headers (ascending, descending, then none; the same `sort` in the address), the
 * header kept in view while scrolling, numbers right-aligned. Narrower screens drop the columns that matter least.
 */
export const PropertyTable = ({ properties, sort, onSort, ...rowProps }: PropertyTableProps) => {
  const { abilities, showTotal } = rowProps;
  const columns: Columns = {
    partner: abilities.canSortByPartner,
    tasks: abilities.seesTasks && !showTotal,
    status: !showTotal,
    cleaning: !showTotal,
    total: showTotal,
  };
  const header = <F extends PropertySortField>(
    label: string,
    field: F,
    numeric = false,
    visibleFrom?: MantineBreakpoint,
  ) => (
    <SortHeader<PropertySortField>
      label={label}
      field={field}
      sort={sort}
      onSort={onSort}
      numeric={numeric}
      visibleFrom={visibleFrom}
    />
  );
  return (
    <Table
      stickyHeader
      stickyHeaderOffset={56}
      highlightOnHover
      verticalSpacing={6}
      horizontalSpacing="xs"
      fz="sm"
      className={classes.table}
      aria-label="Properties"
    >
      <Table.Thead>
        <Table.Tr>
          {header('Property', 'name')}
          <Table.Th visibleFrom="md">Suburb</Table.Th>
          {columns.status ? (
            <Table.Th visibleFrom="md" miw={116}>
              Status
            </Table.Th>
          ) : null}
          {columns.cleaning ? (
            <Table.Th visibleFrom="xl" miw={120}>
              Cleaning
            </Table.Th>
          ) : null}
          {header('Beds', 'bedrooms', true)}
          {header('Baths', 'bathrooms', true)}
          {header('Guests', 'maxGuests', true, 'xl')}
          {header('Min nights', 'minimumStay', true, 'xl')}
          {header('Rating', 'rating', true, 'sm')}
          {columns.partner ? header('Partner', 'partner', false, 'sm') : null}
          {columns.tasks ? header('Tasks', 'tasks', true, 'sm') : null}
          {columns.total ? (
            <Table.Th ta="right">{rowProps.corporateRate ? 'Corporate total' : 'Stay total'}</Table.Th>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {properties.map((property) => (
          <PropertyRow key={property.id} property={property} columns={columns} {...rowProps} />
        ))}
      </Table.Tbody>
    </Table>
  );
};

import { Anchor, Badge, Group, List, Stack } from '@mantine/core';
import { nightsBetween } from '@hearth/domain/dates';
import { IconExternalLink } from '@tabler/icons-react';
import { formatDay, formatInstantIn, formatMoney } from '../../../lib/format';
import { wordOf, type RecordAttributes, type RecordRelations } from '../utils/booking-record';
import { Fact, Facts, SectionTitle, yesNo } from './record-parts';

const Contact = ({
  label,
  person,
}: {
  label: string;
  person: { fullName?: string | null; email?: string | null; phone?: string | null } | undefined;
}) => {
  if (!person) return null;
  return (
    <Stack gap="xs" component="section" aria-label={label}>
      <SectionTitle>{label}</SectionTitle>
      <Facts label={label}>
        <Fact label="Name">{person.fullName}</Fact>
        <Fact label="Email">
          {person.email ? <Anchor href={`mailto:${person.email}`}>{person.email}</Anchor> : null}
        </Fact>
        <Fact label="Phone">
          {person.phone ? <Anchor href={`tel:${person.phone.replace(/\s+/g, '')}`}>{person.phone}</Anchor> : null}
        </Fact>
      </Facts>
    </Stack>
  );
};

/** Who stays, who booked, the stay and where the booking came from (issue 15 item 2, 'overview'). */
export const OverviewTab = ({
  attributes: a,
  relations,
  timeZone,
}: {
  attributes: RecordAttributes;
  relations: RecordRelations;
  timeZone: string;
}) => {
  const nights = nightsBetween(a.startDate, a.endDate);
  const cancelled = a.recordStatus !== 'ACTIVE' || a.cancelledAt !== null;
  return (
    <Stack gap="xl">
      <Contact label="Guest" person={a.guest} />
      <Contact label="Booker" person={a.booker} />

      <Stack gap="xs" component="section" aria-label="Stay">
        <SectionTitle>Stay</SectionTitle>
        {a.hasEarlyEta || a.hasLateEtd ? (
          <Group gap="xs">
            {a.hasEarlyEta ? (
              <Badge color="blue" variant="light" tt="none">
                Early ETA
              </Badge>
            ) : null}
            {a.hasLateEtd ? (
              <Badge color="blue" variant="light" tt="none">
                Late ETD
              </Badge>
            ) : null}
          </Group>
        ) : null}
        <Facts label="Stay">
          <Fact label="Check-in">{formatDay(a.startDate)}</Fact>
          <Fact label="Check-out">{formatDay(a.endDate)}</Fact>
          <Fact label="Nights">{String(nights)}</Fact>
          <Fact label="Adults">{String(a.guest.adults)}</Fact>
          <Fact label="Children">{String(a.guest.children)}</Fact>
          <Fact label="Early ETA">{yesNo(a.hasEarlyEta)}</Fact>
          <Fact label="Late ETD">{yesNo(a.hasLateEtd)}</Fact>
          <Fact label="Cleaning required">{yesNo(a.cleaningRequired)}</Fact>
        </Facts>
      </Stack>

      <Stack gap="xs" component="section" aria-label="Booking">
        <SectionTitle>Booking</SectionTitle>
        <Facts label="Booking">
          <Fact label="Created by">
            {a.createdBy.name ? `${a.createdBy.name} (${wordOf(a.createdBy.type)})` : wordOf(a.createdBy.type)}
          </Fact>
          <Fact label="Booked at">{formatInstantIn(a.bookedAt, timeZone, { withZone: true })}</Fact>
          <Fact label="Corporate partner">{a.corporatePartner}</Fact>
          <Fact label="Cancellation policy">{a.cancellationPolicy ? wordOf(a.cancellationPolicy) : null}</Fact>
          <Fact label="External source">{a.externalSource}</Fact>
          <Fact label="Merchant account">
            {relations.merchant
              ? [relations.merchant.name, relations.merchant.platform ? wordOf(relations.merchant.platform) : null]
                  .filter(Boolean)
                  .join(' · ')
              : null}
          </Fact>
          {a.totalAmount !== undefined ? <Fact label="Total">{formatMoney(a.totalAmount, a.currency)}</Fact> : null}
          {cancelled && a.cancelledAt ? (
            <Fact label="Cancelled at">{formatInstantIn(a.cancelledAt, timeZone, { withZone: true })}</Fact>
          ) : null}
          {cancelled && typeof a.cancellationFee === 'number' ? (
            <Fact label="Cancellation fee">{formatMoney(a.cancellationFee, a.currency)}</Fact>
          ) : null}
          {cancelled ? <Fact label="Cancellation reason">{a.cancellationReason}</Fact> : null}
        </Facts>
      </Stack>

      {relations.resources.length > 0 ? (
        <Stack gap="xs" component="section" aria-label="Resources">
          <SectionTitle>Resources</SectionTitle>
          <List spacing={4} size="sm" listStyleType="none" p={0}>
            {relations.resources.map((resource) => (
              <List.Item key={resource.id}>
                <Anchor href={resource.url} target="_blank" rel="noopener noreferrer" size="sm">
                  <Group gap={4} wrap="nowrap" component="span">
                    {resource.name}
                    <IconExternalLink size={14} aria-hidden />
                  </Group>
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
};

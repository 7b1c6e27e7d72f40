import type { Currency, TPropertyAttributes } from '@hearth/domain/properties';
import type { TRatePlanDocument } from '@hearth/domain/rates';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { isApiError } from '../../../lib/api-client';
import { formatDay, formatMoney } from '../../../lib/format';
import { useRatePlan } from '../../../api/rates/get-rate-plan';
import { Fact, Facts, Section } from './detail-parts';
import { DetailsSkeleton } from './details-skeleton';

// The Rates section (`/details/rates`) is a chunk of its own; its form loads when it is opened.
const RatePlanForm = lazy(() => import('./rate-plan-form').then((module) => ({ default: module.RatePlanForm })));

type Plan = NonNullable<TRatePlanDocument['data']>['attributes'];

const nights = (count: number) => `${count} ${count === 1 ? 'night' : 'nights'}`;

/** Where the plan stands: how far its nights are priced, and how many nights keep a rate set by hand. */
const PlanReach = ({ plan }: { plan: Plan }) => (
  <Stack gap={2}>
    <Text size="sm">
      {plan.derivedThrough ? `Priced through ${formatDay(plan.derivedThrough)}` : 'No night priced yet'}
    </Text>
    {plan.editedNights > 0 ? (
      <Text size="sm" c="dimmed">
        {plan.editedNights === 1
          ? '1 night set by hand keeps its own rate'
          : `${plan.editedNights.toLocaleString('en-AU')} nights set by hand keep their own rate`}
      </Text>
    ) : null}
  </Stack>
);

const Seasons = ({ plan, money }: { plan: Plan; money: (cents: number) => string }) =>
  plan.seasons.length === 0 ? (
    <Text size="sm" c="dimmed">
      No seasons: the base rate all year.
    </Text>
  ) : (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" aria-label="Seasons">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Season</Table.Th>
            <Table.Th>First night</Table.Th>
            <Table.Th>Last night</Table.Th>
            <Table.Th ta="right">Nightly</Table.Th>
            <Table.Th ta="right">Weekend</Table.Th>
            <Table.Th ta="right">Minimum</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plan.seasons.map((season, index) => (
            <Table.Tr key={index}>
              <Table.Td>{season.name}</Table.Td>
              <Table.Td>{formatDay(season.from)}</Table.Td>
              <Table.Td>{formatDay(season.to)}</Table.Td>
              <Table.Td ta="right">{money(season.nightlyCents)}</Table.Td>
              <Table.Td ta="right">{season.weekendCents === null ? '—' : money(season.weekendCents)}</Table.Td>
              <Table.Td ta="right">{season.minNights === null ? '—' : nights(season.minNights)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

const PlanView = ({ plan, action }: { plan: Plan; action: React.ReactNode }) => {
  const money = (cents: number) => formatMoney(cents, plan.currency);
  return (
    <SimpleGrid cols={1} spacing="md">
      <Section title="Rate plan" action={action}>
        <PlanReach plan={plan} />
        <Facts>
          <Fact label="Base nightly rate">{money(plan.baseCents)}</Fact>
          <Fact label="Weekend rate (Friday and Saturday nights)">
            {plan.weekendCents === null ? 'The base rate' : money(plan.weekendCents)}
          </Fact>
          <Fact label="Corporate discount">{`${plan.corporateDiscountPercent} %`}</Fact>
          <Fact label="Minimum nights">{nights(plan.minNights)}</Fact>
          <Fact label="Maximum nights">{plan.maxNights === null ? 'No limit' : nights(plan.maxNights)}</Fact>
          <Fact label="Currency">{plan.currency}</Fact>
          <Fact label="Cleaning fee (per stay)">
            {plan.cleaningFeeCents === 0 ? 'None' : money(plan.cleaningFeeCents)}
          </Fact>
          <Fact label="Extra-guest fee per night">
            {plan.extraGuestFeeCents === 0 ? 'None' : money(plan.extraGuestFeeCents)}
          </Fact>
          <Fact label="Guests included">{plan.extraGuestsAbove}</Fact>
        </Facts>
      </Section>
      <Section title="Seasons">
        <Seasons plan={plan} money={money} />
      </Section>
    </SimpleGrid>
  );
};

/** 'No rate plan yet', and for those who may set one, the way to. */
const NoPlan = ({ onSet }: { onSet: (() => void) | null }) => (
  <Paper withBorder radius="md" p="lg" component="section" aria-label="Rate plan">
    <Stack gap="sm" align="flex-start">
      <Title order={2} size="h5">
        No rate plan yet
      </Title>
      <Text size="sm" c="dimmed">
        A rate plan prices every night of the next 18 months at once: a base and a weekend rate, seasons, stay lengths
        and fees.
      </Text>
      {onSet ? (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onSet}>
          Set a rate plan
        </Button>
      ) : null}
    </Stack>
  </Paper>
);

/**
 * The Rates section of a home's details (docs/product/rates.md#rate-plan): its rate plan, read-only for those who see
 * rates, and set or edited by those who manage them (`rate:manage`).
 */
export const RatePlanSection = ({
  propertyId,
  property,
  canManage,
  today,
}: {
  propertyId: string;
  property: TPropertyAttributes;
  canManage: boolean;
  today: string;
}) => {
  const document = useRatePlan(propertyId, true);
  const [editing, setEditing] = useState(false);
  if (document.isError) {
    return (
      <ErrorAlert title="Could not load the rate plan">
        {isApiError(document.error)
          ? `${document.error.errorCode} ${document.error.errorMessage}`
          : 'Something went wrong. Try again.'}
      </ErrorAlert>
    );
  }
  if (!document.data) return <DetailsSkeleton label="Loading the rate plan" />;
  const plan = document.data.data?.attributes ?? null;
  const currency: Currency = plan?.currency ?? property.currency;

  if (editing && canManage) {
    return (
      <Suspense fallback={<DetailsSkeleton label="Loading the form" />}>
        <RatePlanForm
          propertyId={propertyId}
          plan={plan}
          property={property}
          currency={currency}
          today={today}
          onDone={() => setEditing(false)}
        />
      </Suspense>
    );
  }
  if (!plan) return <NoPlan onSet={canManage ? () => setEditing(true) : null} />;
  return (
    <PlanView
      plan={plan}
      action={
        canManage ? (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Edit rate plan
            </Button>
          </Group>
        ) : null
      }
    />
  );
};

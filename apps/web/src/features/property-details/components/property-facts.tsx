import {
  AMENITY_LABELS,
  BASE_FEE_LABELS,
  BED_LABELS,
  CANCELLATION_POLICY_LABELS,
  CHECK_IN_METHOD_LABELS,
  CHECKPOINT_LABELS,
  CHECKPOINTS,
  CLEANING_STATUS_LABELS,
  FEE_CHARGED_PER_LABELS,
  KEY_STATUS_LABELS,
  MANAGEMENT_FEE_LABELS,
  MANAGEMENT_TYPE_LABELS,
  PROPERTY_SEGMENT_LABELS,
  PROPERTY_STATUS_LABELS,
  type Amenity,
  type CleaningStatus,
  type Currency,
  type KeyStatus,
  type ManagementType,
  type PropertySegment,
  type PropertyStatus,
  type TPropertyAttributes,
} from '@hearth/domain/properties';
import { Anchor, Avatar, Badge, Button, Group, List, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconExternalLink, IconStarFilled } from '@tabler/icons-react';
import { usePublicConfig } from '../../../lib/config';
import { formatDay, formatInstantIn, formatMoney, zoneLabel } from '../../../lib/format';
import { initialsOf, managerTypeLabel, nightsText, percentText, splitLinks } from '../utils/property-facts';
import { ComplianceBlock } from './compliance-block';
import { Empty, Fact, Facts, Section } from './detail-parts';
import { OwnersEditor } from './owners-editor';

const capitalised = (value: string) => value.replace(/[-_]+/g, ' ').replace(/^\w/, (first) => first.toUpperCase());
const labelOf = <K extends string>(labels: Record<K, string>, value: string, product: string) =>
  (labels[value as K] ?? capitalised(value)).replace('{product}', product);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const ExternalLink = ({ href, children }: { href: string; children: string }) => (
  <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
    {children}
    <IconExternalLink size={12} aria-label="(opens in a new tab)" style={{ marginLeft: 4, verticalAlign: -1 }} />
  </Anchor>
);

const Person = ({ name, detail, photoUrl }: { name: string; detail?: string | null; photoUrl?: string | null }) => (
  <Group gap="sm" wrap="nowrap">
    <Avatar src={photoUrl ?? null} alt={photoUrl ? name : undefined} radius="xl" size={36} color="teal">
      {initialsOf(name)}
    </Avatar>
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      {detail ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Text>
      ) : null}
    </Stack>
  </Group>
);

/** Money in the property's currency, `A$165` or `NZ$1,100.50`. */
const useMoney = (currency: Currency) => (cents: number) => formatMoney(cents, currency);

const People = ({ propertyId, p, timeZone }: { propertyId: string; p: TPropertyAttributes; timeZone: string }) => (
  <Section title="People">
    <Stack gap="sm">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        Account manager
      </Text>
      {p.accountManager ? (
        <Person name={p.accountManager.fullName} photoUrl={p.accountManager.photoUrl} />
      ) : (
        <Empty>No account manager yet.</Empty>
      )}
      {p.managers.filter((m) => m.type !== 'customer_experience').length > 0 ? (
        <>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Managers
          </Text>
          {p.managers
            .filter((m) => m.type !== 'customer_experience')
            .map((m) => (
              <Person key={`${m.id}-${m.type}`} name={m.fullName} detail={`${managerTypeLabel(m.type)} · ${m.email}`} />
            ))}
        </>
      ) : null}
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        Owners
      </Text>
      {p.owners.length === 0 ? (
        <Empty>No owners recorded.</Empty>
      ) : (
        p.owners.map((o) => (
          <Person
            key={o.id}
            name={o.fullName}
            detail={
              [
                o.email,
                o.lastLoginAt !== undefined
                  ? o.lastLoginAt
                    ? `Last signed in ${formatInstantIn(o.lastLoginAt, timeZone)}`
                    : 'Never signed in'
                  : null,
              ]
                .filter(Boolean)
                .join(' · ') || null
            }
          />
        ))
      )}
      {p.lastLoginAt ? (
        <Text size="xs" c="dimmed">
          Latest owner sign-in: {formatInstantIn(p.lastLoginAt, timeZone)}
        </Text>
      ) : null}
      <OwnersEditor propertyId={propertyId} owners={p.owners} />
    </Stack>
  </Section>
);

const Resources = ({ links }: { links: TPropertyAttributes['resources']['links'] }) => {
  const { manager, others } = splitLinks(links);
  return (
    <Section title="Resources">
      {manager ? (
        <Button
          component="a"
          href={manager.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          rightSection={<IconExternalLink size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          Open in property manager
        </Button>
      ) : null}
      {others.length > 0 ? (
        <List spacing={4} size="sm" listStyleType="none" p={0}>
          {others.map((link, index) => (
            <List.Item key={`${link.url}-${index}`}>
              <ExternalLink href={link.url}>{link.name}</ExternalLink>
            </List.Item>
          ))}
        </List>
      ) : null}
      {links.length === 0 ? <Empty>No links yet.</Empty> : null}
    </Section>
  );
};

const Rooms = ({ rooms }: { rooms: TPropertyAttributes['rooms'] }) => (
  <Section title="Rooms and beds">
    {rooms.length === 0 ? (
      <Empty>No rooms described yet.</Empty>
    ) : (
      <List spacing={4} size="sm" listStyleType="none" p={0}>
        {rooms.map((room, index) => (
          <List.Item key={`${room.name}-${index}`}>
            <Text span size="sm" fw={500}>
              {room.name}
            </Text>
            {room.beds.length > 0 || room.ensuite ? (
              <Text span size="sm" c="dimmed">
                {' · '}
                {[
                  ...room.beds.map((bed) => `${bed.count > 1 ? `${bed.count} × ` : ''}${BED_LABELS[bed.type]}`),
                  ...(room.ensuite ? ['ensuite'] : []),
                ].join(', ')}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
    )}
  </Section>
);

const Policy = ({ policy, timeZone }: { policy: TPropertyAttributes['policy']; timeZone: string }) => (
  <Section title="House policy">
    {!policy ? (
      <Empty>No house policy set yet.</Empty>
    ) : (
      <>
        <Facts>
          {/* The home's clock, said by name: a Queensland or New Zealand home is not on Sydney time. */}
          <Fact label="Check-in">{`from ${policy.checkInTime} (${zoneLabel(timeZone)})`}</Fact>
          <Fact label="Check-out">{`by ${policy.checkOutTime} (${zoneLabel(timeZone)})`}</Fact>
          <Fact label="Cancellation">{CANCELLATION_POLICY_LABELS[policy.cancellationPolicy]}</Fact>
          <Fact label="Pets">{policy.petsAllowed ? 'Allowed' : 'Not allowed'}</Fact>
          <Fact label="Smoking">{policy.smokingAllowed ? 'Allowed' : 'Not allowed'}</Fact>
          <Fact label="Parties">{policy.partiesAllowed ? 'Allowed' : 'Not allowed'}</Fact>
          <Fact label="Quiet hours">
            {policy.quietHoursFrom && policy.quietHoursTo ? `${policy.quietHoursFrom} to ${policy.quietHoursTo}` : null}
          </Fact>
          <Fact label="Youngest main guest">{`${policy.minimumGuestAge} years`}</Fact>
        </Facts>
        {policy.houseRules ? (
          <Fact label="House rules">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {policy.houseRules}
            </Text>
          </Fact>
        ) : null}
        {policy.checkInInstructions ? (
          <Fact label="Check-in instructions">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {policy.checkInInstructions}
            </Text>
          </Fact>
        ) : null}
      </>
    )}
  </Section>
);

const Settings = ({
  settings,
  autoCheckoutClean,
}: {
  settings: TPropertyAttributes['settings'];
  autoCheckoutClean: boolean;
}) => (
  <Section title="Settings">
    {!settings ? (
      <>
        <Empty>No settings yet.</Empty>
        <Facts>
          <Fact label="Checkout clean tasks">{yesNo(autoCheckoutClean)}</Fact>
        </Facts>
      </>
    ) : (
      <Facts>
        <Fact label="Checkout clean tasks">{yesNo(autoCheckoutClean)}</Fact>
        <Fact label="Check-in method">{CHECK_IN_METHOD_LABELS[settings.checkInMethod]}</Fact>
        <Fact label="Instant book">{yesNo(settings.instantBook)}</Fact>
        <Fact label="Smart pricing">{yesNo(settings.smartPricing)}</Fact>
        <Fact label="Guest portal">{yesNo(settings.guestPortal)}</Fact>
        <Fact label="Clean after owner stays">{yesNo(settings.cleanAfterOwnerStay)}</Fact>
        <Fact label="Wi-Fi network">{settings.wifiNetwork}</Fact>
      </Facts>
    )}
  </Section>
);

/** Fees, exclusions, finance and merchant: each only when the caller may read it (the API leaves it out otherwise). */
const Money = ({ p }: { p: TPropertyAttributes }) => {
  const money = useMoney(p.currency);
  const hasAny = p.baseFees || p.managementFees || p.pricingExclusions || p.finance !== undefined || p.merchant;
  if (!hasAny) return null;
  return (
    <Section title="Fees and finance" wide>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {p.baseFees ? (
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Base fees
            </Text>
            {p.baseFees.length === 0 ? (
              <Empty>No fees.</Empty>
            ) : (
              <Table fz="sm" verticalSpacing={4} withRowBorders={false} aria-label="Base fees">
                <Table.Tbody>
                  {p.baseFees.map((fee) => (
                    <Table.Tr key={fee.type}>
                      <Table.Td pl={0}>{BASE_FEE_LABELS[fee.type]}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {money(fee.amount)}
                      </Table.Td>
                      <Table.Td c="dimmed">{FEE_CHARGED_PER_LABELS[fee.chargedPer]}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        ) : null}
        {p.managementFees ? (
          <Stack gap={6}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Management fees
            </Text>
            {p.managementFees.length === 0 ? (
              <Empty>No management fee recorded.</Empty>
            ) : (
              p.managementFees.map((fee, index) => (
                <Text size="sm" key={`${fee.kind}-${index}`}>
                  {MANAGEMENT_FEE_LABELS[fee.kind]}: <strong>{percentText(fee.percentage)}</strong>
                  <Text span size="sm" c="dimmed">
                    {` · from ${formatDay(fee.startsOn)}${fee.endsOn ? ` to ${formatDay(fee.endsOn)}` : ''}`}
                  </Text>
                </Text>
              ))
            )}
          </Stack>
        ) : null}
        {p.pricingExclusions ? (
          <Stack gap={6}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Pricing exclusions
            </Text>
            {p.pricingExclusions.length === 0 ? (
              <Empty>Every night follows the pricing engine.</Empty>
            ) : (
              p.pricingExclusions.map((exclusion, index) => (
                <Text size="sm" key={`${exclusion.name}-${index}`}>
                  {exclusion.name}
                  <Text span size="sm" c="dimmed">
                    {` · ${formatDay(exclusion.startDate)} to ${formatDay(exclusion.endDate)}`}
                    {exclusion.fixedNightlyRate !== null ? ` · ${money(exclusion.fixedNightlyRate)} a night` : ''}
                  </Text>
                </Text>
              ))
            )}
          </Stack>
        ) : null}
        {p.finance !== undefined || p.merchant ? (
          <Stack gap={6}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Payouts
            </Text>
            {p.finance ? (
              <Facts>
                <Fact label="Payout">{capitalised(p.finance.payoutFrequency)}</Fact>
                <Fact label="Account">
                  {p.finance.payoutAccount
                    ? `${p.finance.payoutAccount.accountName}, ${p.finance.payoutAccount.bankName} ••${p.finance.payoutAccount.last4}`
                    : null}
                </Fact>
                <Fact label={p.currency === 'NZD' ? 'IRD number' : 'ABN'}>{p.finance.taxNumber}</Fact>
                <Fact label="GST registered">{yesNo(p.finance.gstRegistered)}</Fact>
                <Fact label="Trust account">{p.finance.trustAccount}</Fact>
                <Fact label="Maintenance float">{money(p.finance.maintenanceFloat)}</Fact>
              </Facts>
            ) : p.finance === null ? (
              <Empty>No payout details yet.</Empty>
            ) : null}
            {p.merchant ? (
              <Fact label="Merchant account">{`${p.merchant.name} (${p.merchant.merchantAccountId})`}</Fact>
            ) : null}
          </Stack>
        ) : null}
      </SimpleGrid>
    </Section>
  );
};

/**
 * Every fact of the property (docs/product/properties.md#fields) in cards: renewal and compliance, the property itself, amenities,
 * onboarding checkpoints, people, resources, rooms, policy, settings, channels, and the money side for those who may
 * read it.
 */
export const PropertyFacts = ({
  propertyId,
  p,
  timeZone,
}: {
  propertyId: string;
  p: TPropertyAttributes;
  timeZone: string;
}) => {
  const { productName } = usePublicConfig();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ComplianceBlock compliance={p.compliance} />
      <Section title="The property">
        <Facts>
          <Fact label="Type">{capitalised(p.details.type)}</Fact>
          <Fact label="Segment">
            {labelOf(PROPERTY_SEGMENT_LABELS, p.details.segment as PropertySegment, productName)}
          </Fact>
          <Fact label="Status">{labelOf(PROPERTY_STATUS_LABELS, p.status as PropertyStatus, productName)}</Fact>
          <Fact label="Bedrooms">{String(p.details.bedrooms)}</Fact>
          <Fact label="Bathrooms">{String(p.details.bathrooms)}</Fact>
          <Fact label="Beds">{String(p.details.beds)}</Fact>
          <Fact label="Guests">{`Up to ${p.details.maxGuests}`}</Fact>
          <Fact label="Minimum stay">{nightsText(p.details.minimumStay)}</Fact>
          <Fact label="Code">{p.code}</Fact>
          <Fact label="Company">{p.company.name}</Fact>
          <Fact label="Management">
            {labelOf(MANAGEMENT_TYPE_LABELS, p.managementType as ManagementType, productName)}
          </Fact>
          <Fact label="Keys">
            {`${capitalised(p.keyType)} · ${labelOf(KEY_STATUS_LABELS, p.keyStatus as KeyStatus, productName)}`}
          </Fact>
          <Fact label="Cleaning">
            {labelOf(CLEANING_STATUS_LABELS, p.overallCleaningStatus as CleaningStatus, productName)}
          </Fact>
          <Fact label="Airbnb rating">
            {p.airbnbOverallRating === null ? null : (
              <Group gap={4} wrap="nowrap">
                <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
                {p.airbnbOverallRating.toFixed(1)}
              </Group>
            )}
          </Fact>
          <Fact label="Address">{p.address.full}</Fact>
        </Facts>
      </Section>
      <Section title="Amenities">
        {p.amenities.length === 0 ? (
          <Empty>No amenities listed.</Empty>
        ) : (
          <Group gap={6}>
            {p.amenities.map((amenity) => (
              <Badge key={amenity} variant="light" color="gray" radius="sm" tt="none" fw={500}>
                {AMENITY_LABELS[amenity as Amenity] ?? capitalised(amenity)}
              </Badge>
            ))}
          </Group>
        )}
      </Section>
      <Section title="Onboarding checkpoints">
        <Facts>
          {CHECKPOINTS.map((name) => (
            <Fact key={name} label={CHECKPOINT_LABELS[name]}>
              {p.checkpoints?.[name] ? formatDay(p.checkpoints[name]) : 'Not yet'}
            </Fact>
          ))}
        </Facts>
      </Section>
      <People propertyId={propertyId} p={p} timeZone={timeZone} />
      <Resources links={p.resources.links} />
      <Rooms rooms={p.rooms} />
      <Policy policy={p.policy} timeZone={timeZone} />
      <Settings settings={p.settings} autoCheckoutClean={p.details.autoCheckoutClean} />
      <Section title="Channels">
        {p.channels.length === 0 ? (
          <Empty>Not on any channel yet.</Empty>
        ) : (
          <List spacing={4} size="sm" listStyleType="none" p={0}>
            {p.channels.map((channel) => (
              <List.Item key={channel.code}>
                <Text span size="sm" fw={500}>
                  {channel.name.replace('{product}', productName)}
                </Text>
                <Text span size="sm" c="dimmed">
                  {` · ${channel.bookings} ${channel.bookings === 1 ? 'booking' : 'bookings'}`}
                  {channel.icalFeeds > 0
                    ? ` · ${channel.icalFeeds} iCal ${channel.icalFeeds === 1 ? 'calendar' : 'calendars'}`
                    : ''}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <Money p={p} />
    </SimpleGrid>
  );
};

import { addDays } from '@hearth/domain/dates';
import type { TPropertyCompliance } from '@hearth/domain/properties';
import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldExclamation } from '@tabler/icons-react';
import { formatDay } from '../../../lib/format';
import { RISK_COLOUR_SHADES, stayRuleOf } from '../utils/property-facts';
import { Fact, Facts } from './detail-parts';

/**
 * The renewal and compliance summary (docs/product/properties.md#screens, #fields): which stays the property takes this year ('Long-term stays
 * only' while the current-year override is on, else 'All stays accepted'), the risk colour and label, the bookable
 * days left under the local cap, and the registration renewal date.
 */
/** The cap, the rule it follows, and this cap year's count: the numbers a booking past the cap is refused with. */
const NightCapFact = ({ compliance }: { compliance: TPropertyCompliance }) => {
  const usage = compliance.nightCapUsage;
  if (!usage) return <>No cap</>;
  return (
    <Stack gap={2}>
      <Text size="sm" span>
        {usage.nights} nights a year{compliance.nightCapRule === 'custom' ? '' : ` (${usage.label})`}
      </Text>
      <Text size="sm" c={usage.left === 0 ? 'red' : 'dimmed'} span data-testid="night-cap-count">
        {usage.booked} booked, {usage.left} left in the year to {formatDay(addDays(usage.year.to, -1))}
      </Text>
    </Stack>
  );
};

export const ComplianceBlock = ({ compliance }: { compliance: TPropertyCompliance | null }) => {
  if (!compliance) {
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-label="Renewal and compliance">
        <Stack gap="xs">
          <Title order={2} size="h5">
            Renewal and compliance
          </Title>
          <Text size="sm" c="dimmed">
            No compliance record yet.
          </Text>
        </Stack>
      </Paper>
    );
  }
  const risk = RISK_COLOUR_SHADES[compliance.riskColour];
  const longTermOnly = compliance.currentYearOverrideActivated;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Renewal and compliance">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Renewal and compliance
        </Title>
        <Group gap="sm" wrap="nowrap" align="center">
          <ThemeIcon variant="light" color={longTermOnly ? 'orange' : 'teal'} size="lg" radius="md" aria-hidden>
            {longTermOnly ? <IconShieldExclamation size={20} /> : <IconShieldCheck size={20} />}
          </ThemeIcon>
          <Text fw={600} data-testid="stay-rule">
            {stayRuleOf(compliance)}
          </Text>
        </Group>
        <Facts>
          <Fact label="Risk">
            {/* The badge over its label: in a narrow column the label wraps under it rather than word by word. */}
            <Stack gap={4} align="flex-start">
              <Badge color={risk.color} variant="light" radius="sm">
                {risk.label}
              </Badge>
              {compliance.riskLabel ? (
                <Text size="sm" span>
                  {compliance.riskLabel}
                </Text>
              ) : null}
            </Stack>
          </Fact>
          <Fact label="Night cap">
            <NightCapFact compliance={compliance} />
          </Fact>
          <Fact label="Renewal date">
            {compliance.currentYearRenewalDate ? formatDay(compliance.currentYearRenewalDate) : null}
          </Fact>
          <Fact label="Short-stay policy">{compliance.policyEnabled ? 'Applies' : 'Does not apply'}</Fact>
        </Facts>
      </Stack>
    </Paper>
  );
};

import {
  SMARTQUOTE_AMENITIES,
  SMARTQUOTE_MESSAGES,
  SMARTQUOTE_OCCUPANCIES,
  SMARTQUOTE_PRICINGS,
  SMARTQUOTE_SEGMENTS,
} from '@hearth/domain/smartquotes';
import {
  Collapse,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { DatePickerField } from '../../../components/date-picker-field';
import { ErrorAlert } from '../../../components/error-alert';
import { formatDay } from '../../../lib/format';
import { MOBILE_QUERY } from '../../../lib/media';
import type { FineTuning, useFineTuning } from '../hooks/use-fine-tuning';

type Choice = Exclude<keyof FineTuning, 'closeBy'>;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The four settings in the spec's order of values (docs/product/smartquotes.md#fields). */
const CHOICES: readonly { key: Choice; label: string; options: readonly string[] }[] = [
  { key: 'occupancy', label: 'Occupancy', options: SMARTQUOTE_OCCUPANCIES },
  { key: 'pricing', label: 'Pricing', options: SMARTQUOTE_PRICINGS },
  { key: 'segment', label: 'Segment', options: SMARTQUOTE_SEGMENTS },
  { key: 'amenities', label: 'Amenities', options: SMARTQUOTE_AMENITIES },
];

const ChoiceControl = ({
  label,
  options,
  value,
  onChange,
  busy,
}: {
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
}) => {
  const labelId = useId();
  return (
    <Stack gap={4} miw={0}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        aria-busy={busy || undefined}
        fullWidth
        size="sm"
        // Narrow padding: 'Essentials · Comfort · Premium · Luxe' fits a phone's width without cutting a word.
        styles={{ label: { paddingInline: 6 } }}
        data={options.map((option) => ({ value: option, label: capitalise(option) }))}
        value={value}
        onChange={onChange}
      />
    </Stack>
  );
};

/** The settings in a line, as a phone shows the closed panel: 'High occupancy · Standard pricing · Luxe · Extra'. */
const summaryOf = (values: FineTuning) =>
  [
    `${capitalise(values.occupancy)} occupancy`,
    `${capitalise(values.pricing)} pricing`,
    capitalise(values.segment),
    capitalise(values.amenities),
    ...(values.closeBy ? [`close by ${formatDay(values.closeBy)}`] : []),
  ].join(' · ');

const Saving = () => (
  <Group gap={6} role="status" aria-live="polite">
    <Loader size={14} aria-hidden />
    <Text size="sm" c="dimmed">
      Updating…
    </Text>
  </Group>
);

/**
 * On a phone the panel opens on its title and the settings in a line, the controls a tap away (issue 32 item 5:
 * the overview under 2,500 px); on a wider screen the controls show at once.
 */
const PhoneFrame = ({ summary, saving, children }: { summary: string; saving: boolean; children: ReactNode }) => {
  const [open, { toggle }] = useDisclosure(false);
  const contentId = useId();
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        {/* The accordion pattern: a heading holding the button that opens its section. */}
        <Title order={2} size="h5" id="fine-tuning-title">
          <UnstyledButton onClick={toggle} aria-expanded={open} aria-controls={contentId} w="100%">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              Fine-tuning
              <IconChevronDown
                size={18}
                aria-hidden
                style={{ flexShrink: 0, transform: open ? 'rotate(180deg)' : undefined }}
              />
            </Group>
          </UnstyledButton>
        </Title>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
      </Stack>
      {saving ? <Saving /> : null}
      <Collapse expanded={open} id={contentId}>
        {children}
      </Collapse>
    </Stack>
  );
};

/**
 * Fine-tuning (docs/product/smartquotes.md#screens, #states): occupancy, pricing, segment, amenities and the close-by date. Each change saves at
 * once; 'Updating…' shows while it saves.
 */
export const FineTuningPanel = ({ tuning }: { tuning: ReturnType<typeof useFineTuning> }) => {
  const { values, change, saving, failed, loaded } = tuning;
  const phone = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const controls = (
    // Two columns at most: the segment's four words need half the width.
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      {CHOICES.map(({ key, label, options }) => (
        <ChoiceControl
          key={key}
          label={label}
          options={options}
          value={values[key]}
          onChange={(next) => change(key, next as FineTuning[typeof key])}
          busy={saving || !loaded}
        />
      ))}
      <DatePickerField
        label="Close by"
        placeholder="No close-by date"
        value={values.closeBy}
        onChange={(day) => change('closeBy', day)}
        size="sm"
      />
    </SimpleGrid>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="fine-tuning-title">
      <Stack gap="sm">
        {phone ? (
          <PhoneFrame summary={summaryOf(values)} saving={saving}>
            {controls}
          </PhoneFrame>
        ) : (
          <>
            <Group justify="space-between" gap="xs" mih={24}>
              <Title order={2} size="h5" id="fine-tuning-title">
                Fine-tuning
              </Title>
              {saving ? <Saving /> : null}
            </Group>
            {controls}
          </>
        )}
        {failed ? <ErrorAlert>{SMARTQUOTE_MESSAGES.saveSettings}</ErrorAlert> : null}
      </Stack>
    </Paper>
  );
};

import {
  SMARTQUOTE_AMENITIES,
  SMARTQUOTE_MESSAGES,
  SMARTQUOTE_OCCUPANCIES,
  SMARTQUOTE_PRICINGS,
  SMARTQUOTE_SEGMENTS,
} from '@hearth/domain/smartquotes';
import { Group, Loader, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { DatePickerField } from '../../../components/date-picker-field';
import { ErrorAlert } from '../../../components/error-alert';
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

/**
 * Fine-tuning (docs/product/smartquotes.md#screens, #states): occupancy, pricing, segment, amenities and the close-by date. Each change saves at
 * once; 'Updating…' shows while it saves.
 */
export const FineTuningPanel = ({ tuning }: { tuning: ReturnType<typeof useFineTuning> }) => {
  const { values, change, saving, failed, loaded } = tuning;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="fine-tuning-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" mih={24}>
          <Title order={2} size="h5" id="fine-tuning-title">
            Fine-tuning
          </Title>
          {saving ? (
            <Group gap={6} role="status" aria-live="polite">
              <Loader size={14} aria-hidden />
              <Text size="sm" c="dimmed">
                Updating…
              </Text>
            </Group>
          ) : null}
        </Group>
        {/* Two columns at most: the segment's four words need half the width. */}
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
        {failed ? <ErrorAlert>{SMARTQUOTE_MESSAGES.saveSettings}</ErrorAlert> : null}
      </Stack>
    </Paper>
  );
};

import { PROPERTY_STATUS_LABELS, PROPERTY_STATUSES, type PropertyStatus } from '@hearth/domain/properties';
import { RATE_PLAN, type TRatesBulkResponse } from '@hearth/domain/rates';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconEye } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DatePickerField } from '../../../components/date-picker-field';
import { ErrorAlert } from '../../../components/error-alert';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/field-errors';
import { formatMoney } from '../../../lib/format';
import { useBulkEditRates } from '../../../api/rates/bulk-edit-rates';
import { bulkAttributesOf, changeText, type BulkValues, type ChangeKind } from '../utils/bulk-values';

const checkRatesBulk = async (attributes: unknown) =>
  (await import('../../../components/rates/rates-check')).checkRatesBulk(attributes);

const FIELDS = ['homes.query', 'homes.statuses', 'from', 'to', 'change.value'];

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-AU')} ${n === 1 ? one : many}`;
const homesText = (n: number) => count(n, 'home', 'homes');
const nightsText = (n: number) => count(n, 'night', 'nights');

/** What a preview found: homes and nights, and per home its nights and average price before and after. */
const PreviewTable = ({ answer }: { answer: TRatesBulkResponse['data'] }) => (
  <Stack gap="xs">
    <Text fw={600} aria-live="polite" data-testid="bulk-summary">
      {homesText(answer.homes)}, {nightsText(answer.nights)}
    </Text>
    {/* On a phone the code goes under the name, so the four figures fit 390 px without a sideways scroll. */}
    <Table striped verticalSpacing="xs" horizontalSpacing="xs" aria-label="Homes the change reaches">
      <Table.Thead>
        <Table.Tr>
          <Table.Th visibleFrom="sm">Code</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th ta="right">Nights</Table.Th>
          <Table.Th ta="right">Average a night</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {answer.rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
              {row.code}
            </Table.Td>
            <Table.Td>
              {row.name}
              <Text hiddenFrom="sm" size="xs" c="dimmed">
                {row.code}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{row.nights.toLocaleString('en-AU')}</Table.Td>
            <Table.Td ta="right">
              {/* Each amount whole; on a phone the arrow and the new amount go under the old one. */}
              <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(row.beforeCents, row.currency)}</span>{' '}
              <span style={{ whiteSpace: 'nowrap' }}>→ {formatMoney(row.afterCents, row.currency)}</span>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
    {answer.homes > answer.rows.length ? (
      <Text size="xs" c="dimmed">
        The first {answer.rows.length} homes by name; the change reaches all {homesText(answer.homes)}.
      </Text>
    ) : null}
  </Stack>
);

/**
 * 'Change many homes' (docs/product/rates.md#bulk-edit): the homes (text and statuses), the nights, and a change in
 * percent or dollars. Preview shows what would change and changes nothing; Apply asks first, then changes every
 * night at once. A change of the form drops the preview, so Apply always does what was shown.
 */
export const BulkEditPanel = ({ today }: { today: string }) => {
  const bulk = useBulkEditRates();
  const [checking, setChecking] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [preview, setPreview] = useState<TRatesBulkResponse['data'] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<BulkValues>({
    mode: 'controlled',
    initialValues: { query: '', statuses: [], from: today, to: null, kind: 'percent', value: '' },
    onValuesChange: () => setPreview(null),
  });
  const { values } = form;
  const set = form.setFieldValue;
  const error = (path: string) => errors[path];
  const general = Object.entries(errors)
    .filter(([path]) => !FIELDS.includes(path))
    .map(([, message]) => message);

  const failed = (failure: unknown) => setErrors(isApiError(failure) ? fieldErrorsOf(failure.errorDetails) : {});

  const runPreview = async (event: FormEvent) => {
    event.preventDefault();
    if (checking || bulk.isPending) return;
    const attributes = bulkAttributesOf(values, true);
    bulk.reset();
    setChecking(true);
    const found = await checkRatesBulk(attributes);
    setChecking(false);
    setErrors(found);
    setPreview(null);
    if (Object.keys(found).length > 0) return;
    bulk.mutate(attributes, { onSuccess: (answer) => setPreview(answer.data), onError: failed });
  };

  const apply = () =>
    bulk.mutate(bulkAttributesOf(values, false), {
      onSuccess: (answer) => {
        setConfirming(false);
        setPreview(null);
        notifications.show({
          color: 'teal',
          title: 'Rates changed',
          message: `${nightsText(answer.data.nights)} of ${homesText(answer.data.homes)}: now set by hand.`,
        });
      },
      onError: (failure) => {
        setConfirming(false);
        failed(failure);
      },
    });

  const unexplained = bulk.isError && Object.keys(errors).length === 0 ? bulk.error : null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="bulk-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="bulk-title">
            Change many homes
          </Title>
          <Text size="sm" c="dimmed">
            One change to the priced nights of every home that matches, by a percentage or an amount in each home's
            currency (negative to lower). Nights changed count as set by hand.
          </Text>
        </Stack>
        <form onSubmit={(event) => void runPreview(event)} noValidate aria-label="Change many homes">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Homes matching"
                description="Name, code or address; empty: every home of yours."
                value={values.query}
                onChange={(change) => set('query', change.currentTarget.value)}
                error={error('homes.query')}
                maxLength={100}
              />
              {/* Ticks rather than a MultiSelect: four fixed words, and a MultiSelect on a page without a Select
                  splits Mantine's shared Select chunk, adding 0.7 kB to the first load of every screen with a Select. */}
              <Checkbox.Group
                label="Statuses"
                description="None ticked: any status."
                value={values.statuses}
                onChange={(next) => set('statuses', next as PropertyStatus[])}
                error={error('homes.statuses')}
              >
                <Group gap="md" mt={8}>
                  {PROPERTY_STATUSES.map((status) => (
                    <Checkbox key={status} value={status} label={PROPERTY_STATUS_LABELS[status]} />
                  ))}
                </Group>
              </Checkbox.Group>
              <DatePickerField
                label="First night"
                size="sm"
                value={values.from}
                onChange={(day) => set('from', day)}
                minDate={today}
                error={error('from')}
                description="From today on."
                withAsterisk
              />
              <DatePickerField
                label="Last night"
                size="sm"
                value={values.to}
                onChange={(day) => set('to', day)}
                minDate={values.from ?? today}
                defaultDate={values.from ?? undefined}
                error={error('to')}
                description={`At most ${RATE_PLAN.nightsMax} nights.`}
                withAsterisk
              />
            </SimpleGrid>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="change-kind">
                Change by
              </Text>
              <Group gap="sm" align="flex-start" wrap="wrap">
                <SegmentedControl
                  aria-labelledby="change-kind"
                  value={values.kind}
                  onChange={(next) => set('kind', next as ChangeKind)}
                  data={[
                    { value: 'percent', label: 'Percent' },
                    { value: 'amount', label: 'Amount' },
                  ]}
                />
                <NumberInput
                  aria-label={values.kind === 'percent' ? 'Change in percent' : 'Change in dollars a night'}
                  placeholder={values.kind === 'percent' ? '10 or -10' : '25 or -25'}
                  prefix={values.kind === 'amount' ? '$' : undefined}
                  suffix={values.kind === 'percent' ? ' %' : undefined}
                  value={values.value}
                  onChange={(next) => set('value', typeof next === 'number' ? next : '')}
                  error={error('change.value')}
                  decimalScale={2}
                  clampBehavior="none"
                  w={180}
                />
              </Group>
            </Stack>
            {general.length > 0 ? <ErrorAlert>{general.join(' ')}</ErrorAlert> : null}
            {unexplained && !confirming ? (
              <ErrorAlert>
                {isApiError(unexplained) ? unexplained.errorMessage : 'Something went wrong. Try again.'}
              </ErrorAlert>
            ) : null}
            <Group gap="sm">
              <Button
                type="submit"
                variant={preview ? 'default' : 'filled'}
                leftSection={<IconEye size={16} aria-hidden />}
                loading={checking || (bulk.isPending && !confirming)}
              >
                Preview
              </Button>
            </Group>
          </Stack>
        </form>
        {preview ? (
          <Stack gap="sm">
            <PreviewTable answer={preview} />
            <Group>
              <Button onClick={() => setConfirming(true)} disabled={preview.nights === 0}>
                Apply to {homesText(preview.homes)}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
      <ConfirmModal
        opened={confirming && preview !== null}
        onClose={() => setConfirming(false)}
        title={`Apply to ${homesText(preview?.homes ?? 0)}?`}
        confirmLabel="Apply"
        confirmColor="brand"
        onConfirm={apply}
        pending={bulk.isPending}
      >
        <Text size="sm">
          {changeText(values.kind, values.value === '' ? 0 : values.value)} on {nightsText(preview?.nights ?? 0)} of{' '}
          {homesText(preview?.homes ?? 0)}, at once. Each night changed then counts as set by hand: a new rate plan
          leaves it alone until it is given back to the plan.
        </Text>
      </ConfirmModal>
    </Paper>
  );
};

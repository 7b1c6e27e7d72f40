import {
  AMENITIES,
  AMENITY_LABELS,
  BUILDING_TYPES,
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_LABELS,
  CHECK_IN_METHOD_LABELS,
  CHECK_IN_METHODS,
  CHECKPOINT_LABELS,
  CHECKPOINTS,
  CURRENCY_SYMBOLS,
  PROPERTY_EDIT,
  PROPERTY_RECORD_TEXT,
  PROPERTY_SEGMENT_LABELS,
  PROPERTY_SEGMENTS,
  RISK_COLOURS,
  type CancellationPolicy,
  type CheckInMethod,
  type RiskColour,
  type TPropertyAttributes,
  type TUpdatePropertyRequest,
} from '@hearth/domain/properties';
import {
  ActionIcon,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import { DatePickerField } from '../../../components/date-picker-field';
import { ErrorAlert } from '../../../components/error-alert';
import { FormFooter } from '../../../components/form-footer';
import { isApiError } from '../../../lib/api-client';
import { useUpdateProperty } from '../../../api/properties/update-property';
import { errorsOfDetails, requestOf, valuesOf, type EditErrors, type EditValues } from '../utils/property-edit';
import { partsOf, partsRequestOf, type EditParts } from '../utils/property-edit-parts';
import { RISK_COLOUR_SHADES } from '../utils/property-facts';
import { EditBaseFeesSection } from './edit-base-fees-section';
import { EditFinanceSection } from './edit-finance-section';
import { AddButton, asNumber, capitalised, FormSection, ListError, options } from './edit-form-parts';
import { EditManagementFeesSection } from './edit-management-fees-section';
import { EditPricingExclusionsSection } from './edit-pricing-exclusions-section';
import { EditRoomsSection } from './edit-rooms-section';

// Loaded when 'Edit property details' is pressed (property-details-screen.tsx).

/** The PATCH attributes of the whole form: its own facts and the profile parts that changed, or null when none did. */
const changesOf = (
  values: EditValues,
  initial: EditValues,
  parts: EditParts,
  initialParts: EditParts,
): Record<string, unknown> | null => {
  const sent = { ...requestOf(values, initial), ...partsRequestOf(parts, initialParts) };
  return Object.keys(sent).length === 0 ? null : sent;
};

/**
 * 'Edit property details' (spec 000 §6): the facts a person edits, checked with the API's own schema on Save (loaded
 * then) and saved with `PATCH v3/properties/{id}`, which sends only the parts that changed. Fees, pricing exclusions
 * and payouts show only for those who may read them (the API refuses them from anyone else); the Salesforce link only
 * reaches those who may see it.
 */
export const PropertyEditForm = ({
  propertyId,
  property,
  onDone,
}: {
  propertyId: string;
  property: TPropertyAttributes;
  onDone: () => void;
}) => {
  const initial = useMemo(() => valuesOf(property), [property]);
  const initialParts = useMemo(() => partsOf(property), [property]);
  const [values, setValues] = useState<EditValues>(initial);
  const [parts, setParts] = useState<EditParts>(initialParts);
  const [errors, setErrors] = useState<EditErrors>({});
  const [checking, setChecking] = useState(false);
  const update = useUpdateProperty(propertyId);
  const changes = changesOf(values, initial, parts, initialParts);
  const currency = CURRENCY_SYMBOLS[property.currency];

  const set = <K extends keyof EditValues>(key: K, value: EditValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setPart = <K extends keyof EditParts>(key: K, value: EditParts[K]) => setParts((p) => ({ ...p, [key]: value }));
  const setIn = <K extends 'compliance' | 'policy' | 'settings' | 'checkpoints'>(
    key: K,
    part: Partial<EditValues[K]>,
  ) => setValues((v) => ({ ...v, [key]: { ...v[key], ...part } }));
  const error = (key: string): string | undefined => errors[key];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changes) return;
    setChecking(true);
    const { checkPropertyEdit } = await import('../utils/property-edit-check');
    const found = checkPropertyEdit(changes);
    setChecking(false);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate({ data: { type: 'property', attributes: changes } } as TUpdatePropertyRequest, {
      onSuccess: () => {
        notifications.show({ color: 'teal', title: PROPERTY_RECORD_TEXT.saved, message: property.name });
        onDone();
      },
      onError: (failure) => {
        if (isApiError(failure)) setErrors(errorsOfDetails(failure.errorDetails));
      },
    });
  };

  const fieldErrors = Object.keys(errors).filter((key) => key !== '');
  const links = values.links;
  const fees = values.baseFees;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={PROPERTY_RECORD_TEXT.editDetails}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <FormSection title="The property">
            <TextInput
              label="Name"
              value={values.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={error('name')}
              maxLength={PROPERTY_EDIT.nameMax}
              required
            />
            <SimpleGrid cols={2} spacing="sm">
              <Select
                label="Type"
                data={options(BUILDING_TYPES, capitalised)}
                value={values.type}
                onChange={(next) => next && set('type', next)}
                error={error('details.type')}
                allowDeselect={false}
              />
              <Select
                label="Segment"
                data={options(PROPERTY_SEGMENTS, (s) => PROPERTY_SEGMENT_LABELS[s])}
                value={values.segment}
                onChange={(next) => next && set('segment', next)}
                error={error('details.segment')}
                allowDeselect={false}
              />
              <NumberInput
                label="Bedrooms"
                value={values.bedrooms}
                onChange={(next) => set('bedrooms', asNumber(next))}
                error={error('details.bedrooms')}
                min={0}
                max={PROPERTY_EDIT.bedroomsMax}
                allowDecimal={false}
                clampBehavior="none"
              />
              <NumberInput
                label="Bathrooms"
                value={values.bathrooms}
                onChange={(next) => set('bathrooms', asNumber(next))}
                error={error('details.bathrooms')}
                min={1}
                max={PROPERTY_EDIT.bathroomsMax}
                allowDecimal={false}
                clampBehavior="none"
              />
              <NumberInput
                label="Guests"
                value={values.maxGuests}
                onChange={(next) => set('maxGuests', asNumber(next))}
                error={error('details.maxGuests')}
                min={1}
                max={PROPERTY_EDIT.maxGuestsMax}
                allowDecimal={false}
                clampBehavior="none"
              />
              <NumberInput
                label="Minimum stay (nights)"
                value={values.minimumStay}
                onChange={(next) => set('minimumStay', asNumber(next))}
                error={error('details.minimumStay')}
                min={1}
                max={PROPERTY_EDIT.minimumStayMax}
                allowDecimal={false}
                clampBehavior="none"
              />
            </SimpleGrid>
          </FormSection>

          <FormSection title="Renewal and compliance">
            <Switch
              label={`${PROPERTY_RECORD_TEXT.longTermOnly} this year`}
              checked={values.compliance.currentYearOverrideActivated}
              onChange={(e) => setIn('compliance', { currentYearOverrideActivated: e.currentTarget.checked })}
            />
            <Switch
              label="The short-stay policy applies"
              checked={values.compliance.policyEnabled}
              onChange={(e) => setIn('compliance', { policyEnabled: e.currentTarget.checked })}
            />
            <SimpleGrid cols={2} spacing="sm">
              <Select
                label="Risk colour"
                data={options(RISK_COLOURS, (c) => RISK_COLOUR_SHADES[c].label)}
                value={values.compliance.riskColour}
                onChange={(next) => next && setIn('compliance', { riskColour: next as RiskColour })}
                allowDeselect={false}
              />
              <TextInput
                label="Risk label"
                value={values.compliance.riskLabel}
                onChange={(e) => setIn('compliance', { riskLabel: e.currentTarget.value })}
                error={error('compliance.riskLabel')}
                maxLength={PROPERTY_EDIT.riskLabelMax}
              />
              <NumberInput
                label="Bookable days this year"
                description="Empty for no cap"
                value={values.compliance.currentYearBookableDays}
                onChange={(next) => setIn('compliance', { currentYearBookableDays: asNumber(next) })}
                error={error('compliance.currentYearBookableDays')}
                min={0}
                max={PROPERTY_EDIT.bookableDaysMax}
                allowDecimal={false}
                clampBehavior="none"
              />
              <DatePickerField
                label="Renewal date"
                size="sm"
                value={values.compliance.currentYearRenewalDate}
                onChange={(day) => setIn('compliance', { currentYearRenewalDate: day })}
                error={error('compliance.currentYearRenewalDate')}
              />
            </SimpleGrid>
          </FormSection>

          <FormSection title="Amenities">
            <Checkbox.Group
              value={values.amenities}
              onChange={(next) => set('amenities', next)}
              error={error('amenities')}
              aria-label="Amenities"
            >
              <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt={4}>
                {AMENITIES.map((amenity) => (
                  <Checkbox key={amenity} value={amenity} label={AMENITY_LABELS[amenity]} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </FormSection>

          <FormSection title="Onboarding checkpoints">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {CHECKPOINTS.map((name) => (
                <DatePickerField
                  key={name}
                  label={CHECKPOINT_LABELS[name]}
                  size="sm"
                  value={values.checkpoints[name]}
                  onChange={(day) => setIn('checkpoints', { [name]: day })}
                  error={error(`checkpoints.${name}`)}
                />
              ))}
            </SimpleGrid>
          </FormSection>

          <FormSection title="Resources">
            {links.map((link, index) => (
              <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1 }}>
                  <TextInput
                    label="Link name"
                    value={link.name}
                    onChange={(e) => {
                      const name = e.currentTarget.value;
                      set(
                        'links',
                        links.map((l, i) => (i === index ? { ...l, name } : l)),
                      );
                    }}
                    error={error(`resources.links.${index}.name`)}
                  />
                  <TextInput
                    label="Web address"
                    type="url"
                    value={link.url}
                    placeholder="https://"
                    onChange={(e) => {
                      const url = e.currentTarget.value;
                      set(
                        'links',
                        links.map((l, i) => (i === index ? { ...l, url } : l)),
                      );
                    }}
                    error={error(`resources.links.${index}.url`)}
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={`Remove the link ${link.name || index + 1}`}
                  onClick={() =>
                    set(
                      'links',
                      links.filter((_, i) => i !== index),
                    )
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <ListError>{error('resources.links')}</ListError>
            <AddButton
              onClick={() => set('links', [...links, { name: '', url: '' }])}
              disabled={links.length >= PROPERTY_EDIT.linksMax}
            >
              Add link
            </AddButton>
          </FormSection>

          <FormSection title="House policy">
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                label="Check-in from"
                type="time"
                value={values.policy.checkInTime}
                onChange={(e) => setIn('policy', { checkInTime: e.currentTarget.value })}
                error={error('policy.checkInTime')}
              />
              <TextInput
                label="Check-out by"
                type="time"
                value={values.policy.checkOutTime}
                onChange={(e) => setIn('policy', { checkOutTime: e.currentTarget.value })}
                error={error('policy.checkOutTime')}
              />
              <TextInput
                label="Quiet hours from"
                type="time"
                value={values.policy.quietHoursFrom}
                onChange={(e) => setIn('policy', { quietHoursFrom: e.currentTarget.value })}
                error={error('policy.quietHoursFrom')}
              />
              <TextInput
                label="Quiet hours to"
                type="time"
                value={values.policy.quietHoursTo}
                onChange={(e) => setIn('policy', { quietHoursTo: e.currentTarget.value })}
                error={error('policy.quietHoursTo')}
              />
              <Select
                label="Cancellation"
                data={options(CANCELLATION_POLICIES, (c) => CANCELLATION_POLICY_LABELS[c])}
                value={values.policy.cancellationPolicy}
                onChange={(next) => next && setIn('policy', { cancellationPolicy: next as CancellationPolicy })}
                allowDeselect={false}
              />
              <NumberInput
                label="Youngest main guest"
                value={values.policy.minimumGuestAge}
                onChange={(next) => setIn('policy', { minimumGuestAge: asNumber(next) })}
                error={error('policy.minimumGuestAge')}
                min={16}
                max={30}
                allowDecimal={false}
                clampBehavior="none"
              />
            </SimpleGrid>
            <Group gap="lg">
              <Checkbox
                label="Pets allowed"
                checked={values.policy.petsAllowed}
                onChange={(e) => setIn('policy', { petsAllowed: e.currentTarget.checked })}
              />
              <Checkbox
                label="Smoking allowed"
                checked={values.policy.smokingAllowed}
                onChange={(e) => setIn('policy', { smokingAllowed: e.currentTarget.checked })}
              />
              <Checkbox
                label="Parties allowed"
                checked={values.policy.partiesAllowed}
                onChange={(e) => setIn('policy', { partiesAllowed: e.currentTarget.checked })}
              />
            </Group>
            <Textarea
              label="House rules"
              rows={4}
              resize="vertical"
              value={values.policy.houseRules}
              onChange={(e) => setIn('policy', { houseRules: e.currentTarget.value })}
              error={error('policy.houseRules')}
              maxLength={PROPERTY_EDIT.textMax}
            />
          </FormSection>

          <FormSection title="Settings">
            <Select
              label="Check-in method"
              data={options(CHECK_IN_METHODS, (m) => CHECK_IN_METHOD_LABELS[m])}
              value={values.settings.checkInMethod}
              onChange={(next) => next && setIn('settings', { checkInMethod: next as CheckInMethod })}
              allowDeselect={false}
            />
            <TextInput
              label="Wi-Fi network"
              value={values.settings.wifiNetwork}
              onChange={(e) => setIn('settings', { wifiNetwork: e.currentTarget.value })}
              error={error('settings.wifiNetwork')}
              maxLength={PROPERTY_EDIT.shortTextMax}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <Switch
                label="Instant book"
                checked={values.settings.instantBook}
                onChange={(e) => setIn('settings', { instantBook: e.currentTarget.checked })}
              />
              <Switch
                label="Smart pricing"
                checked={values.settings.smartPricing}
                onChange={(e) => setIn('settings', { smartPricing: e.currentTarget.checked })}
              />
              <Switch
                label="Guest portal"
                checked={values.settings.guestPortal}
                onChange={(e) => setIn('settings', { guestPortal: e.currentTarget.checked })}
              />
              <Switch
                label="Clean after owner stays"
                checked={values.settings.cleanAfterOwnerStay}
                onChange={(e) => setIn('settings', { cleanAfterOwnerStay: e.currentTarget.checked })}
              />
            </SimpleGrid>
          </FormSection>

          <EditRoomsSection rooms={parts.rooms} onChange={(rooms) => setPart('rooms', rooms)} error={error} />

          {fees ? (
            <EditBaseFeesSection
              fees={fees}
              currencySymbol={currency}
              onChange={(next) => set('baseFees', next)}
              error={error}
            />
          ) : null}

          {parts.managementFees ? (
            <EditManagementFeesSection
              fees={parts.managementFees}
              onChange={(next) => setPart('managementFees', next)}
              error={error}
            />
          ) : null}

          {parts.pricingExclusions ? (
            <EditPricingExclusionsSection
              exclusions={parts.pricingExclusions}
              currencySymbol={currency}
              onChange={(next) => setPart('pricingExclusions', next)}
              error={error}
            />
          ) : null}

          {parts.finance ? (
            <EditFinanceSection
              finance={parts.finance}
              nz={property.currency === 'NZD'}
              currencySymbol={currency}
              onChange={(next) => setPart('finance', next)}
              error={error}
            />
          ) : null}
        </SimpleGrid>

        {errors[''] ? <ErrorAlert>{errors['']}</ErrorAlert> : null}
        {fieldErrors.length > 0 ? (
          <Text size="sm" c="red" role="alert">
            {fieldErrors.length === 1 ? 'One field needs a look.' : `${fieldErrors.length} fields need a look.`}
          </Text>
        ) : null}
        {update.error && Object.keys(errors).length === 0 ? (
          <ErrorAlert title={PROPERTY_RECORD_TEXT.saveErrorTitle}>
            {isApiError(update.error)
              ? `${update.error.errorCode} ${update.error.errorMessage}`
              : 'Something went wrong. Try again.'}
          </ErrorAlert>
        ) : null}
        <FormFooter
          onCancel={onDone}
          saveLabel="Save details"
          pending={{ save: checking || update.isPending }}
          saveDisabled={changes === null}
        />
      </Stack>
    </form>
  );
};

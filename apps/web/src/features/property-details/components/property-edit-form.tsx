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
  NIGHT_CAP_RULE_IDS,
  NIGHT_CAP_RULES,
  PROPERTY_EDIT,
  PROPERTY_RECORD_TEXT,
  PROPERTY_SEGMENT_LABELS,
  PROPERTY_SEGMENTS,
  RISK_COLOURS,
  suggestedNightCapRule,
  type CancellationPolicy,
  type CheckInMethod,
  type NightCapRule,
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
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DatePickerField } from '../../../components/date-picker-field';
import { ErrorAlert } from '../../../components/error-alert';
import { FormFooter } from '../../../components/form-footer';
import { isApiError } from '../../../lib/api-client';
import { useUpdateProperty } from '../../../api/properties/update-property';
import { amenitiesInOrder, errorsOfDetails, requestOf, valuesOf } from '../utils/property-edit';
import { partsOf, partsRequestOf, type EditFormValues } from '../utils/property-edit-parts';
import { RISK_COLOUR_SHADES } from '../utils/property-facts';
import { EditBaseFeesSection } from './edit-base-fees-section';
import { EditFinanceSection } from './edit-finance-section';
import { AddButton, asNumber, capitalised, FormSection, ListError, options } from './edit-form-parts';
import { EditManagementFeesSection } from './edit-management-fees-section';
import { EditPricingExclusionsSection } from './edit-pricing-exclusions-section';
import { EditRoomsSection } from './edit-rooms-section';

// Loaded when 'Edit property details' is pressed (property-details-screen.tsx).

/**
 * 'Edit property details' (docs/product/properties.md#who-uses-it): the facts a person edits, checked with the API's own schema on Save (loaded
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
  // The messages are the API's, by its keys ('details.bedrooms'), set on Save and kept until the next one. The schema
  // is not the form's validator: it is loaded on Save (property-edit-check.ts) and its messages set with setErrors.
  const form = useForm<EditFormValues>({
    mode: 'controlled',
    initialValues: { ...valuesOf(property), ...partsOf(property) },
    clearInputErrorOnChange: false,
  });
  const { values, errors } = form;
  const [checking, setChecking] = useState(false);
  const update = useUpdateProperty(propertyId);
  // Only what the form says is dirty is sent, so the audit entry and the history hold what the person edited.
  const isDirty = (path: string) => form.isDirty(path);
  const sent = { ...requestOf(values, isDirty), ...partsRequestOf(values, isDirty) };
  const changes = Object.keys(sent).length === 0 ? null : sent;
  const currency = CURRENCY_SYMBOLS[property.currency];

  const set = form.setFieldValue;
  const capSuggestion = property.address ? suggestedNightCapRule(property.address) : null;
  const error = (key: string): string | undefined => {
    const message = errors[key];
    return typeof message === 'string' ? message : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changes) return;
    setChecking(true);
    const { checkPropertyEdit } = await import('../utils/property-edit-check');
    const found = checkPropertyEdit(changes);
    setChecking(false);
    form.setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate({ data: { type: 'property', attributes: changes } } as TUpdatePropertyRequest, {
      onSuccess: () => {
        notifications.show({ color: 'teal', title: PROPERTY_RECORD_TEXT.saved, message: property.name });
        onDone();
      },
      onError: (failure) => {
        if (isApiError(failure)) form.setErrors(errorsOfDetails(failure.errorDetails));
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
                label="Beds"
                value={values.beds}
                onChange={(next) => set('beds', asNumber(next))}
                error={error('details.beds')}
                min={1}
                max={PROPERTY_EDIT.bedsMax}
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
              onChange={(e) => set('compliance.currentYearOverrideActivated', e.currentTarget.checked)}
            />
            <Switch
              label="The short-stay policy applies"
              checked={values.compliance.policyEnabled}
              onChange={(e) => set('compliance.policyEnabled', e.currentTarget.checked)}
            />
            <SimpleGrid cols={2} spacing="sm">
              <Select
                label="Risk colour"
                data={options(RISK_COLOURS, (c) => RISK_COLOUR_SHADES[c].label)}
                value={values.compliance.riskColour}
                onChange={(next) => next && set('compliance.riskColour', next as RiskColour)}
                allowDeselect={false}
              />
              <TextInput
                label="Risk label"
                value={values.compliance.riskLabel}
                onChange={(e) => set('compliance.riskLabel', e.currentTarget.value)}
                error={error('compliance.riskLabel')}
                maxLength={PROPERTY_EDIT.riskLabelMax}
              />
              <Select
                label="Night cap"
                description={
                  capSuggestion ? `This address suggests: ${NIGHT_CAP_RULES[capSuggestion].label}` : undefined
                }
                data={[
                  { value: 'none', label: 'No cap' },
                  ...NIGHT_CAP_RULE_IDS.map((rule) => ({
                    value: rule,
                    label:
                      rule === 'custom'
                        ? 'Set by hand'
                        : `${NIGHT_CAP_RULES[rule].label} (${NIGHT_CAP_RULES[rule].nights})`,
                  })),
                ]}
                value={values.compliance.nightCapRule ?? 'none'}
                onChange={(next) => {
                  const rule = next === 'none' || next === null ? null : (next as NightCapRule);
                  set('compliance.nightCapRule', rule);
                  const nights = rule ? NIGHT_CAP_RULES[rule].nights : null;
                  if (rule === null) set('compliance.currentYearBookableDays', '');
                  else if (nights !== null) set('compliance.currentYearBookableDays', nights);
                }}
                allowDeselect={false}
              />
              <NumberInput
                label="Bookable days this year"
                description="The cap in nights; empty for no cap"
                value={values.compliance.currentYearBookableDays}
                disabled={values.compliance.nightCapRule !== null && values.compliance.nightCapRule !== 'custom'}
                onChange={(next) => {
                  set('compliance.currentYearBookableDays', asNumber(next));
                  if (values.compliance.nightCapRule === null && next !== '') set('compliance.nightCapRule', 'custom');
                }}
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
                onChange={(day) => set('compliance.currentYearRenewalDate', day)}
                error={error('compliance.currentYearRenewalDate')}
              />
            </SimpleGrid>
          </FormSection>

          <FormSection title="Amenities">
            <Checkbox.Group
              value={values.amenities}
              onChange={(next) => set('amenities', amenitiesInOrder(next))}
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
                  onChange={(day) => set(`checkpoints.${name}`, day)}
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
                    onChange={(e) => set(`links.${index}.name`, e.currentTarget.value)}
                    error={error(`resources.links.${index}.name`)}
                  />
                  <TextInput
                    label="Web address"
                    type="url"
                    value={link.url}
                    placeholder="https://"
                    onChange={(e) => set(`links.${index}.url`, e.currentTarget.value)}
                    error={error(`resources.links.${index}.url`)}
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={`Remove the link ${link.name || index + 1}`}
                  onClick={() => form.removeListItem('links', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <ListError>{error('resources.links')}</ListError>
            <AddButton
              onClick={() => form.insertListItem('links', { name: '', url: '' })}
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
                onChange={(e) => set('policy.checkInTime', e.currentTarget.value)}
                error={error('policy.checkInTime')}
              />
              <TextInput
                label="Check-out by"
                type="time"
                value={values.policy.checkOutTime}
                onChange={(e) => set('policy.checkOutTime', e.currentTarget.value)}
                error={error('policy.checkOutTime')}
              />
              <TextInput
                label="Quiet hours from"
                type="time"
                value={values.policy.quietHoursFrom}
                onChange={(e) => set('policy.quietHoursFrom', e.currentTarget.value)}
                error={error('policy.quietHoursFrom')}
              />
              <TextInput
                label="Quiet hours to"
                type="time"
                value={values.policy.quietHoursTo}
                onChange={(e) => set('policy.quietHoursTo', e.currentTarget.value)}
                error={error('policy.quietHoursTo')}
              />
              <Select
                label="Cancellation"
                data={options(CANCELLATION_POLICIES, (c) => CANCELLATION_POLICY_LABELS[c])}
                value={values.policy.cancellationPolicy}
                onChange={(next) => next && set('policy.cancellationPolicy', next as CancellationPolicy)}
                allowDeselect={false}
              />
              <NumberInput
                label="Youngest main guest"
                value={values.policy.minimumGuestAge}
                onChange={(next) => set('policy.minimumGuestAge', asNumber(next))}
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
                onChange={(e) => set('policy.petsAllowed', e.currentTarget.checked)}
              />
              <Checkbox
                label="Smoking allowed"
                checked={values.policy.smokingAllowed}
                onChange={(e) => set('policy.smokingAllowed', e.currentTarget.checked)}
              />
              <Checkbox
                label="Parties allowed"
                checked={values.policy.partiesAllowed}
                onChange={(e) => set('policy.partiesAllowed', e.currentTarget.checked)}
              />
            </Group>
            <Textarea
              label="House rules"
              rows={4}
              resize="vertical"
              value={values.policy.houseRules}
              onChange={(e) => set('policy.houseRules', e.currentTarget.value)}
              error={error('policy.houseRules')}
              maxLength={PROPERTY_EDIT.textMax}
            />
            <Textarea
              label="Check-in instructions"
              description="How guests get in: where the key is, door codes, parking. Needed before the home is activated."
              rows={4}
              resize="vertical"
              value={values.policy.checkInInstructions}
              onChange={(e) => set('policy.checkInInstructions', e.currentTarget.value)}
              error={error('policy.checkInInstructions')}
              maxLength={PROPERTY_EDIT.textMax}
            />
          </FormSection>

          <FormSection title="Settings">
            <Select
              label="Check-in method"
              data={options(CHECK_IN_METHODS, (m) => CHECK_IN_METHOD_LABELS[m])}
              value={values.settings.checkInMethod}
              onChange={(next) => next && set('settings.checkInMethod', next as CheckInMethod)}
              allowDeselect={false}
            />
            <TextInput
              label="Wi-Fi network"
              value={values.settings.wifiNetwork}
              onChange={(e) => set('settings.wifiNetwork', e.currentTarget.value)}
              error={error('settings.wifiNetwork')}
              maxLength={PROPERTY_EDIT.shortTextMax}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <Switch
                label="Instant book"
                checked={values.settings.instantBook}
                onChange={(e) => set('settings.instantBook', e.currentTarget.checked)}
              />
              <Switch
                label="Smart pricing"
                checked={values.settings.smartPricing}
                onChange={(e) => set('settings.smartPricing', e.currentTarget.checked)}
              />
              <Switch
                label="Guest portal"
                checked={values.settings.guestPortal}
                onChange={(e) => set('settings.guestPortal', e.currentTarget.checked)}
              />
              <Switch
                label="Clean after owner stays"
                checked={values.settings.cleanAfterOwnerStay}
                onChange={(e) => set('settings.cleanAfterOwnerStay', e.currentTarget.checked)}
              />
              <Switch
                label="Checkout clean task for every stay"
                description="A cleaning task on each stay's check-out day, moved and cancelled with its stay"
                checked={values.autoCheckoutClean}
                onChange={(e) => set('autoCheckoutClean', e.currentTarget.checked)}
              />
            </SimpleGrid>
          </FormSection>

          <EditRoomsSection form={form} error={error} />

          {fees ? <EditBaseFeesSection form={form} fees={fees} currencySymbol={currency} error={error} /> : null}

          {values.managementFees ? (
            <EditManagementFeesSection form={form} fees={values.managementFees} error={error} />
          ) : null}

          {values.pricingExclusions ? (
            <EditPricingExclusionsSection
              form={form}
              exclusions={values.pricingExclusions}
              currencySymbol={currency}
              error={error}
            />
          ) : null}

          {values.finance ? (
            <EditFinanceSection
              form={form}
              finance={values.finance}
              nz={property.currency === 'NZD'}
              currencySymbol={currency}
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

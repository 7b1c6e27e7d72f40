import { DEFAULT_TIMEZONE, todayIn } from '@hearth/domain/dates';
import { SMARTQUOTE_MESSAGES, SMARTQUOTE_PLACEHOLDERS, ZSmartquoteSettingsInput } from '@hearth/domain/smartquotes';
import { SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { DatePickerField } from '../../../components/date-picker-field';
import { useStepSave } from '../hooks/use-step-save';
import { centsOf, dollarsOf, numberOf, problemsOf } from '../utils/form-problems';
import type { QuoteStepProps } from '../utils/step-props';
import { MoneyInput, PercentInput } from './money-input';
import { StepForm } from './step-form';

/** The offer: our (short-term) management fee and setup fee are needed; a close-by date may be left open. */
const ZOffer = z.object({
  managementFee: ZSmartquoteSettingsInput.shape.managementFee.unwrap(),
  setupFee: ZSmartquoteSettingsInput.shape.setupFee.unwrap(),
  closeBy: ZSmartquoteSettingsInput.shape.closeBy,
});

type OfferValues = { managementFee: number | string; setupFee: number | string; closeBy: string | null };

const bodyOf = (values: OfferValues) => ({
  managementFee: numberOf(values.managementFee),
  setupFee: centsOf(values.setupFee),
  closeBy: values.closeBy,
});

/** Step 6 (docs/product/smartquotes.md#rules, #limits): the STR management fee, the setup fee and the date the offer closes. */
export const OfferStep = ({ quote, back, nextLabel, onDone }: QuoteStepProps) => {
  const { settings, property } = quote.attributes;
  const { save, pending, alert } = useStepSave(quote.id, SMARTQUOTE_MESSAGES.saveSettings, onDone);
  const form = useForm<OfferValues>({
    initialValues: {
      managementFee: settings.managementFee ?? '',
      setupFee: dollarsOf(settings.setupFee),
      closeBy: settings.closeBy,
    },
    validate: (values) => problemsOf(ZOffer, bodyOf(values)),
  });
  const closeBy = form.getInputProps('closeBy');
  return (
    <StepForm
      back={back}
      nextLabel={nextLabel}
      pending={pending}
      alert={alert}
      onSubmit={form.onSubmit((values) => save({ settings: ZOffer.parse(bodyOf(values)) }))}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <PercentInput
          label="STR management fee"
          placeholder={SMARTQUOTE_PLACEHOLDERS.managementFee}
          {...form.getInputProps('managementFee')}
        />
        <MoneyInput
          country={property.country}
          label="Setup fee"
          placeholder={SMARTQUOTE_PLACEHOLDERS.setupFee}
          {...form.getInputProps('setupFee')}
        />
      </SimpleGrid>
      <DatePickerField
        label="Close by"
        placeholder="Pick a day"
        value={form.values.closeBy}
        onChange={(day) => form.setFieldValue('closeBy', day)}
        minDate={todayIn(DEFAULT_TIMEZONE)}
        error={closeBy.error as string | undefined}
      />
    </StepForm>
  );
};

import { SMARTQUOTE_MESSAGES, SMARTQUOTE_PLACEHOLDERS, ZSmartquoteSettingsInput } from '@hearth/domain/smartquotes';
import { SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { useStepSave } from '../hooks/use-step-save';
import { centsOf, dollarsOf, numberOf, problemsOf } from '../utils/form-problems';
import type { QuoteStepProps } from '../utils/step-props';
import { MoneyInput, PercentInput } from './money-input';
import { StepForm } from './step-form';

/** Both are needed here: the same checks as the API's, but neither may be left out. */
const ZRent = z.object({
  weeklyLtr: ZSmartquoteSettingsInput.shape.weeklyLtr.unwrap(),
  ltrManagementFee: ZSmartquoteSettingsInput.shape.ltrManagementFee.unwrap(),
});

type RentValues = { weeklyLtr: number | string; ltrManagementFee: number | string };

const bodyOf = (values: RentValues) => ({
  weeklyLtr: centsOf(values.weeklyLtr),
  ltrManagementFee: numberOf(values.ltrManagementFee),
});

/**
 * Step 3 (docs/product/smartquotes.md#rules, #limits): what the home earns let long-term, and the fee on it. The fee starts from the quote's, or
 * the company's LTR fee. Money typed in dollars, sent in cents.
 */
export const RentStep = ({
  quote,
  companyFee,
  back,
  nextLabel,
  onDone,
}: QuoteStepProps & { companyFee: number | null }) => {
  const { settings, property, company } = quote.attributes;
  const { save, pending, alert } = useStepSave(quote.id, SMARTQUOTE_MESSAGES.saveRent, onDone);
  const form = useForm<RentValues>({
    initialValues: {
      weeklyLtr: dollarsOf(settings.weeklyLtr),
      ltrManagementFee: settings.ltrManagementFee ?? companyFee ?? company.settings.ltrManagementFee ?? '',
    },
    validate: (values) => problemsOf(ZRent, bodyOf(values)),
  });
  return (
    <StepForm
      back={back}
      nextLabel={nextLabel}
      pending={pending}
      alert={alert}
      onSubmit={form.onSubmit((values) => save({ settings: ZRent.parse(bodyOf(values)) }))}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <MoneyInput
          country={property.country}
          label="Weekly long-term rent"
          placeholder={SMARTQUOTE_PLACEHOLDERS.weeklyLtr}
          {...form.getInputProps('weeklyLtr')}
        />
        <PercentInput
          label="LTR management fee"
          placeholder={SMARTQUOTE_PLACEHOLDERS.ltrManagementFee}
          {...form.getInputProps('ltrManagementFee')}
        />
      </SimpleGrid>
    </StepForm>
  );
};

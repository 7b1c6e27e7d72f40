import { SMARTQUOTE_MESSAGES, ZSmartquoteOwnerInput, type TSmartquoteOwnerInput } from '@hearth/domain/smartquotes';
import { SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useStepSave } from '../hooks/use-step-save';
import type { QuoteStepProps } from '../utils/step-props';
import { StepForm } from './step-form';

/** Step 4 (docs/product/smartquotes.md#rules): who owns the home and how to reach them; the same checks as the API's. */
export const OwnerStep = ({ quote, back, nextLabel, onDone }: QuoteStepProps) => {
  const owner = quote.attributes.owner;
  const { save, pending, alert } = useStepSave(quote.id, SMARTQUOTE_MESSAGES.saveOwner, onDone);
  const form = useForm<TSmartquoteOwnerInput>({
    initialValues: {
      firstName: owner.firstName ?? '',
      lastName: owner.lastName ?? '',
      phone: owner.phone ?? '',
      email: owner.email ?? '',
      address: owner.address ?? '',
    },
    validate: schemaResolver(ZSmartquoteOwnerInput, { sync: true }),
  });
  return (
    <StepForm
      back={back}
      nextLabel={nextLabel}
      pending={pending}
      alert={alert}
      onSubmit={form.onSubmit((values) => save({ owner: ZSmartquoteOwnerInput.parse(values) }))}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="First name" autoComplete="off" {...form.getInputProps('firstName')} />
        <TextInput label="Last name" autoComplete="off" {...form.getInputProps('lastName')} />
        <TextInput label="Mobile" type="tel" autoComplete="off" {...form.getInputProps('phone')} />
        <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
      </SimpleGrid>
      <TextInput label="Owner's address" autoComplete="off" {...form.getInputProps('address')} />
    </StepForm>
  );
};

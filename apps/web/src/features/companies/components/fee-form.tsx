import { COMPANY_LIST } from '@hearth/domain/companies';
import { NumberInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { FormFooter } from '../../../components/form-footer';
import { serverMessage } from '../../../lib/api-client';
import { useUpdateCompanySettings } from '../../../api/companies/update-company-settings';
import { feeProblem } from '../utils/settings-rules';

// Loaded when the fees modal opens (company-settings.tsx), with the number input it needs.

/** The fees modal's body: the LTR management fee, a percentage from 1 (docs/product/companies.md#rules). */
export const FeeForm = ({
  companyId,
  current,
  onDone,
}: {
  companyId: string;
  current: number | null;
  onDone: () => void;
}) => {
  const update = useUpdateCompanySettings(companyId);
  const [value, setValue] = useState<number | string>(current ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = feeProblem(value);
    setProblem(invalid);
    if (invalid) return;
    update.mutate(
      { settings: { ltrManagementFee: Number(value) } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', title: 'Fees saved', message: 'The LTR management fee is updated.' });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NumberInput
          label="LTR Management Fee (%)"
          value={value}
          onChange={(next) => {
            setValue(next);
            if (problem) setProblem(null);
          }}
          error={problem}
          min={COMPANY_LIST.feeMin}
          max={COMPANY_LIST.feeMax}
          decimalScale={2}
          clampBehavior="none"
          required
          data-autofocus
        />
        {update.error ? <ErrorAlert>{serverMessage(update.error) ?? update.error.message}</ErrorAlert> : null}
        <FormFooter onCancel={onDone} pending={{ save: update.isPending }} />
      </Stack>
    </form>
  );
};

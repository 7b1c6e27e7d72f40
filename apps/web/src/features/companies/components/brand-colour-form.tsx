import { ColorInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { FormFooter } from '../../../components/form-footer';
import { serverMessage } from '../../../lib/api-client';
import { useUpdateCompanySettings } from '../../../api/companies/update-company-settings';
import { brandColourProblem } from '../utils/settings-rules';
import { BrandPreview } from './brand-preview';

// Loaded when the brand colour modal opens (company-settings.tsx): the colour picker is not in the page's first load.

/** The brand colour modal's body: a hex colour picked or typed (docs/product/companies.md#screens, #rules). */
export const BrandColourForm = ({
  companyId,
  current,
  onDone,
}: {
  companyId: string;
  current: string | null;
  onDone: () => void;
}) => {
  const update = useUpdateCompanySettings(companyId);
  const [value, setValue] = useState(current ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = brandColourProblem(value);
    setProblem(invalid);
    if (invalid) return;
    update.mutate(
      { settings: { brandColour: value.trim() } },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            title: 'Brand colour saved',
            message: 'The new colour shows straight away.',
          });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ColorInput
          label="Brand colour"
          description="A hex colour code such as #0c8599"
          format="hex"
          value={value}
          onChange={(next) => {
            setValue(next);
            if (problem) setProblem(null);
          }}
          error={problem}
          withEyeDropper={false}
          // What was typed stays, so that a wrong code gets the spec's message rather than quietly reverting.
          fixOnBlur={false}
          data-autofocus
        />
        <BrandPreview value={value} />
        {update.error ? <ErrorAlert>{serverMessage(update.error) ?? update.error.message}</ErrorAlert> : null}
        <FormFooter onCancel={onDone} pending={{ save: update.isPending }} />
      </Stack>
    </form>
  );
};

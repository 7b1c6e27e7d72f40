import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { SMARTQUOTE_LABELS } from '@hearth/domain/smartquotes';
import { ErrorAlert } from '../../../components/error-alert';
import type { BackRule } from '../utils/wizard-steps';

export type StepFormProps = {
  back: BackRule;
  nextLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Next shows its own spinner while the step saves. */
  pending?: boolean;
  /** The step's save failure (docs/product/smartquotes.md#messages): shown above the buttons; the input stays as typed. */
  alert?: string | null;
  children: ReactNode;
};

/** One step's form with the wizard's Back and Next (docs/product/smartquotes.md#screens: every step has both). */
export const StepForm = ({ back, nextLabel, onSubmit, pending = false, alert = null, children }: StepFormProps) => (
  <form noValidate onSubmit={onSubmit}>
    <Stack gap="md">
      {children}
      {alert ? <ErrorAlert>{alert}</ErrorAlert> : null}
      <Group justify="space-between" gap="sm" mt="sm">
        {back.disabled ? (
          <Button variant="default" disabled>
            {SMARTQUOTE_LABELS.back}
          </Button>
        ) : (
          <Button variant="default" component={Link} to={back.href}>
            {SMARTQUOTE_LABELS.back}
          </Button>
        )}
        <Button type="submit" loading={pending}>
          {nextLabel}
        </Button>
      </Group>
    </Stack>
  </form>
);

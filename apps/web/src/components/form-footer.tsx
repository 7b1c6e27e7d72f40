import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/** Which of the footer's buttons has work running: each shows its own spinner. */
export type FormFooterPending = { save?: boolean; delete?: boolean; cancel?: boolean };

type FormFooterProps = {
  /** Where Cancel leads (a link); or `onCancel` for a Cancel that does something (closes a modal). */
  cancelTo?: string;
  onCancel?: () => void;
  /** What Save does; without it Save submits the form the footer is in. */
  onSave?: () => void;
  /** The Save label can be changed (docs/product/display.md#screens): 'Save' unless given. */
  saveLabel?: string;
  /** Delete shows only when there is a handler (docs/product/display.md#screens). */
  onDelete?: () => void;
  pending?: FormFooterPending;
  /** Save is off (nothing changed, the form is not ready). */
  saveDisabled?: boolean;
};

/**
 * The form footer of docs/product/display.md#screens: Delete on the left (only with a handler), Cancel and Save on the right. Each button
 * shows its own pending state; while one runs, Save and Delete wait for it (no delete under a save, no save under a
 * delete), and Cancel stays open so that one can always leave.
 */
export const FormFooter = ({
  cancelTo,
  onCancel,
  onSave,
  saveLabel = 'Save',
  onDelete,
  pending = {},
  saveDisabled = false,
}: FormFooterProps) => {
  const saving = pending.save === true;
  const deleting = pending.delete === true;
  const cancelling = pending.cancel === true;
  const cancel =
    cancelTo !== undefined ? (
      <Button variant="default" component={Link} to={cancelTo} loading={cancelling}>
        Cancel
      </Button>
    ) : onCancel ? (
      <Button variant="default" onClick={onCancel} loading={cancelling}>
        Cancel
      </Button>
    ) : null;
  return (
    <Group justify={onDelete ? 'space-between' : 'flex-end'} gap="sm">
      {onDelete ? (
        <Button variant="light" color="red" onClick={onDelete} loading={deleting} disabled={saving || cancelling}>
          Delete
        </Button>
      ) : null}
      <Group gap="sm" wrap="nowrap">
        {cancel}
        <Button
          type={onSave ? 'button' : 'submit'}
          onClick={onSave}
          loading={saving}
          disabled={saveDisabled || deleting || cancelling}
        >
          {saveLabel}
        </Button>
      </Group>
    </Group>
  );
};

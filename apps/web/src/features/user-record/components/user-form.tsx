import { attachesCompanies, roleCombinationProblem } from '@hearth/domain/access';
import { NOTIFICATION_LABELS, USER_MESSAGES } from '@hearth/domain/users';
import { Button, Group, Paper, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { UserRecord } from '../../../api/users/get-user';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { useSaveUser } from '../hooks/use-save-user';
import {
  checkValues,
  initialValues,
  mappingTypeFor,
  serverFieldErrors,
  toCreateRequest,
  toUpdateRequest,
  visibleToggles,
  type UserFormValues,
  type UserRequest,
} from '../utils/user-form';
import { CompanyAssignment } from './company-assignment';
import { FormSection } from './form-section';
import { PropertyAttachment } from './property-attachment';
import { RolesField } from './roles-field';
import { UserConfirmModal } from './user-confirm-modal';
import { UserSaveFailure, UserSaveSuccess } from './user-save-result';

/** The API's own check of the body, loaded on send: the first message per field. */
const checkRequest = async (request: UserRequest) => (await import('../utils/user-check')).checkUserRequest(request);

/** No wording in the spec for a failed edit without a server message; the create one names creating. */

type Phase = 'form' | 'confirm' | 'done' | 'failed';

type UserFormProps = {
  /** The user being edited; absent when adding one. */
  record?: UserRecord;
};

/** Add or edit a user (docs/product/users.md#screens, #states, #rules): the form, its confirmation, then the success or failure screen. */
export const UserForm = ({ record }: UserFormProps) => {
  const mode = record ? 'edit' : 'create';
  // The spec's rules first (checkValues, on Save); then the API's own schema, loaded on send (checkRequest).
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: initialValues(record),
    validate: checkValues,
  });
  const { values, errors } = form;
  const [checking, setChecking] = useState(false);
  const [phase, setPhase] = useState<Phase>('form');
  // A user created by a save whose attachment then failed: Try again saves against them, never creates twice.
  const [created, setCreated] = useState<UserRecord | null>(null);
  const save = useSaveUser(setCreated);
  const base = created ?? record ?? null;
  // The role rules show as soon as a role is ticked, or after a first Save.
  const rolesTouched = form.isTouched('roles');

  const checkSchema = async (checked: UserFormValues) => {
    setChecking(true);
    try {
      const found = await checkRequest(
        base
          ? { kind: 'update', body: toUpdateRequest(checked, base) }
          : { kind: 'create', body: toCreateRequest(checked) },
      );
      form.setErrors(found);
      if (Object.keys(found).length === 0) setPhase('confirm');
    } finally {
      setChecking(false);
    }
  };

  const submit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    if (checking || save.isPending) return;
    form.setTouched((touched) => ({ ...touched, roles: true }));
    form.onSubmit((checked) => checkSchema(checked))(formEvent);
  };

  const confirm = () => {
    save.mutate(
      { values, base },
      {
        onSuccess: () => setPhase('done'),
        onError: (failure) => {
          form.setErrors(serverFieldErrors(failure));
          setPhase('failed');
        },
      },
    );
  };

  if (phase === 'done') {
    return <UserSaveSuccess message={mode === 'create' ? USER_MESSAGES.created : USER_MESSAGES.updated} />;
  }
  if (phase === 'failed') {
    return (
      <UserSaveFailure
        title={mode === 'create' ? USER_MESSAGES.createFailed : USER_MESSAGES.editFailed}
        message={serverMessage(save.error) ?? (mode === 'create' ? USER_MESSAGES.createError : USER_MESSAGES.editError)}
        onRetry={() => {
          save.reset();
          setPhase('form');
        }}
      />
    );
  }

  const toggles = visibleToggles(values.roles);
  const rolesError = (rolesTouched ? roleCombinationProblem(values.roles) : null) ?? errors.roles;
  const submitLabel = mode === 'create' ? 'Add User' : 'Save';

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form noValidate onSubmit={submit} aria-label={mode === 'create' ? 'Add user' : 'Edit user'}>
        <Stack gap="lg">
          <Switch label="Enabled" {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First Name" withAsterisk autoComplete="off" {...form.getInputProps('firstName')} />
            <TextInput label="Last Name" withAsterisk autoComplete="off" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...form.getInputProps('email')} />
            <TextInput label="Mobile (optional)" type="tel" autoComplete="off" {...form.getInputProps('mobile')} />
          </SimpleGrid>
          {toggles.length > 0 ? (
            <FormSection legend="Notifications" description="Which emails this user receives" error={errors.toggles}>
              <Stack gap="xs">
                {toggles.map((key) => (
                  <Switch
                    key={key}
                    label={NOTIFICATION_LABELS[key]}
                    checked={values.toggles[key]}
                    onChange={(event) =>
                      form.setFieldValue('toggles', { ...values.toggles, [key]: event.currentTarget.checked })
                    }
                  />
                ))}
              </Stack>
            </FormSection>
          ) : null}
          <RolesField
            value={values.roles}
            error={rolesError}
            onChange={(roles) => form.setFieldValue('roles', roles)}
          />
          <TextInput
            label="Net Promoter Score"
            description="Leave empty, or a whole number from -100 to 100"
            inputMode="numeric"
            maw={320}
            {...form.getInputProps('nps')}
          />
          {attachesCompanies(values.roles) ? (
            <CompanyAssignment
              value={values.company}
              error={errors.company}
              onChange={(company) => form.setFieldValue('company', company)}
            />
          ) : (
            <PropertyAttachment
              value={values.properties}
              mappingType={mappingTypeFor(values.roles)}
              error={errors.properties}
              onChange={(properties) => form.setFieldValue('properties', properties)}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={paths.users.getHref()}>
              Cancel
            </Button>
            <Button type="submit" loading={checking}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
      <UserConfirmModal
        opened={phase === 'confirm'}
        values={values}
        confirmLabel="Confirm"
        pending={save.isPending}
        onConfirm={confirm}
        onClose={() => setPhase('form')}
      />
    </Paper>
  );
};

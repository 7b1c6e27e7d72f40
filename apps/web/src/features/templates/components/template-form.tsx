import {
  ADDRESS_COUNTRIES,
  KEY_LIMITS,
  KEY_STORE_TYPE_LABELS,
  KEY_STORE_TYPES,
  TEMPLATE_MESSAGES,
  TEMPLATE_PHOTO_MAX_BYTES,
  type AddressCountry,
  type AddressMode,
  type KeyStoreType,
  type TKeyStoreItem,
} from '@hearth/domain/keys';
import {
  ActionIcon,
  Alert,
  Group,
  Image,
  Loader,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { MIME_TYPES } from '@mantine/dropzone';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLock, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageDropzone } from '../../../components/image-dropzone';
import { FormFooter } from '../../../components/form-footer';
import { isApiError } from '../../../lib/api-client';
import { useCreateKeyStore } from '../../../api/keys/create-key-store';
import { usePlaces } from '../../../api/keys/get-places';
import { useUpdateKeyStore } from '../../../api/keys/update-key-store';
import { uploadKeyStorePhoto } from '../../../api/keys/upload-key-store-photo';
import {
  createBodyOf,
  formErrors,
  initialValues,
  isLockedEdit,
  photoTypeOf,
  updateBodyOf,
  type TemplateFormValues,
} from '../utils/template-form-rules';

// Loaded when the add or edit modal opens (templates-screen.tsx): the Dropzone and the pickers are not in the page's
// first load.

/** What the server refused, in its words (every detail when it names several fields). */
const serverProblems = (error: unknown): string[] => {
  if (!isApiError(error)) return [error instanceof Error ? error.message : 'Something went wrong. Try again.'];
  return error.errorDetails.length > 0 ? error.errorDetails : [error.errorMessage];
};

type Upload = { name: string; progress: number };

/**
 * The add or edit form of a key collection template (docs/product/templates.md#screens, #fields, #rules): name, type, the address picked from the
 * AU/NZ gazetteer or typed in full (manual mode: street, city, postcode, latitude and longitude required), opening
 * hours, a description and photos. A KeyNest template's name, type and address are shown locked.
 */
export const TemplateForm = ({ item, onDone }: { item: TKeyStoreItem | null; onDone: () => void }) => {
  const locked = isLockedEdit(item);
  // A field being corrected loses its message (the form clears it on change); the rest wait for the next send.
  const form = useForm<TemplateFormValues>({
    mode: 'controlled',
    initialValues: initialValues(item),
    validate: (values) => formErrors(values, { locked }),
  });
  const { values, errors: shown } = form;
  const [placeSearch, setPlaceSearch] = useState('');
  const [debouncedPlace] = useDebouncedValue(placeSearch.trim(), 300);
  const places = usePlaces(debouncedPlace);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const create = useCreateKeyStore();
  const update = useUpdateKeyStore();
  const saving = create.isPending || update.isPending;
  const saveError = create.error ?? update.error;

  const submit = form.onSubmit((checked) => {
    if (uploads.length > 0) return;
    if (item) update.mutate({ id: item.id, body: updateBodyOf(checked, { locked }) }, { onSuccess: onDone });
    else create.mutate(createBodyOf(checked), { onSuccess: onDone });
  });

  const addPhotos = (files: File[]) => {
    setPhotoProblem(null);
    const room = KEY_LIMITS.photosMax - values.photos.length - uploads.length;
    if (files.length > room) setPhotoProblem(TEMPLATE_MESSAGES.photosTooMany);
    for (const file of files.slice(0, Math.max(0, room))) {
      const checked = photoTypeOf(file);
      if ('problem' in checked) {
        setPhotoProblem(checked.problem);
        continue;
      }
      const name = file.name;
      setUploads((current) => [...current, { name, progress: 0 }]);
      const progress = (fraction: number) =>
        setUploads((current) => current.map((u) => (u.name === name ? { ...u, progress: fraction } : u)));
      uploadKeyStorePhoto({ file, type: checked.type, onProgress: progress })
        .then((s3Key) => {
          const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
          form.insertListItem('photos', { s3Key, url });
        })
        .catch((error: unknown) => setPhotoProblem(serverProblems(error).join(' ')))
        .finally(() => setUploads((current) => current.filter((u) => u.name !== name)));
    }
  };

  const placeOptions = (places.data?.data ?? []).map((place) => ({ value: place.placeId, label: place.full }));
  if (values.place && !placeOptions.some((option) => option.value === values.place?.placeId)) {
    placeOptions.unshift({ value: values.place.placeId, label: values.place.full });
  }

  const address = locked ? (
    <Alert variant="light" color="gray" icon={<IconLock size={16} aria-hidden />} title="Address">
      <Text size="sm">{item?.attributes.address ?? 'No address'}</Text>
      <Text size="xs" c="dimmed" mt={4}>
        {TEMPLATE_MESSAGES.keyNestLocked}
      </Text>
    </Alert>
  ) : (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="template-address-mode">
          Address
        </Text>
        <SegmentedControl
          aria-labelledby="template-address-mode"
          value={values.addressMode}
          onChange={(mode) => form.setFieldValue('addressMode', mode as AddressMode)}
          data={[
            { value: 'search', label: 'Search' },
            { value: 'manual', label: 'Enter manually' },
          ]}
        />
      </Stack>
      {values.addressMode === 'search' ? (
        <>
          <Select
            label="Suburb or town"
            description="Australia and New Zealand only"
            placeholder="Start typing a suburb"
            searchable
            filter={({ options }) => options}
            searchValue={placeSearch}
            onSearchChange={setPlaceSearch}
            data={placeOptions}
            value={values.place?.placeId ?? null}
            onChange={(placeId) =>
              form.setFieldValue('place', places.data?.data.find((place) => place.placeId === placeId) ?? null)
            }
            nothingFoundMessage={
              debouncedPlace.length < KEY_LIMITS.placeSearchMinChars
                ? 'Type at least 2 letters'
                : places.isFetching
                  ? 'Searching…'
                  : 'No locations found. Try searching by a suburb.'
            }
            rightSection={places.isFetching ? <Loader size={14} /> : undefined}
            error={shown.place}
            required
          />
          <Group grow align="flex-start">
            <TextInput
              label="Street (optional)"
              placeholder="Shop 2, 14 Hastings Street"
              value={values.street}
              onChange={(event) => form.setFieldValue('street', event.currentTarget.value)}
              maxLength={KEY_LIMITS.streetMax}
            />
            <TextInput
              label="Postcode (optional)"
              value={values.postcode}
              onChange={(event) => form.setFieldValue('postcode', event.currentTarget.value)}
              maxLength={KEY_LIMITS.postcodeMax}
              maw={140}
            />
          </Group>
        </>
      ) : (
        <>
          <TextInput
            label="Street"
            value={values.street}
            onChange={(event) => form.setFieldValue('street', event.currentTarget.value)}
            maxLength={KEY_LIMITS.streetMax}
            error={shown.street}
            required
          />
          <Group grow align="flex-start">
            <TextInput
              label="City or suburb"
              value={values.city}
              onChange={(event) => form.setFieldValue('city', event.currentTarget.value)}
              maxLength={KEY_LIMITS.cityMax}
              error={shown.city}
              required
            />
            <TextInput
              label="State or region"
              value={values.state}
              onChange={(event) => form.setFieldValue('state', event.currentTarget.value)}
              maxLength={KEY_LIMITS.stateMax}
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput
              label="Postcode"
              value={values.postcode}
              onChange={(event) => form.setFieldValue('postcode', event.currentTarget.value)}
              maxLength={KEY_LIMITS.postcodeMax}
              error={shown.postcode}
              required
            />
            <Select
              label="Country"
              data={[...ADDRESS_COUNTRIES]}
              value={values.country}
              onChange={(country) => form.setFieldValue('country', (country ?? 'Australia') as AddressCountry)}
              allowDeselect={false}
              error={shown.country}
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput
              label="Latitude"
              placeholder="-26.3935"
              inputMode="decimal"
              value={values.latitude}
              onChange={(event) => form.setFieldValue('latitude', event.currentTarget.value)}
              error={shown.latitude}
              required
            />
            <TextInput
              label="Longitude"
              placeholder="153.0899"
              inputMode="decimal"
              value={values.longitude}
              onChange={(event) => form.setFieldValue('longitude', event.currentTarget.value)}
              error={shown.longitude}
              required
            />
          </Group>
        </>
      )}
    </Stack>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Template name"
          value={values.name}
          onChange={(event) => form.setFieldValue('name', event.currentTarget.value)}
          maxLength={KEY_LIMITS.templateNameMax}
          error={shown.name}
          disabled={locked}
          rightSection={locked ? <IconLock size={14} aria-label="Locked" /> : undefined}
          required
        />
        <TextInput
          label="Display name (optional)"
          description="What staff and guests see, when it differs from the name"
          value={values.displayName}
          onChange={(event) => form.setFieldValue('displayName', event.currentTarget.value)}
          maxLength={KEY_LIMITS.displayNameMax}
        />
        <Select
          label="Type"
          data={KEY_STORE_TYPES.map((value) => ({ value, label: KEY_STORE_TYPE_LABELS[value] }))}
          value={values.storeType}
          onChange={(type) => form.setFieldValue('storeType', type as KeyStoreType | null)}
          error={shown.storeType}
          disabled={locked}
          allowDeselect={false}
          required
        />
        {values.storeType === 'key-nest' ? (
          <TextInput
            label="KeyNest store id (optional)"
            value={values.keyNestId}
            onChange={(event) => form.setFieldValue('keyNestId', event.currentTarget.value)}
            maxLength={KEY_LIMITS.keyNestIdMax}
          />
        ) : null}

        {address}

        <TextInput
          label="Opening hours (optional)"
          placeholder="7am to 9pm every day"
          value={values.openingTime}
          onChange={(event) => form.setFieldValue('openingTime', event.currentTarget.value)}
          maxLength={KEY_LIMITS.openingTimeMax}
        />
        <Textarea
          label="Directions and notes (optional)"
          rows={3}
          value={values.longDescription}
          onChange={(event) => form.setFieldValue('longDescription', event.currentTarget.value)}
          maxLength={KEY_LIMITS.longDescriptionMax}
        />

        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Photos
          </Text>
          {values.photos.length > 0 ? (
            <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs">
              {values.photos.map((photo, index) => (
                <div key={photo.s3Key} style={{ position: 'relative' }}>
                  {photo.url ? (
                    <Image src={photo.url} alt={`Photo ${index + 1}`} h={72} fit="cover" radius="sm" />
                  ) : (
                    <Group h={72} justify="center" bg="var(--mantine-color-default-hover)">
                      <IconPhoto size={20} aria-hidden />
                    </Group>
                  )}
                  <ActionIcon
                    size="sm"
                    color="red"
                    variant="filled"
                    pos="absolute"
                    top={4}
                    right={4}
                    aria-label={`Remove photo ${index + 1}`}
                    onClick={() => form.removeListItem('photos', index)}
                  >
                    <IconTrash size={12} aria-hidden />
                  </ActionIcon>
                </div>
              ))}
            </SimpleGrid>
          ) : null}
          <ImageDropzone
            size="sm"
            title="Drag jpg or png photos here, or click to choose"
            hint={`Up to ${KEY_LIMITS.photosMax} photos, ${TEMPLATE_PHOTO_MAX_BYTES / 1024 / 1024} MB each`}
            onDrop={addPhotos}
            onReject={() => setPhotoProblem(TEMPLATE_MESSAGES.photoTypes)}
            accept={[MIME_TYPES.jpeg, MIME_TYPES.png]}
            maxSize={TEMPLATE_PHOTO_MAX_BYTES}
            disabled={saving || values.photos.length >= KEY_LIMITS.photosMax}
          />
          {uploads.map((upload) => (
            <Group key={upload.name} gap="xs" wrap="nowrap">
              <Text size="xs" style={{ flex: 'none', maxWidth: 160, overflowWrap: 'anywhere' }}>
                {upload.name}
              </Text>
              <Progress
                value={Math.round(upload.progress * 100)}
                aria-label={`Uploading ${upload.name}`}
                style={{ flex: 1 }}
                animated
              />
            </Group>
          ))}
          {photoProblem ? <ErrorAlert>{photoProblem}</ErrorAlert> : null}
        </Stack>

        {saveError ? (
          <ErrorAlert>
            {serverProblems(saveError).map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </ErrorAlert>
        ) : null}

        <FormFooter
          onCancel={onDone}
          saveLabel={item ? 'Save' : 'Add template'}
          saveDisabled={uploads.length > 0}
          pending={{ save: saving }}
        />
      </Stack>
    </form>
  );
};

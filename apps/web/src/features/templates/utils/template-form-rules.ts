import {
  composeAddress,
  coordinateOf,
  isTemplateLocked,
  templateProblems,
  TEMPLATE_MESSAGES,
  TEMPLATE_PHOTO_MAX_BYTES,
  type AddressCountry,
  type AddressMode,
  type KeyStoreType,
  type TCreateKeyStoreRequest,
  type TemplatePhotoType,
  type TemplateProblems,
  type TKeyStoreItem,
  type TPlace,
  type TUpdateKeyStoreRequest,
} from '@hearth/domain/keys';

/*
 * The template form's values and rules (docs/product/templates.md#fields, #rules), without zod: the same checks the API makes
 * (`templateProblems`, which the request schemas' refinement runs), so the form says what is missing before it sends
 * anything. The request schema is not the form's validator: the create body defaults a missing type, and the schema
 * refuses a typed coordinate that is not a number in zod's own words, where the form says the spec's.
 */

export type FormPhoto = { s3Key: string; url: string | null };

export type TemplateFormValues = {
  name: string;
  displayName: string;
  storeType: KeyStoreType | null;
  addressMode: AddressMode;
  /** Search mode: the gazetteer place picked. */
  place: TPlace | null;
  street: string;
  city: string;
  state: string;
  postcode: string;
  country: AddressCountry;
  /** As typed: checked with `coordinateOf`. */
  latitude: string;
  longitude: string;
  openingTime: string;
  longDescription: string;
  photos: FormPhoto[];
  keyNestId: string;
};

const text = (value: string | null | undefined) => value ?? '';

/** A blank form, or the template's values to edit (its place rebuilt from what it stored). */
export const initialValues = (item: TKeyStoreItem | null): TemplateFormValues => {
  if (!item) {
    return {
      name: '',
      displayName: '',
      storeType: null,
      addressMode: 'search',
      place: null,
      street: '',
      city: '',
      state: '',
      postcode: '',
      country: 'Australia',
      latitude: '',
      longitude: '',
      openingTime: '',
      longDescription: '',
      photos: [],
      keyNestId: '',
    };
  }
  const a = item.attributes;
  const c = a.addressComponents;
  const place: TPlace | null =
    a.googlePlaceId && a.latitude !== null && a.longitude !== null
      ? {
          placeId: a.googlePlaceId,
          full: composeAddress({ ...c, street: null }),
          street: null,
          unit: null,
          city: text(c.city),
          state: text(c.state),
          postcode: c.postcode,
          country: text(c.country),
          latitude: a.latitude,
          longitude: a.longitude,
        }
      : null;
  return {
    name: a.name,
    displayName: text(a.displayName),
    storeType: a.storeType,
    addressMode: a.manualAddress ? 'manual' : 'search',
    place,
    street: text(c.street),
    city: text(c.city),
    state: text(c.state),
    postcode: text(c.postcode),
    country: c.country === 'New Zealand' ? 'New Zealand' : 'Australia',
    latitude: a.latitude === null ? '' : String(a.latitude),
    longitude: a.longitude === null ? '' : String(a.longitude),
    openingTime: text(a.openingTime),
    longDescription: text(a.longDescription),
    photos: a.photos.map((photo) => ({ s3Key: photo.s3Key, url: photo.url })),
    keyNestId: text(a.keyNestId),
  };
};

/** Whether the form edits a KeyNest template, whose name and address stay as KeyNest gave them (docs/product/templates.md#rules). */
export const isLockedEdit = (item: TKeyStoreItem | null): boolean =>
  item !== null && isTemplateLocked(item.attributes.storeType);

/** The form's problems, field by field: the name; a place (search) or every manual-mode field. */
const formProblems = (values: TemplateFormValues, options: { locked: boolean }): TemplateProblems =>
  options.locked
    ? {}
    : templateProblems({
        name: values.name,
        storeType: values.storeType,
        addressMode: values.addressMode,
        placeId: values.place?.placeId ?? null,
        street: values.street,
        city: values.city,
        postcode: values.postcode,
        country: values.country,
        latitude: coordinateOf(values.latitude),
        longitude: coordinateOf(values.longitude),
      });

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The address part of a body: the place and an optional street line and postcode, or every typed field. */
const addressOf = (values: TemplateFormValues) =>
  values.addressMode === 'search'
    ? {
        addressMode: 'search' as const,
        placeId: values.place?.placeId ?? null,
        addressComponents: { street: orNull(values.street), postcode: orNull(values.postcode) },
      }
    : {
        addressMode: 'manual' as const,
        addressComponents: {
          street: orNull(values.street),
          city: orNull(values.city),
          postcode: orNull(values.postcode),
          state: orNull(values.state),
          country: values.country,
        },
        latitude: coordinateOf(values.latitude),
        longitude: coordinateOf(values.longitude),
      };

const detailsOf = (values: TemplateFormValues) => ({
  displayName: orNull(values.displayName),
  openingTime: orNull(values.openingTime),
  longDescription: orNull(values.longDescription),
  photos: values.photos.map((photo) => ({ s3Key: photo.s3Key })),
  keyNestId: values.storeType === 'key-nest' ? orNull(values.keyNestId) : null,
});

/** `POST v3/key-stores`'s body; call after `formProblems` found none. */
export const createBodyOf = (values: TemplateFormValues): TCreateKeyStoreRequest => ({
  name: values.name.trim(),
  storeType: values.storeType ?? 'convenience-store',
  ...addressOf(values),
  ...detailsOf(values),
});

/** The form's problems by its own fields: `formProblems`, with the place's on `place`. */
export const formErrors = (
  values: TemplateFormValues,
  options: { locked: boolean },
): Partial<Record<keyof TemplateFormValues, string>> => {
  const { placeId, ...others } = formProblems(values, options);
  return placeId === undefined ? others : { ...others, place: placeId };
};

/** `PATCH v3/key-stores/{id}`'s body: a KeyNest template sends neither its name, its type nor its address. */
export const updateBodyOf = (values: TemplateFormValues, options: { locked: boolean }): TUpdateKeyStoreRequest =>
  options.locked
    ? detailsOf(values)
    : {
        name: values.name.trim(),
        storeType: values.storeType ?? undefined,
        ...addressOf(values),
        ...detailsOf(values),
      };

/** A photo's attachment-url type from the file, or why it cannot be one (jpg, jpeg, png; 20 MB; docs/product/templates.md#rules). */
export const photoTypeOf = (file: File): { type: TemplatePhotoType } | { problem: string } => {
  const name = file.name.toLowerCase();
  const type: TemplatePhotoType | null =
    file.type === 'image/png' || name.endsWith('.png')
      ? 'png'
      : file.type === 'image/jpeg' || name.endsWith('.jpg') || name.endsWith('.jpeg')
        ? 'jpeg'
        : null;
  if (!type) return { problem: TEMPLATE_MESSAGES.photoTypes };
  if (file.size > TEMPLATE_PHOTO_MAX_BYTES) return { problem: 'A photo can be at most 20 MB' };
  return { type };
};

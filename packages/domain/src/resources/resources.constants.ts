/** docs/product/resources.md#limits: a newsletter's title is at most 23 characters. */
export const NEWSLETTER_TITLE_MAX = 23;

/** docs/product/resources.md#messages: what a refused newsletter call says, and the other failures. */
export const NEWSLETTER_MESSAGES = {
  createForbidden: 'Sorry, you do not have permission to add a newsletter',
  updateForbidden: 'Sorry, you do not have permission to edit a newsletter',
  deleteForbidden: 'Sorry, you do not have permission to delete',
  deleteNotFound: 'Sorry, there is an error',
} as const;
export const NEWSLETTER_ERROR_CODES = {
  forbidden: 'NEWSLETTER_FORBIDDEN',
  createError: 'NEWSLETTER_ERROR',
  deleteError: 'NEWSLETTER_DELETE_ERROR',
} as const;
/** docs/product/resources.md#states: a hero image of 600x260 px is recommended. */
export const NEWSLETTER_HERO_SIZE = { width: 600, height: 260 } as const;
/** docs/product/resources.md#limits: the documents search waits 200 ms after typing stops. */
export const DOCUMENT_SEARCH_DEBOUNCE_MS = 200;

/** What a newsletter form says when a field is wrong (issue 17 item 3), on the server and in the modal alike. */
export const NEWSLETTER_FIELD_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be ${NEWSLETTER_TITLE_MAX} characters or fewer`,
  urlRequired: 'URL is required',
  urlInvalid: 'URL must be a web address',
  heroInvalid: 'Hero image URL must be text of 2000 characters or fewer',
  heroHint: `Recommended size ${NEWSLETTER_HERO_SIZE.width}x${NEWSLETTER_HERO_SIZE.height} px`,
} as const;
/** Addresses a newsletter keeps (its link and its hero image) are at most this long. */
export const NEWSLETTER_URL_MAX = 2000;

/** A document's or folder's name: 1 to 120 characters, no '/'. */
export const DOCUMENT_NAME_MAX = 120;
/** Documents are PDFs or images: the types the blob store's PUT accepts (docs/CONTRIBUTING.md#security). */
export const DOCUMENT_CONTENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
} as const;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** The blob key prefix of uploaded documents: a key of any other prefix is never saved as a document. */
export const DOCUMENT_KEY_PREFIX = 'document';
export const FORM_KEY_PREFIX = 'form';

export const DOCUMENT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be ${DOCUMENT_NAME_MAX} characters or fewer`,
  nameSlash: "Name cannot contain '/'",
  folderNotEmpty: 'This folder is not empty.',
  nameTaken: 'There is already a document with this name in this folder.',
  parentNotFolder: 'The parent must be a folder.',
  parentNotFound: 'The folder was not found.',
  notFound: 'The document was not found.',
  notUploaded: 'The file was not uploaded, or is not a PDF or image within 20 MB. Upload it again.',
  wrongType: 'Documents are PDF or image files (PNG, JPEG).',
  tooLarge: 'Documents are at most 20 MB.',
} as const;
export const DOCUMENT_ERROR_CODES = {
  notEmpty: 'DOCUMENT_FOLDER_NOT_EMPTY',
  nameTaken: 'DOCUMENT_NAME_TAKEN',
  parentNotFolder: 'DOCUMENT_PARENT_NOT_FOLDER',
  notFound: 'DOCUMENT_NOT_FOUND',
  notUploaded: 'DOCUMENT_NOT_UPLOADED',
} as const;

/**
 * The card's rule (docs/product/resources.md#who-uses-it): the hero image only when its address starts with http, else the default image.
 * Kept out of the schemas file so that the page reading it does not load the schema library with it.
 */
export const usableHeroImage = (heroImageUrl: string | null | undefined): string | null =>
  heroImageUrl && heroImageUrl.startsWith('http') ? heroImageUrl : null;

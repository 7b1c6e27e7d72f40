import { z } from 'zod';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES as DM,
  DOCUMENT_NAME_MAX,
  NEWSLETTER_FIELD_MESSAGES as NM,
  NEWSLETTER_TITLE_MAX,
  NEWSLETTER_URL_MAX,
} from './resources.constants';

/** Request and response pairs of /resources: documents, forms and newsletters (docs/product/resources.md#fields, #states, #calls). */

/** A required string whose absence and whose wrong type both read as `required` (a form left empty). */
const requiredText = (required: string) => z.string({ error: required });

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

// ---------- Documents ----------

export const DOCUMENT_STRUCTURES = ['tree', 'flat'] as const;

/** `GET v3/documents?structure=tree|flat&search=`: search is case-insensitive on name (docs/product/resources.md#states). */
export const ZDocumentsQuery = z.object({
  structure: z.enum(DOCUMENT_STRUCTURES).default('tree'),
  search: z.string().trim().max(DOCUMENT_NAME_MAX).optional(),
});
export type TDocumentsQuery = z.infer<typeof ZDocumentsQuery>;

/** A document or folder (docs/product/resources.md#fields 'Document'); `contents` holds a folder's children in the tree. */
export type TDocumentAttributes = {
  name: string;
  fileType: string | null;
  modifiedAt: string;
  fileSize: number | null;
  isFolder: boolean;
  /** A signed download URL (15 minutes) for a file; null for a folder. */
  url: string | null;
  parentId: string | null;
  contents: TDocumentItem[];
};
export type TDocumentItem = { id: string; type: 'document'; attributes: TDocumentAttributes };

export const ZDocumentItem: z.ZodType<TDocumentItem> = z.object({
  id: z.string(),
  type: z.literal('document'),
  attributes: z.object({
    name: z.string(),
    fileType: z.string().nullable(),
    modifiedAt: z.string(),
    fileSize: z.number().int().nullable(),
    isFolder: z.boolean(),
    url: z.string().nullable(),
    parentId: z.string().nullable(),
    get contents(): z.ZodArray<z.ZodType<TDocumentItem>> {
      return z.array(ZDocumentItem);
    },
  }),
});

export const ZDocumentsResponse = z.object({ data: z.array(ZDocumentItem) });
export type TDocumentsResponse = z.infer<typeof ZDocumentsResponse>;
export const ZDocumentDocument = z.object({ data: ZDocumentItem });
export type TDocumentDocument = z.infer<typeof ZDocumentDocument>;

export const ZDocumentName = requiredText(DM.nameRequired)
  .trim()
  .min(1, DM.nameRequired)
  .max(DOCUMENT_NAME_MAX, DM.nameTooLong)
  .refine((name) => !name.includes('/'), DM.nameSlash);

/** `POST v3/documents/upload-url`: where to PUT one PDF or image of at most 20 MB. */
export const ZDocumentUploadRequest = z.strictObject({
  filename: z.string().trim().min(1).max(255),
  contentType: z.enum(Object.values(DOCUMENT_CONTENT_TYPES) as [string, ...string[]], { error: DM.wrongType }),
  size: z.number().int().min(1).max(DOCUMENT_MAX_BYTES, DM.tooLarge),
});
export type TDocumentUploadRequest = z.infer<typeof ZDocumentUploadRequest>;
export const ZDocumentUploadResponse = z.object({
  data: z.object({
    type: z.literal('document-upload'),
    attributes: z.object({ key: z.string(), signedUrl: z.string(), expiresAt: z.string() }),
  }),
});
export type TDocumentUploadResponse = z.infer<typeof ZDocumentUploadResponse>;

/** `POST v3/documents`: a folder (`isFolder: true`) or an uploaded file (`fileKey` from upload-url), never both. */
export const ZCreateDocumentRequest = z
  .strictObject({
    name: ZDocumentName,
    parentId: z.uuid().nullable(),
    isFolder: z.literal(true).optional(),
    fileKey: z.string().min(1).max(100).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.isFolder === true) === (body.fileKey !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['fileKey'],
        message: 'Send either isFolder: true for a folder or the fileKey of an uploaded file',
      });
    }
  });
export type TCreateDocumentRequest = z.infer<typeof ZCreateDocumentRequest>;

// ---------- Forms ----------

/** A form licensees fill in (docs/product/resources.md#fields 'Form'): `url` is its outside address or a signed link to its file. */
export const ZFormItem = z.object({
  id: z.string(),
  type: z.literal('form'),
  attributes: z.object({ title: z.string(), url: z.string().nullable(), description: z.string().nullable() }),
});
export type TFormItem = z.infer<typeof ZFormItem>;
export const ZFormsResponse = z.object({ data: z.array(ZFormItem) });
export type TFormsResponse = z.infer<typeof ZFormsResponse>;

// ---------- Newsletters ----------

export const ZNewsletterAttributes = z.object({
  title: z.string(),
  url: z.string(),
  /** Kept as given; the card shows it only when it starts with http (docs/product/resources.md#who-uses-it). */
  heroImageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const ZNewsletterItem = z.object({
  id: z.string(),
  type: z.literal('newsletter'),
  attributes: ZNewsletterAttributes,
});
export type TNewsletterItem = z.infer<typeof ZNewsletterItem>;
export const ZNewslettersResponse = z.object({ data: z.array(ZNewsletterItem) });
export type TNewslettersResponse = z.infer<typeof ZNewslettersResponse>;
export const ZNewsletterDocument = z.object({ data: ZNewsletterItem });
export type TNewsletterDocument = z.infer<typeof ZNewsletterDocument>;

const newsletterFields = {
  title: requiredText(NM.titleRequired).trim().min(1, NM.titleRequired).max(NEWSLETTER_TITLE_MAX, NM.titleTooLong),
  url: requiredText(NM.urlRequired)
    .trim()
    .min(1, NM.urlRequired)
    .max(NEWSLETTER_URL_MAX, NM.urlInvalid)
    .regex(HTTP_URL, NM.urlInvalid),
  /** Optional; an empty one is no image. */
  heroImageUrl: z
    .string({ error: NM.heroInvalid })
    .trim()
    .max(NEWSLETTER_URL_MAX, NM.heroInvalid)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
};

/** `POST v3/newsletters` (docs/product/resources.md#states: title and URL required, title at most 23 characters). */
export const ZCreateNewsletterRequest = z.strictObject(newsletterFields);
export type TCreateNewsletterRequest = z.input<typeof ZCreateNewsletterRequest>;

/** `PATCH v3/newsletters/{id}`: the fields to change, each with the create rules. */
export const ZUpdateNewsletterRequest = z.strictObject({
  title: newsletterFields.title.optional(),
  url: newsletterFields.url.optional(),
  heroImageUrl: z
    .string({ error: NM.heroInvalid })
    .trim()
    .max(NEWSLETTER_URL_MAX, NM.heroInvalid)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
});
export type TUpdateNewsletterRequest = z.input<typeof ZUpdateNewsletterRequest>;

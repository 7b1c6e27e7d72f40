import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAttachmentUrlResponse,
  ZIdParams,
  ZInstructionsPhotoUrlQuery,
  ZManualAttachmentUrlQuery,
  ZPhotosDocument,
  ZPhotoUrlQuery,
  ZPhotoUrlResponse,
  ZUpdatePhotosRequest,
} from '@hearth/domain';
import { signedInCaller } from '../../lib/signed-in';
import { createAttachmentUpload } from './create-attachment-upload';
import { createPhotoUpload } from './create-photo-upload';
import { getPhotos } from './get-photos';
import { updatePhotos } from './update-photos';

/**
 * A property's photos (docs/product/photos.md#calls 'Photos'): signed upload URLs, then the ordered list saved in one call.
 * Uploads and edits are property editors' ('Only editors see Edit Photo', docs/product/photos.md#who-uses-it); whoever reaches the property
 * sees its photos.
 */
export const photosRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['photos'];
  const editPhotos = { action: 'property:edit-photos', object: 'property' } as const;

  app.get(
    '/api/v3/properties/:id/photo-url',
    {
      config: { access: editPhotos },
      schema: {
        tags,
        summary: 'Where to PUT a new photo (jpg, jpeg or png; 15 minutes, 20 MB), and the publicUrl to save it under',
        params: ZIdParams,
        querystring: ZPhotoUrlQuery,
        response: { 200: ZPhotoUrlResponse },
      },
    },
    async (request) => {
      const upload = await createPhotoUpload({
        db: app.db,
        blob: app.blob,
        caller: signedInCaller(request.sessionUser),
        propertyId: request.params.id,
        type: request.query.type,
      });
      return { data: { type: 'photo-upload' as const, attributes: upload } };
    },
  );

  app.get(
    '/api/v3/properties/:id/photos',
    {
      config: { access: { action: 'property:read', object: 'property' } },
      schema: {
        tags,
        summary: 'The property with its photos in order, with 300 px thumbnails',
        params: ZIdParams,
        response: { 200: ZPhotosDocument },
      },
    },
    async (request) =>
      getPhotos({
        db: app.db,
        blob: app.blob,
        caller: signedInCaller(request.sessionUser),
        propertyId: request.params.id,
      }),
  );

  app.patch(
    '/api/v3/properties/:id/photos',
    {
      config: { access: editPhotos },
      schema: {
        tags,
        summary: 'Save the whole list of photos in order: existing ids and new publicUrls; photos left out are deleted',
        params: ZIdParams,
        body: ZUpdatePhotosRequest,
        response: { 200: ZPhotosDocument },
      },
    },
    async (request) =>
      updatePhotos({
        db: app.db,
        blob: app.blob,
        caller: signedInCaller(request.sessionUser),
        propertyId: request.params.id,
        input: request.body,
      }),
  );

  app.get(
    '/api/v3/properties/:id/instructions/photo-url',
    {
      config: { access: editPhotos },
      schema: {
        tags,
        summary: 'A key and a signed PUT URL for a check-in instructions image (jpeg unless type says png)',
        params: ZIdParams,
        querystring: ZInstructionsPhotoUrlQuery,
        response: { 200: ZAttachmentUrlResponse },
      },
    },
    async (request) =>
      createAttachmentUpload({
        db: app.db,
        blob: app.blob,
        caller: signedInCaller(request.sessionUser),
        propertyId: request.params.id,
        purpose: 'instructions',
        type: request.query.type,
      }),
  );

  app.get(
    '/api/v3/properties/:id/manuals/attachment-url',
    {
      config: { access: editPhotos },
      schema: {
        tags,
        summary: 'A key and a signed PUT URL for a manual: a PDF with type=pdf, else an image',
        params: ZIdParams,
        querystring: ZManualAttachmentUrlQuery,
        response: { 200: ZAttachmentUrlResponse },
      },
    },
    async (request) =>
      createAttachmentUpload({
        db: app.db,
        blob: app.blob,
        caller: signedInCaller(request.sessionUser),
        propertyId: request.params.id,
        purpose: 'manual',
        type: request.query.type,
      }),
  );
};

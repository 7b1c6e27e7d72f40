import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAssignKeyRequest,
  ZCreateKeyStoreRequest,
  ZIdParams,
  ZKeyDocument,
  ZKeysQuery,
  ZKeysResponse,
  ZKeyStoreAttachmentQuery,
  ZKeyStoreAttachmentResponse,
  ZKeyStoreDocument,
  ZKeyStoresQuery,
  ZKeyStoresResponse,
  ZPlacesQuery,
  ZPlacesResponse,
  ZPropertyKeysResponse,
  ZRefreshKeyResponse,
  ZUpdateKeyRequest,
  ZUpdateKeyStoreRequest,
} from '@hearth/domain';
import { createKeyNestService, type KeyNestService } from '../../adapters/keynest';
import { createDistanceService, type DistanceService } from '../../adapters/maps';
import { signedInCaller } from '../../lib/signed-in';
import { assignKey } from './assign-key';
import { createKeyStore } from './create-key-store';
import { createKeyStoreAttachment } from './create-key-store-attachment';
import { deleteKeyStore } from './delete-key-store';
import { findKeyStores } from './find-key-stores';
import { findKeys } from './find-keys';
import { findPlaces } from './find-places';
import { findPropertyKeys } from './find-property-keys';
import { getKey } from './get-key';
import { presentKeyStoreAttachment } from './keys.presenter';
import { refreshKey } from './refresh-key';
import { unassignKey } from './unassign-key';
import { updateKey } from './update-key';
import { updateKeyStore } from './update-key-store';

export type KeysModuleOptions = {
  /** The KeyNest service; by default the one the configuration gives (KEYNEST_API_KEY, else offline). */
  keynest?: KeyNestService;
  /** The distance service; by default the one the configuration gives (MAPS_API_KEY, else straight lines). */
  distance?: DistanceService;
};

/**
 * Keys and key stores (docs/product/keys.md#calls; docs/product/templates.md#fields; issue 14). A property's keys are reached
 * through the property (key:read to see, key:manage to assign, unassign, refresh and make primary); keys on no
 * property only by callers who reach every property (find-in-scope.ts). Key stores are read with key-store:read and
 * changed by developers (template:manage, the /templates page).
 */
export const keysModule =
  (options: KeysModuleOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const keynest = options.keynest ?? createKeyNestService(app.config);
    const distance = options.distance ?? createDistanceService(app.config);
    const tags = ['keys'];
    const onKey = (action: 'key:read' | 'key:manage') => ({ action, object: 'key' }) as const;
    const onProperty = (action: 'key:read' | 'key:manage') => ({ action, object: 'property' }) as const;
    const onTemplate = { action: 'template:manage', object: 'key-store' } as const;

    app.get(
      '/api/v3/keys',
      {
        config: { access: { action: 'key:read' } },
        schema: {
          tags,
          summary: 'Keys by name; assignedToProperty=0 lists the keys waiting in stores, storeId one store’s',
          querystring: ZKeysQuery,
          response: { 200: ZKeysResponse },
        },
      },
      async (request) => findKeys({ db: app.db, caller: signedInCaller(request.sessionUser), query: request.query }),
    );

    app.get(
      '/api/v3/keys/:id',
      {
        config: { access: onKey('key:read') },
        schema: { tags, summary: 'A key, its store and distance', params: ZIdParams, response: { 200: ZKeyDocument } },
      },
      async (request) => getKey({ db: app.db, caller: signedInCaller(request.sessionUser), id: request.params.id }),
    );

    app.patch(
      '/api/v3/keys/:id',
      {
        config: { access: onKey('key:manage') },
        schema: {
          tags,
          summary: 'Rename a key, set its status, or make it its property’s primary key (isPrimary: true)',
          params: ZIdParams,
          body: ZUpdateKeyRequest,
          response: { 200: ZKeyDocument },
        },
      },
      async (request) =>
        updateKey({
          db: app.db,
          caller: signedInCaller(request.sessionUser),
          id: request.params.id,
          body: request.body,
        }),
    );

    app.patch(
      '/api/v3/keys/:id/unassign',
      {
        config: { access: onKey('key:manage') },
        schema: {
          tags,
          summary: 'Take a key off its property; it stays in its store',
          params: ZIdParams,
          response: { 200: ZKeyDocument },
        },
      },
      async (request) =>
        unassignKey({ db: app.db, caller: signedInCaller(request.sessionUser), id: request.params.id }),
    );

    app.post(
      '/api/v3/keys/:id/refresh',
      {
        config: { access: onKey('key:manage') },
        schema: {
          tags,
          summary:
            'Read the key’s status from KeyNest (offline: the stored one, said so) and measure its distance again',
          params: ZIdParams,
          response: { 200: ZRefreshKeyResponse },
        },
      },
      async (request) =>
        refreshKey({
          db: app.db,
          caller: signedInCaller(request.sessionUser),
          id: request.params.id,
          keynest,
          distance,
        }),
    );

    app.get(
      '/api/v3/properties/:id/keys',
      {
        config: { access: onProperty('key:read') },
        schema: {
          tags,
          summary: 'A property’s keys, primary first, with their stores and distances',
          params: ZIdParams,
          response: { 200: ZPropertyKeysResponse },
        },
      },
      async (request) =>
        findPropertyKeys({ db: app.db, caller: signedInCaller(request.sessionUser), propertyId: request.params.id }),
    );

    app.post(
      '/api/v3/properties/:id/keys',
      {
        config: { access: onProperty('key:manage') },
        schema: {
          tags,
          summary: 'Assign a key from a store to the property: a waiting key (keyId) or a new one (name, storeId)',
          params: ZIdParams,
          body: ZAssignKeyRequest,
          response: { 201: ZKeyDocument },
        },
      },
      async (request, reply) => {
        const document = await assignKey({
          db: app.db,
          caller: signedInCaller(request.sessionUser),
          propertyId: request.params.id,
          body: request.body,
          distance,
        });
        return reply.status(201).send(document);
      },
    );

    app.get(
      '/api/v3/key-stores',
      {
        config: { access: { action: 'key-store:read' } },
        schema: {
          tags,
          summary: 'Key collection templates by type, searched and sorted, 25 a page with totals',
          querystring: ZKeyStoresQuery,
          response: { 200: ZKeyStoresResponse },
        },
      },
      async (request) =>
        findKeyStores({
          db: app.db,
          blob: app.blob,
          caller: signedInCaller(request.sessionUser),
          query: request.query,
        }),
    );

    app.post(
      '/api/v3/key-stores',
      {
        config: { access: { action: 'template:manage' } },
        schema: {
          tags,
          summary: 'Add a key collection template',
          body: ZCreateKeyStoreRequest,
          response: { 201: ZKeyStoreDocument },
        },
      },
      async (request, reply) => {
        const document = await createKeyStore({
          db: app.db,
          blob: app.blob,
          caller: signedInCaller(request.sessionUser),
          body: request.body,
        });
        return reply.status(201).send(document);
      },
    );

    app.get(
      '/api/v3/key-stores/attachment-url',
      {
        config: { access: { action: 'template:manage' } },
        schema: {
          tags,
          summary: 'Where to upload a template photo (signed PUT URL, 15 minutes, 20 MB) and its s3Key',
          querystring: ZKeyStoreAttachmentQuery,
          response: { 200: ZKeyStoreAttachmentResponse },
        },
      },
      async (request) =>
        presentKeyStoreAttachment(await createKeyStoreAttachment({ blob: app.blob, type: request.query.type })),
    );

    app.get(
      '/api/v3/key-stores/places',
      {
        config: { access: { action: 'template:manage' } },
        schema: {
          tags,
          summary: 'Australian and New Zealand suburbs and towns for a template’s address (from 2 characters)',
          querystring: ZPlacesQuery,
          response: { 200: ZPlacesResponse },
        },
      },
      async (request) => findPlaces({ db: app.db, search: request.query.search }),
    );

    app.patch(
      '/api/v3/key-stores/:id',
      {
        config: { access: onTemplate },
        schema: {
          tags,
          summary: 'Change a key collection template (a KeyNest template’s name and address are locked)',
          params: ZIdParams,
          body: ZUpdateKeyStoreRequest,
          response: { 200: ZKeyStoreDocument },
        },
      },
      async (request) =>
        updateKeyStore({
          db: app.db,
          blob: app.blob,
          caller: signedInCaller(request.sessionUser),
          id: request.params.id,
          body: request.body,
          distance,
        }),
    );

    app.delete(
      '/api/v3/key-stores/:id',
      {
        config: { access: onTemplate },
        schema: {
          tags,
          summary: 'Delete a key collection template; 409 while a key of it is assigned to a property',
          params: ZIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteKeyStore({
          db: app.db,
          blob: app.blob,
          caller: signedInCaller(request.sessionUser),
          id: request.params.id,
        });
        return reply.status(204).send(null);
      },
    );
  };

/** The keys area with the services of the app's configuration (app.ts registers this). */
export const keysRoutes: FastifyPluginAsyncZod = keysModule();

import { and, eq, inArray } from 'drizzle-orm';
import { HTTP, mayOwnProperties, USER_ERROR_CODES, USER_MESSAGES, type TUserPropertiesRequest } from '@hearth/domain';
import type { Db } from '../../db/client';
import { properties, propertyManagers, propertyOwners } from '../../db/schema';
import { findUserInScope } from '../../access/people-scope';
import { propertyScope, scopeCallerOf } from '../../access/scope';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { refuse } from './user-access';
import { assertMayEditUser, findAttachedProperties, MANAGER_TYPE, readUserRecord } from './users.queries';

/**
 * `POST v3/users/{id}/properties` (docs/product/users.md#calls): attaches properties by code, as owned (owners only) or managed.
 * Without `fullMapping` the codes are added and one already attached is a 409; with it they become the whole list of
 * that type. Answers the user with their properties.
 */
export const setUserProperties = async (options: {
  db: Db;
  caller: SessionUser;
  id: string;
  input: TUserPropertiesRequest;
}) => {
  const { db, caller, input } = options;
  const target = await findUserInScope(db, scopeCallerOf(caller), options.id);
  const roles = await assertMayEditUser(db, caller, target);
  if (input.mappingType === 'owner' && !mayOwnProperties(roles)) {
    throw refuse(HTTP.badRequest, 'VALIDATION_ERROR', USER_MESSAGES.ownerMappingNeedsOwner, '/mappingType');
  }
  const wanted =
    input.propertyCodes.length === 0
      ? []
      : await db
          .select({ id: properties.id, code: properties.code })
          .from(properties)
          .where(and(inArray(properties.code, input.propertyCodes), propertyScope(scopeCallerOf(caller))));
  const unknown = input.propertyCodes.filter((code) => !wanted.some((p) => p.code === code));
  if (unknown.length > 0) {
    throw refuse(
      HTTP.badRequest,
      'VALIDATION_ERROR',
      `${USER_MESSAGES.unknownProperties} ${unknown.join(', ')}`,
      '/propertyCodes',
    );
  }
  const attached = (await findAttachedProperties(db, target.id)).filter((a) => a.mappingType === input.mappingType);
  const attachedIds = new Set(attached.map((a) => a.property.id));
  if (!input.fullMapping && wanted.some((p) => attachedIds.has(p.id))) {
    throw refuse(HTTP.conflict, USER_ERROR_CODES.propertyAttached, USER_MESSAGES.propertyAttached, '/propertyCodes');
  }
  const toAdd = wanted.filter((p) => !attachedIds.has(p.id));
  const toRemove = input.fullMapping ? attached.filter((a) => !wanted.some((p) => p.id === a.property.id)) : [];
  if (toAdd.length > 0 || toRemove.length > 0) {
    const codesBefore = attached.map((a) => a.property.code).sort();
    const codesAfter = [
      ...codesBefore.filter((code) => !toRemove.some((r) => r.property.code === code)),
      ...toAdd.map((p) => p.code),
    ].sort();
    await auditedChange(db, async (tx) => {
      const removeIds = toRemove.map((r) => r.property.id);
      if (input.mappingType === 'owner') {
        if (removeIds.length > 0) {
          await tx
            .delete(propertyOwners)
            .where(and(eq(propertyOwners.userId, target.id), inArray(propertyOwners.propertyId, removeIds)));
        }
        if (toAdd.length > 0) {
          await tx.insert(propertyOwners).values(toAdd.map((p) => ({ propertyId: p.id, userId: target.id })));
        }
      } else {
        if (removeIds.length > 0) {
          await tx
            .delete(propertyManagers)
            .where(
              and(
                eq(propertyManagers.userId, target.id),
                eq(propertyManagers.type, MANAGER_TYPE),
                inArray(propertyManagers.propertyId, removeIds),
              ),
            );
        }
        if (toAdd.length > 0) {
          await tx
            .insert(propertyManagers)
            .values(toAdd.map((p) => ({ propertyId: p.id, userId: target.id, type: MANAGER_TYPE })));
        }
      }
      const field = input.mappingType === 'owner' ? 'ownedProperties' : 'managedProperties';
      return {
        result: undefined,
        audit: {
          actor: actorOf(caller),
          action: 'users.set-properties',
          entity: 'users',
          entityId: target.id,
          before: { [field]: codesBefore },
          after: { [field]: codesAfter },
        },
      };
    });
  }
  return readUserRecord({ db, caller, user: target, include: ['properties', 'properties.address'] });
};

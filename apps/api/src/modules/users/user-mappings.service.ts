import { and, eq, inArray } from 'drizzle-orm';
import {
  companyAssignedMessage,
  HTTP,
  mayOwnProperties,
  USER_ERROR_CODES,
  USER_MESSAGES,
  type TUserCompaniesRequest,
  type TUserPropertiesRequest,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { companies, properties, propertyManagers, propertyOwners, users, type UserRow } from '../../db/schema';
import { forbidden } from '../../access/authorize';
import { propertyScope, scopeCallerOf } from '../../access/scope';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { canUpdateUser, findAttachedProperties, MANAGER_TYPE, rolesOf } from './user-record';

/** `POST v3/users/{id}/properties` and `POST v3/users/{id}/companies` (spec 001 §7). */

const refuse = (status: number, code: string, detail: string, pointer?: string) =>
  new AppError({ status, code, detail, title: detail, ...(pointer ? { source: { pointer } } : {}) });

const assertMayEdit = async (db: Db, caller: SessionUser, target: UserRow) => {
  const roles = await rolesOf(db, target.id);
  if (!canUpdateUser(caller, { id: target.id, roles })) throw forbidden('user:update');
  return roles;
};

/**
 * Attaches properties by code, as owned (owners only) or managed. Without `fullMapping` the codes are added and one
 * already attached is a 409; with it they become the whole list of that type.
 */
export const setUserProperties = async (options: {
  db: Db;
  caller: SessionUser;
  target: UserRow;
  input: TUserPropertiesRequest;
}): Promise<void> => {
  const { db, caller, target, input } = options;
  const roles = await assertMayEdit(db, caller, target);
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
  if (toAdd.length === 0 && toRemove.length === 0) return;
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
};

/**
 * Assigns the user's partner company (at most one: their scope, branding and statements follow it). Nobody
 * changes their own company.
 */
export const setUserCompanies = async (options: {
  db: Db;
  caller: SessionUser;
  target: UserRow;
  input: TUserCompaniesRequest;
  productName: string;
}): Promise<void> => {
  const { db, caller, target, input } = options;
  await assertMayEdit(db, caller, target);
  if (target.id === caller.user.id) {
    throw refuse(HTTP.forbidden, USER_ERROR_CODES.selfChange, USER_MESSAGES.selfChange);
  }
  const wantedId = input.companyIds[0] ?? null;
  const [wanted] = wantedId
    ? await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, wantedId))
    : [];
  if (wantedId && !wanted) {
    throw refuse(HTTP.badRequest, 'VALIDATION_ERROR', 'No company with that id.', '/companyIds/0');
  }
  if (!input.fullMapping && wantedId !== null) {
    if (target.companyId === wantedId) {
      throw refuse(HTTP.conflict, USER_ERROR_CODES.companyAssigned, companyAssignedMessage(options.productName));
    }
    if (target.companyId !== null)
      throw refuse(HTTP.conflict, USER_ERROR_CODES.companyAssigned, USER_MESSAGES.oneCompany);
  }
  const next = input.fullMapping || wantedId !== null ? wantedId : target.companyId;
  if (next === target.companyId) return;
  const [current] = target.companyId
    ? await db.select({ name: companies.name }).from(companies).where(eq(companies.id, target.companyId))
    : [];
  await auditedChange(db, async (tx) => {
    await tx.update(users).set({ companyId: next, updatedAt: new Date() }).where(eq(users.id, target.id));
    return {
      result: undefined,
      audit: {
        actor: actorOf(caller),
        action: 'users.set-company',
        entity: 'users',
        entityId: target.id,
        before: { company: current?.name ?? null },
        after: { company: wanted?.name ?? null },
      },
    };
  });
};

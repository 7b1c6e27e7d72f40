import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  can,
  COMPANY_ERROR_CODES,
  COMPANY_MESSAGES,
  HTTP,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  type CompanySort,
  type LogoType,
  type PartnerType,
  type TCompaniesResponse,
  type TCompanyDocument,
  type TCompanySettingsRequest,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { companies, properties, users, type CompanySettings } from '../../db/schema';
import { blobPath, keyOfBlobPath, type BlobStore } from '../../adapters/blob';
import { forbidden } from '../../access/authorize';
import { companyScope } from '../../access/people-scope';
import { scopeCallerOf } from '../../access/scope';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { presentCompanyAttributes, type CompanyRow } from './companies.presenter';

const cx = alias(users, 'cx_manager');
const propertyCount = sql<number>`(select count(*)::int from ${properties} where ${properties.companyId} = ${companies.id})`;
const cxName = sql<string>`${cx.firstName} || ' ' || ${cx.lastName}`;

const SORTS: Record<string, SQL | typeof companies.name | typeof companies.state> = {
  name: sql`lower(${companies.name})`,
  state: companies.state,
  'cx-manager': cxName,
  properties: propertyCount,
};

const orderOf = (sort: CompanySort | undefined) => {
  const key = (sort ?? 'name').replace('-', '');
  const column = SORTS[key] ?? SORTS.name!;
  return [sort?.startsWith('-') ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, asc(companies.id)];
};

const rowsWith = (db: Db) =>
  db
    .select({
      company: companies,
      cx: { firstName: cx.firstName, lastName: cx.lastName, email: cx.email },
      count: propertyCount,
    })
    .from(companies)
    .leftJoin(cx, eq(cx.id, companies.cxManagerUserId));

/**
 * `GET v3/companies`: the Partner filter's lookup and the companies tables (spec 001 §7). A licensee reaches only
 * their own company (people-scope.ts); `canUpdate` is judged per row for this viewer.
 */
export const findCompanies = async (options: {
  db: Db;
  blob: BlobStore;
  caller: SessionUser;
  partnerType?: PartnerType;
  search?: string;
  ids?: string[];
  sort?: CompanySort;
  page: { number: number; size: number };
}): Promise<TCompaniesResponse> => {
  const { db, page } = options;
  const scopeCaller = scopeCallerOf(options.caller);
  const where: (SQL | undefined)[] = [companyScope(scopeCaller)];
  if (options.ids?.length) where.push(inArray(companies.id, options.ids));
  if (options.partnerType) where.push(eq(companies.partnerType, options.partnerType));
  if (options.search) where.push(ilike(companies.name, `%${options.search.replace(/[\\%_]/g, '\\$&')}%`));
  const condition = and(...where);
  const [counted] = await db.select({ n: count() }).from(companies).where(condition);
  const rows = await rowsWith(db)
    .where(condition)
    .orderBy(...orderOf(options.sort))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  const totalCount = counted?.n ?? 0;
  return {
    data: rows.map((row) => ({
      id: row.company.id,
      type: 'company',
      attributes: presentCompanyAttributes({
        company: row.company,
        cxManager: row.cx,
        numberOfProperties: row.count,
        blob: options.blob,
        canUpdate: can(scopeCaller, 'company:edit-settings', { companyId: row.company.id }),
      }),
    })),
    meta: { totalCount, totalPages: Math.ceil(totalCount / page.size) },
  };
};

/** `GET v3/companies/{id}?include=users`: the company page (the caller reached it through findCompanyInScope). */
export const getCompany = async (options: {
  db: Db;
  blob: BlobStore;
  caller: SessionUser;
  company: CompanyRow;
  includeUsers: boolean;
}): Promise<TCompanyDocument> => {
  const { db, company } = options;
  const [row] = await rowsWith(db).where(eq(companies.id, company.id));
  const members = options.includeUsers
    ? await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.companyId, company.id))
        .orderBy(asc(users.lastName), asc(users.firstName))
    : [];
  const people = members.map((m) => ({ id: m.id, email: m.email, fullName: `${m.firstName} ${m.lastName}` }));
  return {
    data: {
      id: company.id,
      type: 'company',
      attributes: {
        ...presentCompanyAttributes({
          company: row?.company ?? company,
          cxManager: row?.cx ?? null,
          numberOfProperties: row?.count ?? 0,
          blob: options.blob,
          canUpdate: can(scopeCallerOf(options.caller), 'company:edit-settings', { companyId: company.id }),
        }),
        ...(options.includeUsers ? { users: people } : {}),
      },
    },
    ...(options.includeUsers
      ? {
          included: people.map((p) => ({
            id: p.id,
            type: 'users' as const,
            attributes: { email: p.email, fullName: p.fullName },
          })),
        }
      : {}),
  };
};

const assertMayEdit = (caller: SessionUser, company: CompanyRow) => {
  if (!can(scopeCallerOf(caller), 'company:edit-settings', { companyId: company.id })) {
    throw forbidden('company:edit-settings');
  }
};

/**
 * `GET v3/companies/{id}/logo-url?type=`: a fresh key under `company-logo` and a signed PUT URL for one image of
 * that type (5 MB at most); `publicUrl` is what the settings update then saves.
 */
export const createLogoUpload = async (options: {
  blob: BlobStore;
  caller: SessionUser;
  company: CompanyRow;
  type: LogoType;
}) => {
  assertMayEdit(options.caller, options.company);
  const key = options.blob.newKey('company-logo');
  const { url, expiresAt } = await options.blob.signedUploadUrl(key, {
    contentType: LOGO_TYPES[options.type],
    maxBytes: LOGO_MAX_BYTES,
  });
  return { publicUrl: blobPath(key), signedUrl: url, expiresAt: expiresAt.toISOString() };
};

/** The logo's key, once it is known to be an uploaded image of ours. */
const uploadedLogoKey = async (blob: BlobStore, logoUrl: string): Promise<string> => {
  const key = keyOfBlobPath(logoUrl);
  // On S3 the browser uploaded straight to the bucket: its bytes are checked here, before the key is used.
  const stored = key?.startsWith('company-logo.')
    ? await blob.verifyUpload(key, { contentTypes: Object.values(LOGO_TYPES), maxBytes: LOGO_MAX_BYTES })
    : null;
  if (!key || !stored) {
    throw new AppError({
      status: HTTP.badRequest,
      code: COMPANY_ERROR_CODES.logo,
      detail: COMPANY_MESSAGES.logoNotUploaded,
      source: { pointer: '/settings/logoUrl' },
    });
  }
  return key;
};

/** Shown in the history: whether there was a logo, never its storage key. */
const logoLabel = (key: string | null, changed: boolean) => (key ? (changed ? 'A new logo' : 'A logo') : null);

/** `PATCH v3/companies/{id}`: logo, brand colour and LTR management fee (spec 001 §5, §7). */
export const updateCompanySettings = async (options: {
  db: Db;
  blob: BlobStore;
  caller: SessionUser;
  company: CompanyRow;
  input: TCompanySettingsRequest;
}): Promise<void> => {
  const { db, company, caller } = options;
  assertMayEdit(caller, company);
  const input = options.input.settings;
  const current = company.settings;
  const next: CompanySettings = { ...current };
  if (input.logoUrl !== undefined) {
    next.logoKey = input.logoUrl === null ? null : await uploadedLogoKey(options.blob, input.logoUrl);
  }
  if (input.brandColour !== undefined) next.brandColour = input.brandColour;
  if (input.ltrManagementFee !== undefined) next.ltrManagementFee = input.ltrManagementFee;
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  if (next.logoKey !== current.logoKey) {
    before.logo = logoLabel(current.logoKey, false);
    after.logo = logoLabel(next.logoKey, true);
  }
  for (const field of ['brandColour', 'ltrManagementFee'] as const) {
    if (next[field] !== current[field]) {
      before[field] = current[field];
      after[field] = next[field];
    }
  }
  if (Object.keys(after).length === 0) return;
  await auditedChange(db, async (tx) => {
    await tx.update(companies).set({ settings: next }).where(eq(companies.id, company.id));
    return {
      result: undefined,
      audit: {
        actor: actorOf(caller),
        action: 'companies.update-settings',
        entity: 'companies',
        entityId: company.id,
        before,
        after,
      },
    };
  });
};

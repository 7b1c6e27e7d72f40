import { and, eq, sql } from 'drizzle-orm';
import {
  grantOf,
  HTTP,
  OWN_PARTNER_TYPE,
  PROPERTY_CREATE_ERROR_CODES as CODES,
  PROPERTY_CREATE_MESSAGES as M,
  type TPropertyCreateAttributes,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { companies, locations, properties, propertyProfiles, smartquotes } from '../../db/schema';
import type { Mailer } from '../../adapters/mail';
import type { SessionUser } from '../../types';
import { scopeCallerOf, type ScopeCaller } from '../../access/scope';
import { findSmartquoteInScope } from '../../access/smartquote-scope';
import { AppError } from '../../lib/app-error';
import { causesOf, hasSqlState } from '../../lib/error-chain';
import { actorOf, auditedChange, type AuditEntry } from '../../lib/audit';
import { foldText } from '../../db/schema/columns';
import { sendPasswordConfirmLink } from '../../common/auth/account-tokens';
import { newHomeRows } from '../../common/properties/new-home';
import { attachOwner, inviteOwner, type OwnerPlan, planOwner } from './property-owner';

const UNIQUE_VIOLATION = '23505';

const refusal = (status: number, code: string, detail: string, pointer?: string) =>
  new AppError({ status, code, detail, ...(pointer ? { source: { pointer: `/data/attributes/${pointer}` } } : {}) });

/** The company the home belongs to: a licensee's own only; staff any, or ours when none is chosen. */
const companyOf = async (db: Db, caller: ScopeCaller, companyId: string | null) => {
  if (grantOf(caller, 'property:create') === 'company') {
    if (!caller.companyId || (companyId !== null && companyId !== caller.companyId)) {
      throw refusal(HTTP.forbidden, CODES.companyNotYours, M.companyNotYours, 'companyId');
    }
    companyId = caller.companyId;
  }
  const [company] = await db
    .select({ id: companies.id, partnerType: companies.partnerType })
    .from(companies)
    .where(companyId === null ? eq(companies.partnerType, OWN_PARTNER_TYPE) : eq(companies.id, companyId))
    .limit(1);
  if (!company) throw refusal(HTTP.badRequest, 'VALIDATION_ERROR', M.companyNotFound, 'companyId');
  return company;
};

/** The gazetteer's place for the chosen suburb (its state as the gazetteer writes it), or a 400. */
const placeOf = async (db: Db, address: TPropertyCreateAttributes['address']) => {
  const [place] = await db
    .select({ name: locations.name, region: locations.region })
    .from(locations)
    .where(
      and(
        eq(locations.searchName, foldText(address.suburb)),
        eq(locations.region, address.state),
        eq(locations.country, address.country),
      ),
    )
    .limit(1);
  if (!place) throw refusal(HTTP.badRequest, CODES.suburbUnknown, M.suburb, 'address/suburb');
  return place;
};

/** A published quote of the caller's reach that has no home yet. */
const quoteOf = async (db: Db, caller: ScopeCaller, id: string | null) => {
  if (id === null) return null;
  const quote = await findSmartquoteInScope(db, caller, id);
  if (quote.status !== 'published') {
    throw refusal(HTTP.conflict, CODES.quoteNotPublished, M.quoteNotPublished, 'smartquoteId');
  }
  if (quote.onboardedPropertyId) {
    throw refusal(HTTP.conflict, CODES.quoteOnboarded, M.quoteOnboarded, 'smartquoteId');
  }
  return quote;
};

/** The unique constraint an insert broke, as the driver names it. */
const violated = (error: unknown): string | undefined => {
  for (const e of causesOf(error)) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return undefined;
};

const codeTaken = () => refusal(HTTP.conflict, CODES.codeTaken, M.codeTaken, 'code');

/**
 * `POST v3/properties`: a new Onboarding home (docs/product/properties.md#adding-a-home), its profile (cleaning fee,
 * management fee from today, check-in and check-out times), its owner attached or invited, and the quote it came
 * from linked; one transaction, one audit entry. The owner's invitation is mailed once it commits.
 */
export const createProperty = async (options: {
  db: Db;
  mailer: Mailer;
  productName: string;
  publicUrl: string;
  caller: SessionUser;
  input: TPropertyCreateAttributes;
  now?: Date;
}): Promise<{ id: string }> => {
  const { db, input } = options;
  const caller = scopeCallerOf(options.caller);
  const company = await companyOf(db, caller, input.companyId);
  const place = await placeOf(db, input.address);
  const quote = await quoteOf(db, caller, input.smartquoteId);
  const [taken] = await db.select({ id: properties.id }).from(properties).where(eq(properties.code, input.code));
  if (taken) throw codeTaken();
  const ownCompany = company.partnerType === OWN_PARTNER_TYPE;
  const owner: OwnerPlan | null = input.owner
    ? await planOwner(db, caller, input.owner, ownCompany ? null : company.id)
    : null;

  const { latitude, longitude } = input.address;
  const { property, profile } = newHomeRows({ ...input, place, latitude, longitude, company }, options.now);

  try {
    const { id, invited } = await auditedChange(db, async (tx) => {
      const invited = owner?.kind === 'invite' ? await inviteOwner(tx, owner) : null;
      const [home] = await tx.insert(properties).values(property).returning({ id: properties.id });
      if (!home) throw new Error('The new home was not returned');
      await tx.insert(propertyProfiles).values(profile(home.id));
      const ownerId = invited?.user.id ?? (owner?.kind === 'attach' ? owner.userId : null);
      if (ownerId) await attachOwner(tx, home.id, ownerId);
      if (quote) {
        await tx
          .update(smartquotes)
          .set({ onboardedPropertyId: home.id, updatedAt: sql`now()` })
          .where(eq(smartquotes.id, quote.id));
      }
      const audit: AuditEntry[] = [
        ...(invited ? [{ ...invited.audit, actor: actorOf(options.caller) }] : []),
        {
          actor: actorOf(options.caller),
          action: 'property.create',
          entity: 'property',
          entityId: home.id,
          after: {
            code: input.code,
            name: input.name,
            status: 'onboarding',
            companyId: company.id,
            address: property.fullAddress,
            bedrooms: input.bedrooms,
            bathrooms: input.bathrooms,
            beds: input.beds,
            maxGuests: input.maxGuests,
            checkInTime: input.checkInTime,
            checkOutTime: input.checkOutTime,
            managementFee: input.managementFee,
            cleaningFee: input.cleaningFee,
            ownerId,
            smartquoteId: quote?.id ?? null,
          },
        },
      ];
      return { result: { id: home.id, invited }, audit };
    });
    if (invited) {
      await sendPasswordConfirmLink({
        db,
        mailer: options.mailer,
        productName: options.productName,
        publicUrl: options.publicUrl,
        user: invited.user,
        reason: `You are the owner of ${input.name}, which ${options.productName} is getting ready for guests.`,
      });
    }
    return { id };
  } catch (error) {
    // Two people adding the same code at once: the unique index decides, the loser hears why.
    if (hasSqlState(error, UNIQUE_VIOLATION) && violated(error) === 'properties_code_unique') throw codeTaken();
    throw error;
  }
};

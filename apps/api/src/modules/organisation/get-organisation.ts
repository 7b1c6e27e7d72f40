import { can, type PermissionCaller } from '@hearth/domain';
import type { Db } from '../../db/client';
import { findOrganisation, organisationDefaults } from '../../common/organisation/organisation';
import type { OrganisationView } from './organisation.presenter';

/**
 * `GET v3/organisation` (docs/product/setup.md#calls): for every signed-in user; an installation set up without the
 * setup link (the demo) has no row yet and reads as PRODUCT_NAME in Australia until an admin saves.
 */
export const getOrganisation = async (options: {
  db: Db;
  caller: PermissionCaller;
  productName: string;
}): Promise<OrganisationView> => ({
  row: await findOrganisation(options.db),
  defaults: organisationDefaults(options.productName),
  canUpdate: can(options.caller, 'organisation:manage'),
});

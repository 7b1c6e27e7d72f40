import { can } from '@hearth/domain';
import { forbidden } from '../../access/forbidden';
import type { ScopeCaller } from '../../access/scope';

/** Whether this viewer may edit the company's settings: `canUpdate` of each company, and the check of each change. */
export const mayEditCompany = (caller: ScopeCaller, companyId: string) =>
  can(caller, 'company:edit-settings', { companyId });

export const assertMayEditCompany = (caller: ScopeCaller, companyId: string) => {
  if (!mayEditCompany(caller, companyId)) throw forbidden('company:edit-settings');
};

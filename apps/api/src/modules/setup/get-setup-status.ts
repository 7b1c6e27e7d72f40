import { HTTP, SETUP_ERROR_CODES, SETUP_MESSAGES, type TSetupStatusResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { organisationDefaults } from '../../common/organisation/organisation';
import { hasNoUser } from '../../common/users/no-user';
import { findLiveSetupLink } from './setup-links';

export const alreadySetUp = () =>
  new AppError({ status: HTTP.conflict, code: SETUP_ERROR_CODES.alreadySetUp, detail: SETUP_MESSAGES.alreadySetUp });
export const linkInvalid = () =>
  new AppError({ status: HTTP.notFound, code: SETUP_ERROR_CODES.linkInvalid, detail: SETUP_MESSAGES.linkInvalid });

/** `GET v1/public/setup/{token}`: whether the link may still set Hearth up, and what the form starts from. */
export const getSetupStatus = async (options: {
  db: Db;
  token: string;
  productName: string;
}): Promise<TSetupStatusResponse> => {
  if (!(await hasNoUser(options.db))) throw alreadySetUp();
  const link = await findLiveSetupLink(options.db, options.token);
  if (!link) throw linkInvalid();
  return {
    data: {
      type: 'setup',
      id: 'setup',
      attributes: { expiresAt: link.expiresAt.toISOString(), defaults: organisationDefaults(options.productName) },
    },
  };
};

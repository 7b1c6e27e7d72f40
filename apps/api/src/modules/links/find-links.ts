import { can, PROPERTY_SUBMISSION_LINK_TITLE, PROPERTY_SUBMISSION_PATH } from '@hearth/domain';
import type { SessionUser } from '../../types';

/** `GET v3/links`: the links the caller's menus offer ('Property Submission' for licensees). */
export const findLinks = (options: { caller: SessionUser; publicUrl: string }) =>
  can(options.caller, 'link:property-submission')
    ? [{ title: PROPERTY_SUBMISSION_LINK_TITLE, url: `${options.publicUrl}${PROPERTY_SUBMISSION_PATH}` }]
    : [];

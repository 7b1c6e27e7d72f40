import { can, PROPERTY_SUBMISSION_LINK_TITLE } from '@hearth/domain';
import type { SessionUser } from '../../types';

/** `GET v3/links`: the links the caller's menus offer ('Property Submission' for licensees). */
export const findLinks = (options: { caller: SessionUser; propertySubmissionUrl: string }) =>
  can(options.caller, 'link:property-submission')
    ? [{ title: PROPERTY_SUBMISSION_LINK_TITLE, url: options.propertySubmissionUrl }]
    : [];

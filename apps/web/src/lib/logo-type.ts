import { COMPANY_MESSAGES, LOGO_MAX_BYTES, LOGO_TYPES, type LogoType } from '@hearth/domain/companies';

/**
 * The logo-url `type` of a file (its MIME subtype), or the message saying why it cannot be a logo: a company's
 * (docs/product/companies.md#rules) and the organisation's (docs/product/setup.md#rules) follow the same rules.
 */
export const logoTypeOf = (file: { type: string; size: number }): { type: LogoType } | { problem: string } => {
  if (!file.type.startsWith('image/')) return { problem: COMPANY_MESSAGES.logoImagesOnly };
  const subtype = file.type.slice('image/'.length).toLowerCase();
  const type = (Object.keys(LOGO_TYPES) as LogoType[]).find((key) => key === subtype);
  if (!type) return { problem: COMPANY_MESSAGES.logoTypes };
  if (file.size > LOGO_MAX_BYTES) return { problem: COMPANY_MESSAGES.logoTooLarge };
  return { type };
};

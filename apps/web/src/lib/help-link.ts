import { isRouteAllowed } from '@hearth/domain/access';

export type HelpLink = { href: string; external: boolean };

/**
 * Where 'FAQ' and 'Go to articles' lead (issue 17 item 6): the knowledge centre for those who may open it (admin,
 * staff), the external help centre for everyone else; null when neither exists.
 */
export const helpLinkOf = (roles: readonly string[], faqUrl: string, knowledgeCentre: string): HelpLink | null => {
  if (isRouteAllowed(knowledgeCentre, roles, { warn: () => {} })) return { href: knowledgeCentre, external: false };
  return faqUrl ? { href: faqUrl, external: true } : null;
};

import { PORTAL_LABELS, portalOf } from '@hearth/domain/reviews';
import { ThemeIcon } from '@mantine/core';
import { IconHome2 } from '@tabler/icons-react';
import { PORTAL_MARKS } from '../assets/portal-marks';

/**
 * The logo of the channel a booking or review came from (docs/product/display.md#fields): the portal's mark, or the product's own mark
 * for its own channel, the operator's site, and any portal without one.
 */
export const PortalLogo = ({
  channel,
  productName,
  size = 32,
}: {
  channel: string;
  productName: string;
  size?: number;
}) => {
  const portal = portalOf(channel);
  if (portal === null || portal === 'host') {
    return (
      <ThemeIcon size={size} radius="md" role="img" aria-label={`${productName} logo`} data-portal="product">
        <IconHome2 size={Math.round(size * 0.6)} aria-hidden />
      </ThemeIcon>
    );
  }
  const mark = PORTAL_MARKS[portal];
  const label = PORTAL_LABELS[portal];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role="img"
      aria-label={`${label} logo`}
      data-portal={portal}
      style={{ flex: 'none' }}
    >
      <rect width="32" height="32" rx="8" fill={`var(--mantine-color-${mark.colour}-9)`} />
      <text
        x="16"
        y="16"
        dominantBaseline="central"
        textAnchor="middle"
        fontFamily="var(--mantine-font-family)"
        fontSize={mark.monogram.length > 1 ? 13 : 16}
        fontWeight={700}
        fill="#fff"
      >
        {mark.monogram}
      </text>
    </svg>
  );
};

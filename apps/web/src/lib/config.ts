import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { bootConfig } from './boot';

export type Environment = 'production' | 'demo' | 'development';

export type PublicConfig = {
  productName: string;
  environment: Environment;
  demo: boolean;
  faqUrl: string;
  supportHost: string;
  /** Map tiles (MAP_TILE_URL); absent: maps draw an offline outline and request no tiles. */
  mapTileUrl?: string;
  mapTileAttribution?: string;
  /** The organisation's brand colour and logo, when set (docs/product/setup.md#rules): the shell's accent and mark. */
  brandColour?: string;
  logoUrl?: string;
  /** Guests pay through Stripe, or payments are recorded by hand (docs/product/payments.md#modes). */
  paymentMode: 'stripe' | 'manual';
};

const fallbackConfig = (): PublicConfig => ({
  productName: 'Hearth',
  environment: 'development',
  demo: false,
  faqUrl: '',
  supportHost: typeof window === 'undefined' ? 'localhost' : window.location.hostname,
  paymentMode: 'manual',
});

export const PUBLIC_CONFIG_QUERY_KEY = ['public-config'] as const;

export const getPublicConfig = async (): Promise<PublicConfig> => {
  const body = await api.get<{ data: Partial<PublicConfig> }>('/api/v1/public/config');
  return { ...fallbackConfig(), ...body.data };
};

/** The page's boot data answers first, so the sign-in form shows without a call. */
const bootPublicConfig = (): PublicConfig | undefined => {
  const config = bootConfig();
  return config ? { ...fallbackConfig(), ...(config as Partial<PublicConfig>) } : undefined;
};

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: PUBLIC_CONFIG_QUERY_KEY,
    queryFn: getPublicConfig,
    staleTime: Infinity,
    initialData: bootPublicConfig,
  });

/** The public config, or sensible defaults while it loads or when it cannot be read. */
export const usePublicConfig = (): PublicConfig => {
  const { data } = useQuery(publicConfigQueryOptions());
  return data ?? fallbackConfig();
};

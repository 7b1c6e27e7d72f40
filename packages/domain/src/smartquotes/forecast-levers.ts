import type {
  SmartquoteAmenities,
  SmartquoteOccupancy,
  SmartquotePricing,
  SmartquoteSegment,
} from './smartquotes.constants';

/**
 * The overview's fine-tuning levers as factors on the comps' figures. The neutral setting of each (comfort,
 * standard, standard pricing, standard occupancy) is 1: the comps are typical homes, so the backtest scores the
 * engine there. Every lever is monotone: a higher setting never lowers the rate it raises.
 */
export const LEVERS = {
  // Nightly rate by finish: essentials to luxe spans about the P25–P75 spread of rates among homes of one size.
  segment: { essentials: { rate: 0.85 }, comfort: { rate: 1 }, premium: { rate: 1.15 }, luxe: { rate: 1.3 } },
  // Amenities (pool, spa, views...) lift both the rate a guest pays and how often the home is chosen, a little.
  amenities: {
    basic: { rate: 0.95, occupancy: 0.97 },
    standard: { rate: 1, occupancy: 1 },
    good: { rate: 1.04, occupancy: 1.02 },
    extra: { rate: 1.08, occupancy: 1.04 },
  },
  // Pricing trades rate for occupancy: 10% dearer loses about 6% of the nights (and the reverse), so revenue moves less.
  pricing: {
    low: { rate: 0.9, occupancy: 1.06 },
    standard: { rate: 1, occupancy: 1 },
    high: { rate: 1.1, occupancy: 0.94 },
  },
  // The operator's view of demand for this home (reviews, listing quality, owner use).
  occupancy: { low: { occupancy: 0.85 }, standard: { occupancy: 1 }, high: { occupancy: 1.12 } },
} as const;

export type TLeverSettings = {
  segment: SmartquoteSegment;
  amenities: SmartquoteAmenities;
  pricing: SmartquotePricing;
  occupancy: SmartquoteOccupancy;
};

export const NEUTRAL_LEVERS: TLeverSettings = {
  segment: 'comfort',
  amenities: 'standard',
  pricing: 'standard',
  occupancy: 'standard',
};

/** The factors the levers put on the nightly rate and on occupancy. */
export const leverFactors = (settings: TLeverSettings) => ({
  rate:
    LEVERS.segment[settings.segment].rate *
    LEVERS.amenities[settings.amenities].rate *
    LEVERS.pricing[settings.pricing].rate,
  occupancy:
    LEVERS.amenities[settings.amenities].occupancy *
    LEVERS.pricing[settings.pricing].occupancy *
    LEVERS.occupancy[settings.occupancy].occupancy,
});

// A listing's amenities as the quote's standard step would record them: the amenities level (basic, standard, good,
// extra) and whether the home has a car space. A business developer walking through the home enters exactly this,
// so the backtest may use it as a quote's input; the comps table carries it so the engine can compare like with like.

import type { SmartquoteAmenities } from '@hearth/domain';

/**
 * The features that set one home above another of its size, each counted once whatever Airbnb's wording: what an
 * owner would name when asked "what does it have?". Kitchen basics, linen and the like are in nearly every listing
 * and say nothing.
 */
export const AMENITY_FEATURES: Record<string, RegExp> = {
  pool: /^(private |shared )?(indoor |outdoor )?pool\b(?! view| table)|^(private|shared) .*pool/i,
  hotTubOrSauna: /hot tub|sauna/i,
  view: /(ocean|sea|beach|bay|river|lake|harbou?r|marina|canal|city skyline|mountain|valley) view|waterfront|beachfront/i,
  airConditioning: /air conditioning|^ac -/i,
  workspace: /dedicated workspace/i,
  evCharger: /ev charger/i,
  bbq: /bbq grill|barbecue/i,
  gym: /^gym|exercise equipment/i,
  fireplace: /fireplace|fire pit/i,
  gamesRoom: /pool table|ping pong|game console|arcade/i,
  outdoorArea: /outdoor dining|patio or balcony|backyard/i,
  dishwasher: /^dishwasher/i,
  dryer: /dryer/i,
  coffeeMachine: /espresso|nespresso/i,
};

/** How many of AMENITY_FEATURES the listing has (0..14). */
export const amenityScore = (amenities: readonly string[]): number =>
  Object.values(AMENITY_FEATURES).filter((pattern) => amenities.some((name) => pattern.test(name))).length;

/**
 * The score's quartiles over the active listings of Brisbane's tuning half (scripts/backtest/tune.ts prints them):
 * basic below the first, standard up to the median, good up to the third, extra above. The score is a whole
 * number, so the four levels hold 15%, 34%, 16% and 35% of that half rather than a quarter each.
 */
export const AMENITY_CUTS = [4, 6, 7] as const;

export const amenityLevel = (amenities: readonly string[]): SmartquoteAmenities => {
  const score = amenityScore(amenities);
  const above = AMENITY_CUTS.filter((cut) => score >= cut).length;
  return (['basic', 'standard', 'good', 'extra'] as const)[above] as SmartquoteAmenities;
};

// Parking of the home's own (on premises, free or paid, a garage or carport); street parking is not a car space.
const OWN_PARKING = /(parking|garage|carport) on premises/i;

/** 1 when the listing has parking of its own, else 0: listings say "on premises", never how many spaces. */
export const carSpacesOf = (amenities: readonly string[]): number =>
  Number(amenities.some((name) => OWN_PARKING.test(name)));

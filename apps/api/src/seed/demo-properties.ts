import { portfolioWindow } from './portfolio/calendar';
import { generatePortfolio, type Portfolio, type PortfolioProperty } from './portfolio/generate-properties';

export type DemoProperty = PortfolioProperty;

/** Listings in the demo: the twelve hand-written ones and generated ones across the eight regions. */
export const DEMO_PORTFOLIO_SIZE = 300;

const byMonth = new Map<string, Portfolio>();

/** The demo portfolio as of a seed month (ids, codes, names, companies and owners never depend on it). */
export const demoPortfolio = (asOf: string = portfolioWindow().month): Portfolio => {
  let portfolio = byMonth.get(asOf);
  if (!portfolio) {
    portfolio = generatePortfolio({ count: DEMO_PORTFOLIO_SIZE, asOf });
    byMonth.set(asOf, portfolio);
  }
  return portfolio;
};

/** Every demo listing, in the order seeded; the first twelve are the hand-written ones tests and e2e rely on. */
export const DEMO_PROPERTIES: readonly DemoProperty[] = demoPortfolio().properties;

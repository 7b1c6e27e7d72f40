import classes from './timeline.module.css';

/**
 * What the striped and greyed nights mean, under the grid once a row shows one: nights closed by hand, as on the
 * home's calendar (docs/product/rates.md#nights-by-hand), and the nights a home takes no stays on
 * (docs/product/properties.md#life-cycle).
 */
export const TimelineLegend = ({ closed, noStays }: { closed: boolean; noStays: boolean }) => {
  if (!closed && !noStays) return null;
  return (
    <p className={classes.legend} data-testid="timeline-legend">
      {closed ? (
        <span>
          <span className={classes.swatch} data-closed aria-hidden /> Closed: no stay may hold the night
        </span>
      ) : null}
      {noStays ? (
        <span>
          <span className={classes.swatch} data-no-stays aria-hidden /> Takes no stays: the home is inactive, or it is
          after its last night
        </span>
      ) : null}
    </p>
  );
};

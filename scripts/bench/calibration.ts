/**
 * Lighthouse's CPU slowdown calibrated to the host, so that a performance figure means the same phone on any machine.
 *
 * Lighthouse's simulated throttling multiplies the main-thread time it records by a constant (`cpuSlowdownMultiplier`,
 * 4 by default), chosen to turn a high-end desktop into a mid-tier phone. On a slower host the same 4 emulates a
 * slower phone: the same build of /cli/account scored 93 on one host and 75 on another. Lighthouse records its own
 * reading of the host's speed in every report (`environment.benchmarkIndex`), and its throttling documentation
 * (docs/throttling.md, "Calibrating the CPU slowdown") points to its CPU slowdown calculator for the multiplier
 * that targets the mid-tier phone from that reading. The calculator is a web page
 * (https://lighthouse-cpu-throttling-calculator.vercel.app/, source: patrickhulce/lighthouse-cpu-throttling-calculator)
 * and no npm package exports it, so its breakpoints are written out here:
 *
 *   benchmarkIndex   multiplier
 *   150              1
 *   800              2
 *   1300             3
 *   1533             4      (and one more for every further 233)
 *
 * linear between them. Under 150 no multiplier makes the host a mid-tier phone (it is slower than one): null.
 */

/** The multiplier for a host of `benchmarkIndex`, or null when the host is slower than the phone emulated. */
export function calibratedSlowdown(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650;
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500;
  return 3 + (benchmarkIndex - 1300) / 233;
}

/** Lighthouse's default multiplier, what an uncalibrated run uses. */
export const DEFAULT_SLOWDOWN = 4;

/**
 * Is the machine quiet enough for timed figures? Lighthouse's simulated throttling multiplies the main-thread
 * time Chromium records; on a machine whose cores are busy with other jobs that recorded time includes waiting
 * for a core, so a performance score measured there is the other jobs' as much as the site's. `npm run bench`
 * enforces the performance target only when this says the machine was quiet before, between and after its
 * Lighthouse runs; otherwise it prints the figures as no verdict.
 *
 * Two readings, because each misses something: the load average (the kernel's count of runnable processes,
 * averaged over a minute) lags and also counts this bench's own work, while a busy loop's share of a core (its
 * CPU time over its wall time, 1 when nothing competes) is instantaneous but short. One loop runs per core, in
 * separate processes, so a single other busy process on a two-core machine already shows.
 *
 * A host that is quiet but slow is not judged here: the bench calibrates Lighthouse's CPU slowdown to the host's
 * speed instead (./calibration.ts).
 */
import {spawn} from 'node:child_process';
import os from 'node:os';

/** Quiet: a one-minute load average under this (before the runs)… */
export const QUIET_LOAD_AVERAGE = 1;
/** …and every core's busy loop getting at least this share of its core (before, between and after the runs). */
export const QUIET_CORE_SHARE = 0.9;
export const SHARE_MS = 1000;

export interface Reading {
  /** One-minute load average, or null where the platform has none (Windows reports 0s). */
  loadAverage: number | null;
  /** The share of a core each of the parallel busy loops got, one per core. */
  shares: number[];
}

/**
 * A busy loop for `ms`, printing the share of a core it got: its CPU time over its wall time (1 when nothing
 * competes). Plain JavaScript for a plain node child; its own process, so the CPU time is the loop's alone.
 */
const childLoop = (ms: number) =>
  `const w=performance.now(),c=process.cpuUsage();let x=0;while(performance.now()-w<${ms})x=Math.sqrt(x+1);` +
  `const u=process.cpuUsage(c);process.stdout.write(String(Math.min(1,(u.user+u.system)/1000/(performance.now()-w))))`;

/** Runs `code` in a fresh node process and resolves with the number it prints; rejects with its error otherwise. */
function childNumber(code: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', code], {stdio: ['ignore', 'pipe', 'pipe']});
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => {
      const value = Number(out);
      if (status === 0 && out !== '' && Number.isFinite(value)) resolve(value);
      else {
        const error = err.split('\n').find((line) => /Error/.test(line)) ?? err.trim();
        reject(new Error(`measuring process exited with ${status}: "${out}"${error ? ` (${error})` : ''}`));
      }
    });
  });
}

/** One busy loop per core at once, each in its own process; resolves with each one's share of its core. */
export async function machineShares(ms = SHARE_MS, cores = os.availableParallelism()): Promise<number[]> {
  const shares = await Promise.all(Array.from({length: cores}, () => childNumber(childLoop(ms))));
  return shares.map((share) => Math.round(share * 100) / 100);
}

/** The load average and the busy loops' shares. */
export async function readMachine(ms = SHARE_MS): Promise<Reading> {
  const loadAverage = process.platform === 'win32' ? null : Math.round(os.loadavg()[0]! * 100) / 100;
  return {loadAverage, shares: await machineShares(ms)};
}

/**
 * Why a reading is not quiet ([] when it is). `checkLoad: false` skips the load average: after the runs it still
 * counts the bench's own Chromium of the last minute.
 */
export function noisy(reading: Reading, {checkLoad = true}: {checkLoad?: boolean} = {}): string[] {
  const reasons: string[] = [];
  if (checkLoad && reading.loadAverage !== null && reading.loadAverage >= QUIET_LOAD_AVERAGE)
    reasons.push(`load average ${reading.loadAverage} (quiet: under ${QUIET_LOAD_AVERAGE})`);
  const least = Math.min(...reading.shares);
  if (!(least >= QUIET_CORE_SHARE))
    reasons.push(`a busy loop got ${least} of a core (quiet: at least ${QUIET_CORE_SHARE} on each)`);
  return reasons;
}

/** One line for a series of readings: the load averages judged and the range of the busy loops' shares. */
export function summariseReadings(readings: {reading: Reading; checkLoad: boolean}[]): string {
  const loads = readings.filter((r) => r.checkLoad && r.reading.loadAverage !== null).map((r) => r.reading.loadAverage);
  const shares = readings.flatMap((r) => r.reading.shares);
  const range = (values: number[]) => (values.length ? `${Math.min(...values)}-${Math.max(...values)}` : 'no reading');
  return (
    `${loads.length ? `load average ${loads.join(', ')} before the runs, ` : ''}busy loops got ${range(shares)} of a ` +
    `core (quiet: load average under ${QUIET_LOAD_AVERAGE} and at least ${QUIET_CORE_SHARE} of each core throughout)`
  );
}

export function describe(reading: Reading): string {
  const load = reading.loadAverage === null ? 'no load average' : `load average ${reading.loadAverage}`;
  return `${load}, busy-loop share per core ${reading.shares.join(', ')}`;
}

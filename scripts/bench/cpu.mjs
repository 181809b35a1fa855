/**
 * CPU calibration for Lighthouse's simulated throttling on a shared machine: why, in ./lighthouse.mjs' header.
 * Plain JavaScript so that lighthouse.mjs (run by node) and the unit tests (run by tsx) share it.
 */
export const DEFAULT_SLOWDOWN = 4;
export const CALIBRATION_MS = 1500;

/** The CPU slowdown that, on a host giving this share of a core, emulates what 4x emulates on a quiet host. */
export function calibratedSlowdown(share) {
  if (!Number.isFinite(share)) return DEFAULT_SLOWDOWN;
  return Math.round(Math.min(DEFAULT_SLOWDOWN, Math.max(1, DEFAULT_SLOWDOWN * share)) * 100) / 100;
}

/**
 * Share of one core a busy loop gets now: CPU time / wall time over `ms` (1 on a quiet host, less when shared).
 * The CPU time is the whole process's, so call it while no other thread of this process is busy (lighthouse.mjs
 * calls it between runs; Chromium is another process).
 */
export function coreShare(ms = CALIBRATION_MS) {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  let x = 0;
  while (performance.now() - wallStart < ms) x = Math.sqrt(x + 1);
  const cpu = process.cpuUsage(cpuStart);
  const wall = performance.now() - wallStart;
  return x > 0 ? Math.min(1, (cpu.user + cpu.system) / 1000 / wall) : 1;
}

/**
 * Milliseconds this host takes to touch 1 GiB of memory it has not touched before (one write per 4 KiB page of
 * `mib` fresh MiB, scaled to a GiB). Loading a page is largely first-touch work (a new renderer, V8 heap and DOM),
 * which the share of a core does not see and the slowdown cannot correct: some virtual machines fault every new
 * page through their host, and there the same build scores far lower. The bench prints it beside the scores.
 */
export function freshMemoryMsPerGiB(mib = 128) {
  const start = performance.now();
  const bytes = new Uint8Array(mib * 1024 * 1024);
  for (let i = 0; i < bytes.length; i += 4096) bytes[i] = 1;
  return Math.round(((performance.now() - start) * 1024) / mib);
}

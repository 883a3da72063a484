// Lighthouse's CPU throttling is relative to the host: its mobile profile slows the CPU 4×, which
// turns a high-end desktop (benchmarkIndex 1500-2000) into a mid-tier phone. On a slower host that
// emulates a phone slower than intended, so Lighthouse's docs (docs/throttling.md, "Calibrating
// the CPU slowdown") ask for a multiplier calibrated to the host's benchmarkIndex. ADR 027.

/**
 * The CPU slowdown that makes a host with this benchmarkIndex a mid-tier phone: the piecewise
 * calibration of Lighthouse's CPU throttling calculator (2000 → 6×, 1533 → 4×, 1300 → 3×, 800 → 2×,
 * 150 → 1×). An index that was not measured gives Lighthouse's default, 4×.
 * @param {number} benchmarkIndex
 * @returns {number}
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

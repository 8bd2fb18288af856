/** Shared ending of the load benchmarks: print each check against its target and set the exit code. */
export type BenchCheck = { name: string; pass: boolean; value: string }

export function reportChecks(checks: BenchCheck[]): void {
  for (const check of checks) console.log(`${check.pass ? 'PASS' : 'FAIL'}  ${check.name}: ${check.value}`)
  const pass = checks.every((check) => check.pass)
  console.log(pass ? '\nPASS: target met' : '\nFAIL: target missed')
  process.exitCode = pass ? 0 : 1
}

/** Runs a benchmark's main function, turning a thrown error into a one-line message and exit code 1. */
export function runBench(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  })
}

/** The p-th percentile (nearest rank) of ascending `sorted` values; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}

import { execFileSync } from 'node:child_process';

/**
 * Module load time of the function bundle in a fresh Node process (what a cold start pays before
 * the first request), the median of `runs`, next to the floor: the firebase-functions modules the
 * bundle cannot do without, loaded alone.
 */
function timeRequire(modules: string[], cwd: string): number {
  const script = `const t=performance.now();${modules.map((m) => `require(${JSON.stringify(m)});`).join('')}process.stdout.write(String(performance.now()-t))`;
  return Number(execFileSync(process.execPath, ['-e', script], { cwd, encoding: 'utf8' }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

export function coldStart(bundle: string, cwd: string, runs = 5): { moduleLoadMs: number; floorMs: number } {
  const load: number[] = [];
  const floor: number[] = [];
  for (let run = 0; run < runs; run++) {
    load.push(timeRequire([bundle], cwd));
    floor.push(timeRequire(['firebase-functions/v2/https', 'firebase-functions/v2/firestore'], cwd));
  }
  return { moduleLoadMs: median(load), floorMs: median(floor) };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starting and stopping the pieces a store-outage scenario needs: a Firestore emulator of its
 * own (so stopping it disturbs nothing else) and the function served in one process on top of it.
 */
const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const FIRESTORE_WRAPPER_JAR = resolve(
  ROOT,
  '.cache/firestore-emulator/cloud-firestore-emulator-wrapper.jar',
);

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface FirestoreEmulator {
  host: string;
  process: ChildProcess;
  /** SIGKILL: the store is gone, connections refused. */
  kill(): Promise<void>;
  /** SIGSTOP / SIGCONT: the store accepts connections but answers nothing (a stall). */
  stall(): void;
  resume(): void;
}

/** A Firestore emulator on `port` (the wrapper JAR scripts/setup.sh makes), ready to serve. */
export async function startFirestoreEmulator(port: number): Promise<FirestoreEmulator> {
  const child = spawn(
    'java',
    ['-jar', FIRESTORE_WRAPPER_JAR, '--host', '127.0.0.1', '--port', String(port)],
    {
      stdio: 'ignore',
    },
  );
  await waitFor(`http://127.0.0.1:${port}/`, 60_000);
  return {
    host: `127.0.0.1:${port}`,
    process: child,
    async kill() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await exited;
    },
    stall: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
  };
}

export interface FunctionHost {
  url: string;
  moduleLoadMs: number;
  process: ChildProcess;
  /** Every structured log line the function wrote, parsed. */
  logs: Array<Record<string, unknown>>;
  stop(): Promise<void>;
}

/** `scripts/function-host/serve.ts` on `port`, with the given environment on top of ours. */
export async function startFunctionHost(
  port: number,
  env: Record<string, string>,
  bundle = resolve(ROOT, 'functions/lib/index.js'),
): Promise<FunctionHost> {
  // DROPWISE_HOST_CPU_PROFILE_DIR=dir: the host writes a V8 CPU profile there when it stops.
  const profileDir = process.env.DROPWISE_HOST_CPU_PROFILE_DIR;
  const child = spawn(
    process.execPath,
    [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      '--import',
      'tsx',
      resolve(ROOT, 'scripts/function-host/serve.ts'),
      '--port',
      String(port),
      '--bundle',
      bundle,
    ],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const logs: Array<Record<string, unknown>> = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const ready = new Promise<number>((done, fail) => {
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          if (typeof entry.listening === 'number') done(Number(entry.moduleLoadMs));
          else logs.push(entry);
        } catch {
          // Not a structured line; ignore.
        }
      }
    });
    child.once('exit', (code) => fail(new Error(`function host exited (${code}): ${stderr}`)));
  });
  const moduleLoadMs = await ready;
  return {
    url: `http://127.0.0.1:${port}`,
    moduleLoadMs,
    process: child,
    logs,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(killer);
    },
  };
}

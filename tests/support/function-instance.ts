import { afterAll, beforeAll } from 'vitest';
import { type FunctionHost, startFunctionHost } from '../../scripts/function-host/processes';
import { PROJECT_ID } from './emulators';

/** The Firestore operations the host counted since the last reset. */
export interface FirestoreOps {
  reads: number;
  writes: number;
  rpcs: number;
}

export interface FunctionInstance {
  url(): string;
  resetOps(): Promise<void>;
  ops(): Promise<FirestoreOps>;
}

/**
 * The built function in one process of its own for the whole file, counting its Firestore
 * operations: one instance as Cloud Functions runs it, serving concurrent requests. The port is
 * `basePort` plus the suite's port offset; `env` adds to or overrides the production defaults.
 */
export function oneFunctionInstance(basePort: number, env: Record<string, string> = {}): FunctionInstance {
  let host: FunctionHost | undefined;
  beforeAll(async () => {
    host = await startFunctionHost(basePort + Number(process.env.DROPWISE_PORT_OFFSET ?? 0), {
      GCLOUD_PROJECT: PROJECT_ID,
      DROPWISE_COUNT_FIRESTORE_OPS: '1',
      NODE_ENV: 'production',
      ...env,
    });
  }, 60_000);
  afterAll(async () => {
    await host?.stop();
  });
  const url = () => {
    if (!host) throw new Error('The function host has not started.');
    return host.url;
  };
  return {
    url,
    async resetOps() {
      await fetch(`${url()}/__host/ops/reset`, { method: 'POST' });
    },
    async ops() {
      return (await (await fetch(`${url()}/__host/ops`)).json()) as FirestoreOps;
    },
  };
}

import http from 'node:http';
import { type Endpoint, fillPath, type PathParams } from '@dropwise/domain/api/endpoint';
import { FUNCTIONS_REGION } from '@dropwise/domain/functions-region';
import { send } from '../request-path/load';
import { PROJECT_ID } from '../../tests/support/emulators';

/**
 * The day's calls, straight to the Functions emulator's `api` function (as Hosting's rewrite
 * hands it `/api/...`), each answer recorded by endpoint: never thrown, whatever its status.
 */
const BASE = `${process.env.DROPWISE_FUNCTIONS_URL ?? 'http://127.0.0.1:5001'}/${PROJECT_ID}/${FUNCTIONS_REGION}/api`;
const ANY_STATUS = Array.from({ length: 500 }, (_, i) => 100 + i);
/**
 * A connection per call: riders call every 10 s, longer than the emulator keeps an idle
 * connection, and a kept-alive one closed under a new request would count as no answer.
 */
const fresh = new http.Agent({ keepAlive: false });

export interface Answer {
  status: number;
  body: { data?: Record<string, unknown>; id?: string; error?: { code?: string; message?: string } } | null;
  ms: number;
}

export interface EndpointStats {
  calls: number;
  byStatus: Map<number, number>;
  latencies: number[];
}

export const apiStats = new Map<string, EndpointStats>();

export const endpointName = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

function record(name: string, status: number, ms: number): void {
  const stats: EndpointStats = apiStats.get(name) ?? {
    calls: 0,
    byStatus: new Map<number, number>(),
    latencies: [],
  };
  stats.calls++;
  stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);
  stats.latencies.push(ms);
  apiStats.set(name, stats);
}

/**
 * One call. `source` names it to the workers' counter (worker-ops.ts): `position:open` and
 * `position:free` tell a rider's report with an open order from one without. A refused
 * connection is status 0.
 */
export async function call<P extends string>(
  endpoint: Endpoint<P>,
  params: PathParams<P>,
  options: { token: string; body?: unknown; source?: string },
): Promise<Answer> {
  const name = endpointName(endpoint);
  const started = performance.now();
  try {
    const answer = await send(BASE, {
      method: endpoint.method as 'GET' | 'POST' | 'PUT' | 'PATCH',
      path: fillPath(endpoint.path, params),
      headers: {
        Authorization: `Bearer ${options.token}`,
        'X-Dropwise-Bench-Source': `day:${options.source ?? name}`,
      },
      body: options.body,
      ok: ANY_STATUS,
      agent: fresh,
    });
    const ms = performance.now() - started;
    record(name, answer.status, ms);
    return { status: answer.status, body: answer.body as Answer['body'], ms };
  } catch {
    const ms = performance.now() - started;
    record(name, 0, ms);
    return { status: 0, body: null, ms };
  }
}

/** Waits `ms` (never throws). */
export const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, Math.max(0, ms)));

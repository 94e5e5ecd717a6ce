import http from 'node:http';
/** Load generation: a fixed number of operations with a fixed number in flight, timed each. */

export interface Phase {
  count: number;
  errors: number;
  seconds: number;
  rate: number;
  p50: number;
  p95: number;
  max: number;
  /** Every operation's latency in ms, sorted. */
  latencies: number[];
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/** A phase's figures from its operations' latencies in ms (sorted here, in place). */
function phaseOf(latencies: number[], errors: number, seconds: number): Phase {
  const sortedLatencies = latencies.sort((a, b) => a - b);
  return {
    count: sortedLatencies.length,
    errors,
    seconds,
    rate: sortedLatencies.length / seconds,
    p50: percentile(sortedLatencies, 50),
    p95: percentile(sortedLatencies, 95),
    max: percentile(sortedLatencies, 100),
    latencies: sortedLatencies,
  };
}

/** Times operations as they run; a throw counts as an error, and its time counts too. */
function timedRuns() {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  return {
    started,
    async time(operation: () => Promise<unknown>): Promise<void> {
      const start = performance.now();
      try {
        await operation();
      } catch {
        errors++;
      }
      latencies.push(performance.now() - start);
    },
    phase: (): Phase => phaseOf(latencies, errors, (performance.now() - started) / 1000),
  };
}

/** How a phase starts its operations: `perSecond` when set, else `inFlight` at a time. */
export interface Load {
  inFlight: number;
  /** Start operations at this steady rate whatever is still in flight (an open loop). */
  perSecond?: number;
}

/** Runs `operation(i)` for i in [0, count) under `load`; a throw is an error. */
export async function measure(
  count: number,
  load: Load,
  operation: (index: number) => Promise<unknown>,
): Promise<Phase> {
  const runs = timedRuns();
  const run = (index: number) => runs.time(() => operation(index));
  if (load.perSecond) await paced(count, load.perSecond, runs.started, run);
  else await closedLoop(count, load.inFlight, run);
  return runs.phase();
}

/** At most `inFlight` at once, the next starting as one ends. */
async function closedLoop(count: number, inFlight: number, run: (index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(inFlight, count) }, async () => {
      while (next < count) await run(next++);
    }),
  );
}

/** Started on a timer from `started`, as phones reporting on a timer are. */
async function paced(
  count: number,
  perSecond: number,
  started: number,
  run: (index: number) => Promise<void>,
) {
  const running: Promise<void>[] = [];
  for (let index = 0; index < count; index++) {
    const wait = started + (index * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    running.push(run(index));
  }
  await Promise.all(running);
}

/** Several phases of the same work as one: their latencies together, their time summed. */
export function pooled(phases: Phase[]): Phase {
  return phaseOf(
    phases.flatMap((phase) => phase.latencies),
    phases.reduce((sum, phase) => sum + phase.errors, 0),
    phases.reduce((sum, phase) => sum + phase.seconds, 0),
  );
}

export interface HttpCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Statuses that count as success for this call. */
  ok: number[];
  /** The connections to use (the kept-alive pool below by default). */
  agent?: http.Agent;
}

/**
 * Kept-alive connections for the load: the bench runs on the same cores as the function and the
 * store, and Node's `fetch` costs about three times the CPU per request of `node:http`, CPU that
 * a client on another machine would not take from them.
 */
const agent = new http.Agent({ keepAlive: true });

/** Sends one call to `baseUrl`; throws (an error in the figures) on any other status. */
export function send(baseUrl: string, call: HttpCall): Promise<{ status: number; body: unknown }> {
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  const headers: Record<string, string | number> = { ...call.headers };
  if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = Buffer.byteLength(payload);
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${call.path}`,
      { method: call.method, headers, agent: call.agent ?? agent },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (!call.ok.includes(status)) {
            reject(new Error(`${call.method} ${call.path}: ${status} ${text.slice(0, 200)}`));
            return;
          }
          try {
            resolve({ status, body: text ? (JSON.parse(text) as unknown) : null });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/// <reference lib="dom" />
import type { ListenEvent } from './listen-billing';

/**
 * Runs in each Chromium page before the app (an init script), and reports through the page's
 * `__benchSeen` binding what a person would see and what the page's listeners were sent:
 * - `marker`: the trip map's rider marker moved (`.trip-map-canvas[data-rider]`, `lat,lng`);
 * - `status`: the order's status badge changed (`.status-badge.status-<status>`);
 * - `sos`: an alert card showed on the Safety desk (`article.sos-alert`, its heading's text);
 * - `listen`: a message of the web SDK's Listen channel, a WebChannel over fetch streams or XHR
 *   (long-polled). Its requests carry `addTarget` (a query or documents, with or without a resume
 *   token) and `removeTarget`; its answers are frames of `<length>\n<JSON>`, each carrying
 *   ListenResponse messages (`documentChange` to some targets and out of others,
 *   `documentDelete`, `documentRemove`). What of it is billed is worked out by the bench
 *   (listen-billing.ts), not here: the emulator re-sends whole results that Firestore would not.
 *   The SDK's fetch is read through a copy of each request and answer, an XHR through its text.
 * Self-contained: Playwright sends its source to the page.
 */
export function pageProbe(): void {
  type Seen = {
    kind: 'marker' | 'status' | 'sos' | 'listen';
    value: string;
    at: number;
    path: string;
    listen?: ListenEvent;
  };
  const report = (seen: Omit<Seen, 'at' | 'path'>) =>
    (window as unknown as { __benchSeen?: (seen: Seen) => void }).__benchSeen?.({
      ...seen,
      at: Date.now(),
      path: location.pathname,
    });

  let marker: string | null = null;
  let status: string | null = null;
  const alerts = new Set<string>();
  const look = () => {
    const now = document.querySelector('.trip-map-canvas')?.getAttribute('data-rider') ?? null;
    if (now !== marker && now) report({ kind: 'marker', value: now });
    marker = now;
    const badge = document.querySelector('.status-badge');
    const shown = badge
      ? (Array.from(badge.classList).find((name) => name.startsWith('status-') && name !== 'status-badge') ??
        null)
      : null;
    if (shown !== status && shown) report({ kind: 'status', value: shown.slice('status-'.length) });
    status = shown;
    document.querySelectorAll('article.sos-alert h2').forEach((heading) => {
      const text = heading.textContent ?? '';
      if (text && !alerts.has(text)) report({ kind: 'sos', value: text });
      alerts.add(text);
    });
  };
  // After an in-app navigation the bench calls this, so the new order's status and marker are
  // reported (at the next change of the page) even when they equal the last one's.
  (window as unknown as { __benchLook: () => void }).__benchLook = () => {
    marker = null;
    status = null;
  };
  new MutationObserver(look).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-rider', 'class'],
  });

  type Message = {
    documentChange?: {
      document?: { name?: string; updateTime?: string };
      targetIds?: number[];
      removedTargetIds?: number[];
    };
    documentDelete?: { document?: string; removedTargetIds?: number[] };
    documentRemove?: { document?: string; removedTargetIds?: number[] };
  };
  const heard = (listen: ListenEvent) => report({ kind: 'listen', value: listen.kind, listen });
  const answer = (message: Message) => {
    const change = message.documentChange;
    if (change)
      heard({
        kind: 'document',
        name: change.document?.name ?? '',
        updateTime: change.document?.updateTime ?? '',
        targetIds: change.targetIds ?? [],
        removedTargetIds: change.removedTargetIds ?? [],
      });
    const gone = message.documentDelete ?? message.documentRemove;
    if (gone)
      heard({ kind: 'gone', name: gone.document ?? '', removedTargetIds: gone.removedTargetIds ?? [] });
  };
  /** A request's body: form fields `reqN___data__`, each one ListenRequest. */
  const requests = (body: string) => {
    for (const [field, value] of new URLSearchParams(body)) {
      if (!/^req\d+___data__$/.test(field)) continue;
      let request: {
        addTarget?: {
          targetId: number;
          resumeToken?: string;
          readTime?: string;
          query?: unknown;
          documents?: unknown;
        };
        removeTarget?: number;
      };
      try {
        request = JSON.parse(value) as typeof request;
      } catch {
        continue;
      }
      const add = request.addTarget;
      if (add)
        heard({
          kind: 'listen',
          targetId: add.targetId,
          query: JSON.stringify(add.query ?? add.documents),
          resumed: Boolean(add.resumeToken ?? add.readTime),
        });
      if (request.removeTarget !== undefined) heard({ kind: 'unlisten', targetId: request.removeTarget });
    }
  };
  const frames = (buffer: string): string => {
    for (;;) {
      const newline = buffer.indexOf('\n');
      if (newline < 0) return buffer;
      const length = Number(buffer.slice(0, newline));
      if (!Number.isFinite(length)) return '';
      if (buffer.length < newline + 1 + length) return buffer;
      const frame = buffer.slice(newline + 1, newline + 1 + length);
      buffer = buffer.slice(newline + 1 + length);
      try {
        for (const [, payload] of JSON.parse(frame) as Array<[number, unknown]>) {
          for (const message of Array.isArray(payload) ? payload : [payload]) {
            if (message && typeof message === 'object') answer(message as Message);
          }
        }
      } catch {
        if (frame.includes('documentChange')) report({ kind: 'listen', value: 'unparsed frame' });
      }
    }
  };
  const listening = (url: string) => url.includes('/Listen/channel');
  const fetchOf = window.fetch;
  window.fetch = async function (this: unknown, ...args: Parameters<typeof fetch>) {
    const url = args[0] instanceof Request ? args[0].url : String(args[0]);
    if (listening(url)) {
      if (args[0] instanceof Request)
        void args[0]
          .clone()
          .text()
          .then(requests, () => {});
      else if (typeof args[1]?.body === 'string') requests(args[1].body);
    }
    const response = await fetchOf.apply(this, args);
    if (listening(url) && response.body) {
      const reader = response.clone().body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      const pump = async (): Promise<void> => {
        const { done, value } = await reader.read();
        if (done) return;
        buffer = frames(buffer + decoder.decode(value, { stream: true }));
        return pump();
      };
      pump().catch(() => {});
    }
    return response;
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (
    this: XMLHttpRequest & { listening?: boolean },
    ...args: unknown[]
  ) {
    this.listening = listening(String(args[1]));
    if (this.listening) {
      let seen = 0;
      let buffer = '';
      this.addEventListener('readystatechange', () => {
        if (this.readyState < 3) return;
        const text = this.responseText;
        buffer = frames(buffer + text.slice(seen));
        seen = text.length;
      });
    }
    return (open as (...given: unknown[]) => void).apply(this, args);
  } as typeof open;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest & { listening?: boolean }, body) {
    if (this.listening && typeof body === 'string') requests(body);
    return send.call(this, body);
  };
}

/// <reference lib="dom" />
/**
 * Runs in each Chromium page before the app (an init script), and reports through the page's
 * `__benchSeen` binding what a person would see and what the page's listeners were sent:
 * - `marker`: the trip map's rider marker moved (`.trip-map-canvas[data-rider]`, `lat,lng`);
 * - `status`: the order's status badge changed (`.status-badge.status-<status>`);
 * - `read`: a document the Firestore emulator sent a listener of the page. The web SDK's Listen
 *   channel is a WebChannel over XHR (streamed or long-polled): its answers are frames of
 *   `<length>\n<JSON>`, each carrying ListenResponse messages; every `documentChange` is one
 *   billed read per listener (target) it is sent to. Deletions and removals are not billed. The
 *   SDK reads it with fetch streams (a copy of each answer is read here) or, long-polling, XHR.
 * Self-contained: Playwright sends its source to the page.
 */
export function pageProbe(): void {
  type Seen = { kind: 'marker' | 'status' | 'read'; value: string; at: number; path: string; count?: number };
  const report = (seen: Omit<Seen, 'at' | 'path'>) =>
    (window as unknown as { __benchSeen?: (seen: Seen) => void }).__benchSeen?.({
      ...seen,
      at: Date.now(),
      path: location.pathname,
    });

  let marker: string | null = null;
  let status: string | null = null;
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

  const collectionOf = (name: string) =>
    (name.split('/documents/')[1] ?? '')
      .split('/')
      .filter((_, index) => index % 2 === 0)
      .join('/*/');
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
            const change = (
              message as { documentChange?: { document?: { name?: string }; targetIds?: number[] } }
            )?.documentChange;
            if (change) {
              const targets = Math.max(1, change.targetIds?.length ?? 0);
              report({ kind: 'read', value: collectionOf(change.document?.name ?? ''), count: targets });
            }
          }
        }
      } catch {
        if (frame.includes('documentChange')) report({ kind: 'read', value: 'unparsed frame', count: 0 });
      }
    }
  };
  const listening = (url: string) => url.includes('/Listen/channel');
  const fetchOf = window.fetch;
  window.fetch = async function (this: unknown, ...args: Parameters<typeof fetch>) {
    const response = await fetchOf.apply(this, args);
    const url = args[0] instanceof Request ? args[0].url : String(args[0]);
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
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    if (listening(String(args[1]))) {
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
}

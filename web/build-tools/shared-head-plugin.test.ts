import { readFileSync } from 'node:fs';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedHeadPlugin, THEME_COLOR } from './shared-head-plugin';

const webRoot = new URL('..', import.meta.url).pathname;
const source = (page: string) => readFileSync(`${webRoot}${page}`, 'utf8');

describe('the head every page shares', () => {
  let server: ViteDevServer;
  beforeAll(async () => {
    server = await createServer({
      root: webRoot,
      configFile: false,
      logLevel: 'silent',
      plugins: [sharedHeadPlugin()],
      server: { middlewareMode: true, hmr: false },
    });
  });
  afterAll(() => server.close());

  it.each(['index.html', 'track.html'])(
    '%s gets the encoding first, the viewport, icons and bar colour',
    async (page) => {
      const html = await server.transformIndexHtml(`/${page}`, source(page));
      const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
      expect(head.search(/<(meta|link)\b/)).toBe(head.indexOf('<meta charset="UTF-8">'));
      expect(head).toContain('<meta name="viewport" content="width=device-width, initial-scale=1.0">');
      expect(head).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
      expect(head).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png">');
      expect(head).toContain(`<meta name="theme-color" content="${THEME_COLOR}">`);
      expect(head.match(/<meta charset/g)).toHaveLength(1);
      expect(head.match(/name="viewport"/g)).toHaveLength(1);
    },
  );

  it('leaves each page its own title and description, and the shared trip its noindex', async () => {
    const track = await server.transformIndexHtml('/track.html', source('track.html'));
    expect(track).toContain('<title>Shared trip · Dropwise</title>');
    expect(track).toContain('<meta name="robots" content="noindex" />');
    const app = await server.transformIndexHtml('/index.html', source('index.html'));
    expect(app).toContain('<title>Dropwise</title>');
    expect(app).not.toContain('noindex');
  });
});

import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rollup';
import { catalogueModuleId } from './icu-catalogue-plugin';
import { catalogueFiles, prerenderedHtml } from './prerender-plugin';

// The shape of web/dist/index.html as Vite writes it (entry script, its CSS, the preload table).
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Dropwise: book a ride." />
    <title>Dropwise</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
    <script id="route-preload">(function(p,t){})(location.pathname,[])</script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function page() {
  return prerenderedHtml({
    template,
    markup: '<main><h1>Enrolment for BCA</h1></main>',
    styles: [
      ['assets/index-ghi.css', 'body{margin:0}'],
      ['assets/education-jkl.css', '.edu{color:red}'],
    ],
    modulePreloads: ['assets/enrolment-form-page-mno.js', 'assets/vendor-def.js'],
  });
}

describe('a pre-rendered page', () => {
  it('carries the page markup inside #root', () => {
    expect(page()).toContain('<div id="root"><main><h1>Enrolment for BCA</h1></main></div>');
  });

  it('inlines every stylesheet it needs at first paint instead of linking it', () => {
    const html = page();
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('<style>.edu{color:red}</style>');
    expect(html.indexOf('body{margin:0}')).toBeLessThan(html.indexOf('.edu{color:red}'));
    expect(html.indexOf('.edu{color:red}')).toBeLessThan(html.indexOf('</head>'));
  });

  it('requests no JavaScript from its markup: one inline loader fetches it after the first paint', () => {
    const html = page();
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('route-preload');
    const loader = /<script>(.*)<\/script>\s*<\/body>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('requestAnimationFrame');
    expect(loader).toContain('"/assets/index-abc.js"');
    expect(loader).toContain('["/assets/vendor-def.js","/assets/enrolment-form-page-mno.js"]');
  });

  it('refuses a template it does not recognise rather than writing a page without its app', () => {
    expect(() =>
      prerenderedHtml({
        template: template.replace(/<script type="module"[^\n]*\n/, ''),
        markup: '',
        styles: [],
        modulePreloads: [],
      }),
    ).toThrow(/no entry script/);
    expect(() =>
      prerenderedHtml({
        template: template.replace('<div id="root"></div>', ''),
        markup: '',
        styles: [],
        modulePreloads: [],
      }),
    ).toThrow(/#root|root/);
  });

  it('says its language on <html> and describes itself in it', () => {
    const html = prerenderedHtml({
      template,
      markup: '<main><h1>BCA के लिए नामांकन</h1></main>',
      styles: [],
      modulePreloads: [],
      head: { lang: 'hi', description: 'Dropwise: राइड बुक करें "अभी"' },
    });
    expect(html).toContain('<html lang="hi">');
    expect(html).not.toContain('lang="en"');
    expect(html).toContain('<meta name="description" content="Dropwise: राइड बुक करें &quot;अभी&quot;" />');
    expect(page()).toContain('<html lang="en">');
  });
});

describe('the catalogue chunks of a pre-rendered page', () => {
  // Each catalogue chunk's facade is the id the ICU plugin gives `messages/<area>/<lang>.json?icu`.
  const chunk = (fileName: string, source: string) => ({
    type: 'chunk',
    fileName,
    facadeModuleId: catalogueModuleId(`/w/web/src/lib/i18n/messages/${source}.json`),
  });
  const bundle = {
    a: chunk('assets/hi-1.js', 'common/hi'),
    b: chunk('assets/hi-2.js', 'education/hi'),
    c: chunk('assets/hi-3.js', 'booking/hi'),
    d: chunk('assets/mr-1.js', 'education/mr'),
    e: { type: 'asset', fileName: 'assets/index.css' },
    f: { type: 'chunk', fileName: 'assets/page.js', facadeModuleId: '/w/web/src/messages/education/hi.json' },
  } as unknown as OutputBundle;

  it('are the areas it shows, in its own language only', () => {
    expect(catalogueFiles(bundle, ['common', 'education'], 'hi').sort()).toEqual([
      'assets/hi-1.js',
      'assets/hi-2.js',
    ]);
    expect(catalogueFiles(bundle, ['education'], 'mr')).toEqual(['assets/mr-1.js']);
  });
});

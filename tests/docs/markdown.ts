/** Just enough Markdown reading to check the documentation's links and commands. */

/** The text with fenced code blocks and inline code blanked out, keeping the line breaks. */
function withoutCode(text: string): string {
  return text
    .replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, '');
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export function githubSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every heading's anchor, numbered as GitHub numbers repeats (`name`, `name-1`, ...). */
export function headingSlugs(text: string): Set<string> {
  const slugs = new Set<string>();
  for (const line of withoutFences(text).split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = githubSlug(heading);
    let slug = base;
    for (let n = 1; slugs.has(slug); n += 1) slug = `${base}-${n}`;
    slugs.add(slug);
  }
  return slugs;
}

function withoutFences(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));
}

export interface RelativeLink {
  /** The path as written (empty for a link to a heading on the same page). */
  target: string;
  anchor: string | undefined;
}

/** Links to files in the repository: Markdown links without a scheme, outside code. */
export function relativeLinks(text: string): RelativeLink[] {
  const links: RelativeLink[] = [];
  for (const match of withoutCode(text).matchAll(/\]\(([^)\s]+)\)/g)) {
    const href = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
    const [target = '', anchor] = href.split('#');
    links.push({ target, anchor });
  }
  return links;
}

export interface ScriptUse {
  script: string;
  /** The `-w` workspace the command runs in, if any. */
  workspace: string | undefined;
  /** Written with a placeholder (`test:<suite>`): some script must start with `script`. */
  prefixOnly: boolean;
}

/** Every `npm run <script>` the text names, in code or not. */
export function namedScripts(text: string): ScriptUse[] {
  const uses: ScriptUse[] = [];
  for (const match of text.matchAll(/npm run ([^\n`;&|#]*)/g)) {
    const words = (match[1] ?? '').trim().split(/\s+/);
    const end = words.indexOf('--');
    const options = end === -1 ? words.slice(1) : words.slice(1, end);
    const name = (words[0] ?? '').replace(/[).,]+$/, '');
    const flag = options.findIndex((word) => word === '-w' || word === '--workspace');
    const workspace = flag === -1 ? undefined : options[flag + 1];
    const placeholder = name.indexOf('<');
    uses.push(
      placeholder === -1
        ? { script: name, workspace, prefixOnly: false }
        : { script: name.slice(0, placeholder), workspace, prefixOnly: true },
    );
  }
  return uses;
}

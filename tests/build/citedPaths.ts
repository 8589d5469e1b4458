/**
 * The repository paths a comment or a document cites, and those that do not exist. A comment that
 * names a moved file sends its reader nowhere; so does a guide's link. Read:
 * - in code (.ts, .tsx, .js, .mjs), the comments only, as TypeScript's scanner sees them;
 * - in Markdown and YAML, the whole text; Markdown links (`[text](target#anchor)`) are resolved
 *   from the document's folder, their anchors against the target's headings.
 * A cited path starts at a top-level folder or names a file at the root (`src/api/http.ts`,
 * `screens.config.ts`); `<name>` and `*` stand for any one segment
 * (`openapi/examples/<area>/<operationId>.yaml`).
 */
import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

const topFolders = ['src', 'server', 'tests', 'codegen', 'openapi', 'scripts', 'docs', 'bench', 'public'];
const rootFiles = [
  'screens.config.ts',
  'vite.config.ts',
  'vitest.config.ts',
  'vitest.e2e.config.ts',
  'package.json',
  'biome.json',
  'knip.jsonc',
  'tsconfig.json',
  'README.md',
  'index.html',
  'redirect.html',
];

const segment = String.raw`[\w.@<>*-]+`;
const citedPath = new RegExp(
  String.raw`(?<![\w./@-])(?:(?:${topFolders.join('|')})(?:/${segment})+/?|(?:${rootFiles.map((f) => f.replaceAll('.', '\\.')).join('|')})(?![\w.]))`,
  'g',
);

/** The comments of a script, each as its text. */
export function commentsOf(source: string, fileName: string): string[] {
  const variant = fileName.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, source);
  const comments: string[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia)
      comments.push(scanner.getTokenText());
  }
  return comments;
}

/** The repository paths a text cites, without a sentence's closing punctuation. */
export function pathsIn(text: string): string[] {
  return [...text.matchAll(citedPath)].map(([path]) => path.replace(/[.:]+$/, ''));
}

/**
 * Whether a cited path exists under `root`; a `<name>` or `*` segment matches any one, and a module
 * cited as an import names it (`src/features/grid/recordFields`) without its extension.
 */
export function pathExists(root: string, path: string): boolean {
  if (!/[<*]/.test(path))
    return ['', '.ts', '.tsx'].some((extension) => existsSync(join(root, `${path}${extension}`)));
  const pattern = path.replace(/<[^>/]*>/g, '*').replace(/\/$/, '');
  return globSync(pattern, { cwd: root }).length > 0;
}

/** A Markdown heading's anchor, as GitHub writes it. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors a Markdown document offers: its headings' and its explicit `<a id>`s. */
export function anchorsOf(markdown: string): Set<string> {
  const headings = [...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map(([, heading]) => anchorOf(heading ?? ''));
  const explicit = [...markdown.matchAll(/<a id="([^"]+)"/g)].map(([, id]) => id ?? '');
  return new Set([...headings, ...explicit]);
}

/** A cited path or link that leads nowhere: where, and what it cites. */
export interface BrokenCitation {
  readonly file: string;
  readonly cited: string;
}

/** The Markdown links of `file` (relative to the root) whose target or anchor does not exist. */
function brokenLinks(root: string, file: string, markdown: string): BrokenCitation[] {
  const broken: BrokenCitation[] = [];
  for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!target || /^[a-z]+:/i.test(target)) continue;
    const [pathPart = '', anchor] = target.split('#');
    const targetFile = pathPart ? join(dirname(join(root, file)), pathPart) : join(root, file);
    if (!existsSync(targetFile)) broken.push({ file, cited: target });
    else if (anchor && targetFile.endsWith('.md') && !anchorsOf(readFileSync(targetFile, 'utf8')).has(anchor))
      broken.push({ file, cited: target });
  }
  return broken;
}

/** A file's prose: its comments (code), or all of it (Markdown, YAML). */
export interface Prose {
  readonly file: string;
  readonly text: string;
  readonly prose: readonly string[];
}

export function proseOf(root: string, file: string): Prose {
  const text = readFileSync(join(root, file), 'utf8');
  return { file, text, prose: /\.(md|ya?ml)$/.test(file) ? [text] : commentsOf(text, file) };
}

/** What the given files cite that does not exist. */
export function brokenCitations(root: string, files: readonly Prose[]): BrokenCitation[] {
  const broken: BrokenCitation[] = [];
  const exists = new Map<string, boolean>();
  for (const { file, text, prose } of files) {
    for (const path of prose.flatMap(pathsIn)) {
      if (!exists.has(path)) exists.set(path, pathExists(root, path));
      if (!exists.get(path)) broken.push({ file, cited: path });
    }
    if (file.endsWith('.md')) broken.push(...brokenLinks(root, file, text));
  }
  return broken;
}

/**
 * Files whose comments or text are read: scripts, Markdown and YAML, less what is generated and
 * the fixture that cites stale paths on purpose.
 */
export function citingFiles(root: string, tracked: readonly string[]): string[] {
  return tracked.filter(
    (file) =>
      /\.(ts|tsx|js|mjs|md|ya?ml)$/.test(file) &&
      !file.includes('/generated/') &&
      !file.startsWith('tests/build/fixtures/') &&
      existsSync(join(root, file)),
  );
}

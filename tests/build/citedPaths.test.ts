/**
 * Every repository path a comment or a document cites exists, and every link of a guide leads to a
 * heading that is there (tests/build/citedPaths.ts). No comment cites an issue or a task by number:
 * what it meant belongs in the comment itself, and the history in git.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorOf, brokenCitations, citingFiles, commentsOf, pathsIn, proseOf } from './citedPaths';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const files = citingFiles(root, tracked).map((file) => proseOf(root, file));

describe('cited paths', () => {
  it('reads the comments of code and the text of documents', () => {
    const source = [
      '// See src/api/http.ts and server/handlers/<operationId>.ts.',
      "const url = 'src/not/a/comment.ts';",
      '/** docs/operations.md, screens.config.ts */',
    ].join('\n');
    expect(commentsOf(source, 'x.ts').flatMap(pathsIn)).toEqual([
      'src/api/http.ts',
      'server/handlers/<operationId>.ts',
      'docs/operations.md',
      'screens.config.ts',
    ]);
    expect(anchorOf('Adding a list screen, end to end')).toBe('adding-a-list-screen-end-to-end');
    expect(anchorOf("The contract's extensions")).toBe('the-contracts-extensions');
  });

  it('finds a path or a link that leads nowhere', () => {
    expect(brokenCitations(root, [proseOf(root, 'tests/build/fixtures/staleCitations.md')])).toEqual([
      { file: 'tests/build/fixtures/staleCitations.md', cited: 'src/features/grid/movedAway.ts' },
      {
        file: 'tests/build/fixtures/staleCitations.md',
        cited: 'openapi/examples/<area>/noSuchOperation.yaml',
      },
      { file: 'tests/build/fixtures/staleCitations.md', cited: '../../../docs/nowhere.md' },
      {
        file: 'tests/build/fixtures/staleCitations.md',
        cited: '../../../docs/operations.md#no-such-heading',
      },
    ]);
  });

  it('every path a comment or a document of the repository cites exists', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(brokenCitations(root, files)).toEqual([]);
  });

  it('no comment cites an issue or a task by its number', () => {
    const citing = files
      .filter(({ prose }) => prose.some((comment) => /\b(issue|task)s? #?\d+/i.test(comment)))
      .map(({ file }) => file);
    expect(citing).toEqual([]);
  });
});

/**
 * What a save changed, in Spanish: the values before (as loaded) and after (the server's answer)
 * compared field by field, lists of a closed set by their labels (added, removed, new order).
 * Pure, so it is tested without rendering.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { schemaFormTexts } from './schemaFormTexts';

const t = schemaFormTexts.changes;

type Value = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** value -> Spanish label of a closed set (`oneOf` of `const` + `title`). */
function optionLabels(schema: RJSFSchema | undefined): Map<string, string> {
  const options = Array.isArray(schema?.oneOf) ? schema.oneOf : [];
  return new Map(
    options
      .filter(isObject)
      .filter((option) => 'const' in option)
      .map((option) => [String(option.const), String(option.title ?? option.const)]),
  );
}

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The changes from `before` to `after`, one sentence each; `id` fields and `skip` are left out. */
export function describeChanges(
  schema: RJSFSchema,
  before: Value,
  after: Value,
  skip: readonly string[] = [],
): string[] {
  const properties = isObject(schema.properties) ? (schema.properties as Record<string, RJSFSchema>) : {};
  const sentences: string[] = [];
  for (const [field, property] of Object.entries(properties)) {
    if (field === 'id' || skip.includes(field) || !isObject(property)) continue;
    if (property.type === 'array') {
      const labels = optionLabels(isObject(property.items) ? (property.items as RJSFSchema) : undefined);
      const label = (key: string) => labels.get(key) ?? key;
      const was = list(before[field]);
      const now = list(after[field]);
      const added = now.filter((key) => !was.includes(key));
      const removed = was.filter((key) => !now.includes(key));
      if (added.length > 0) sentences.push(t.added(added.map(label).join(', ')));
      if (removed.length > 0) sentences.push(t.removed(removed.map(label).join(', ')));
      const kept = now.filter((key) => was.includes(key));
      const keptBefore = was.filter((key) => now.includes(key));
      if (kept.join('\u0000') !== keptBefore.join('\u0000'))
        sentences.push(t.reordered(now.map(label).join(', ')));
      continue;
    }
    const was = before[field];
    const now = after[field];
    if ((was ?? null) !== (now ?? null))
      sentences.push(
        t.changed(String(property.title ?? field), now === null || now === undefined ? '—' : String(now)),
      );
  }
  return sentences;
}

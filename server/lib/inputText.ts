/**
 * What the text of a request may hold, checked before the generated validators against the
 * contract's schemas (contract.ts): no control character (C0, U+0000 to U+001F) in any string of
 * the JSON body or of a query parameter. A text the contract marks `x-multiline` (a description,
 * a message) may hold line breaks (LF, CR) and tabs; any other text none of them. A NUL would fail
 * in the database, and a line break in a one-line field (a name, a subject) is never what a person
 * typed. The refusal is a 400 naming the field by its Spanish title, as every validation failure.
 */
import { type ContractSchema, type RouteInfo, resolvedSchema } from '../contract';
import { badRequest } from './errors';
import { jsonQueryParameters } from './queryPreprocess';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const oneLineForbidden = /[\u0000-\u001f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const multiLineForbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** The schema of one property or item of a value of `schema`, if the contract says. */
function schemaAt(schema: ContractSchema | undefined, key: string | number): ContractSchema | undefined {
  if (!schema) return undefined;
  const resolved = resolvedSchema(schema);
  const own =
    typeof key === 'number'
      ? resolved.items
      : (resolved.properties?.[key] ??
        (typeof resolved.additionalProperties === 'object' ? resolved.additionalProperties : undefined));
  if (own) return own;
  for (const part of [...(resolved.allOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])]) {
    const found = schemaAt(part, key);
    if (found) return found;
  }
  return undefined;
}

interface Place {
  value: unknown;
  schema: ContractSchema | undefined;
  path: readonly (string | number)[];
  /** The Spanish title of the field, or of the nearest field that holds it (a list's items). */
  title: string | undefined;
}

/**
 * Every string under `root` is checked (unknown properties too: the validators drop them, but a
 * refusal costs nothing); the walk keeps its own stack, so a deeply nested body cannot exhaust the
 * call stack.
 */
function requireTextIn(root: Place): void {
  const pending: Place[] = [root];
  for (let place = pending.pop(); place; place = pending.pop()) {
    const { value, schema, path } = place;
    const resolved = schema ? resolvedSchema(schema) : undefined;
    const title = resolved?.title ?? place.title;
    if (typeof value === 'string') {
      const multiline = resolved?.['x-multiline'] === true;
      if ((multiline ? multiLineForbidden : oneLineForbidden).test(value)) {
        const field = path.join('.') || '(cuerpo)';
        const name = title ?? field;
        throw badRequest(
          multiline
            ? `El campo «${name}» contiene caracteres de control: solo admite texto, saltos de línea y tabuladores.`
            : `El campo «${name}» contiene saltos de línea o caracteres de control: solo admite texto en una línea.`,
          field,
        );
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        pending.push({ value: item, schema: schemaAt(schema, i), path: [...path, i], title });
      });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        pending.push({ value: item, schema: schemaAt(schema, key), path: [...path, key], title: undefined });
      }
    }
  }
}

/** A query value as the validators will read it: a JSON parameter's list, any other its text. */
function queryValue(name: string, text: string): unknown {
  if (!jsonQueryParameters.has(name)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** 400 at the first text of the request that holds a character its field does not admit. */
export function requirePlainText(
  route: Pick<RouteInfo, 'jsonBody' | 'query'>,
  input: { query: Record<string, string[]>; jsonBody?: unknown },
): void {
  for (const [name, values] of Object.entries(input.query)) {
    const schema = route.query[name];
    for (const text of values) {
      requireTextIn({ value: queryValue(name, text), schema, path: [name], title: undefined });
    }
  }
  if (input.jsonBody !== undefined)
    requireTextIn({ value: input.jsonBody, schema: route.jsonBody, path: [], title: undefined });
}

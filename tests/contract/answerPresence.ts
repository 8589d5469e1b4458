/**
 * Which properties of the contract's answers the API actually sends. Each JSON success answer is
 * walked along its operation's response schema; every object met is one instance of its schema (a
 * named component, or the inline schema at its place), and each property is counted as present or
 * not, and as null or not. A property optional in the schema but present in every instance of a
 * schema seen often enough is one the contract should require (generated types would
 * otherwise make every caller check for undefined).
 */
import type { OpenApiDocument } from './spec';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

type Operation = {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

export interface SchemaObservations {
  /** Where the schema is: a component's name, or `Component.property[]` for an inline one. */
  readonly schema: string;
  /** Objects of this schema seen. */
  instances: number;
  readonly required: ReadonlySet<string>;
  readonly properties: readonly string[];
  /** Per property: in how many instances it was present, and in how many it was null. */
  readonly present: Map<string, number>;
  readonly nulls: Map<string, number>;
  /** The operations whose answers held it. */
  readonly operations: Set<string>;
}

export interface OptionalButAlwaysSent {
  schema: string;
  property: string;
  instances: number;
  operations: string[];
}

const jsonType = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? 'number'
        : typeof value;

export class AnswerPresence {
  readonly schemas = new Map<string, SchemaObservations>();
  /** Answers recorded per `operationId status`. */
  readonly answers = new Map<string, number>();
  private readonly operations = new Map<string, Operation>();

  constructor(private readonly spec: OpenApiDocument) {
    for (const item of Object.values(spec.paths))
      for (const operation of Object.values(item) as Operation[])
        if (operation?.operationId) this.operations.set(operation.operationId, operation);
  }

  /** Records one JSON answer of the operation; only success answers with a JSON schema count. */
  record(operationId: string, status: number, body: unknown): void {
    if (status < 200 || status > 299) return;
    const schema =
      this.operations.get(operationId)?.responses?.[String(status)]?.content?.['application/json']?.schema;
    if (!schema) return;
    const key = `${operationId} ${status}`;
    this.answers.set(key, (this.answers.get(key) ?? 0) + 1);
    this.walk(schema, body, key, operationId);
  }

  /**
   * The named object schemas of the success answers (and of what they hold) that have an optional
   * property: the ones whose optional properties the recorded answers must show sent or not.
   */
  schemasWithOptionalProperties(): string[] {
    const found = new Set<string>();
    const visit = (schema: Schema | undefined, seen: Set<string>) => {
      if (!schema) return;
      if (schema.$ref) {
        const name = schema.$ref.split('/').pop() ?? '';
        if (seen.has(name)) return;
        seen.add(name);
        const target = (this.spec.components.schemas as Record<string, Schema>)[name];
        if (target?.properties && Object.keys(target.properties).some((p) => !target.required?.includes(p)))
          found.add(name);
        visit(target, seen);
        return;
      }
      for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
        visit(part, seen);
      visit(schema.items, seen);
      for (const property of Object.values(schema.properties ?? {})) visit(property, seen);
    };
    const seen = new Set<string>();
    for (const operation of this.operations.values())
      for (const [status, answer] of Object.entries(operation.responses ?? {}))
        if (status.startsWith('2')) visit(answer.content?.['application/json']?.schema, seen);
    return [...found].sort();
  }

  /** Properties optional in their schema yet present in each of at least `minimum` instances. */
  optionalButAlwaysSent(minimum: number): OptionalButAlwaysSent[] {
    return [...this.schemas.values()]
      .filter((seen) => seen.instances >= minimum)
      .flatMap((seen) =>
        seen.properties
          .filter((property) => !seen.required.has(property) && seen.present.get(property) === seen.instances)
          .map((property) => ({
            schema: seen.schema,
            property,
            instances: seen.instances,
            operations: [...seen.operations].sort(),
          })),
      )
      .sort((a, b) => `${a.schema}.${a.property}`.localeCompare(`${b.schema}.${b.property}`));
  }

  private resolve(schema: Schema, place: string): { schema: Schema; place: string } {
    if (!schema.$ref) return { schema, place };
    const name = schema.$ref.split('/').pop() ?? schema.$ref;
    const target = (this.spec.components.schemas as Record<string, Schema>)[name];
    if (!target) throw new Error(`Unresolved ${schema.$ref}`);
    return this.resolve(target, name);
  }

  /** The branch of a union the value belongs to (by JSON type). */
  private branch(schema: Schema, value: unknown, place: string): { schema: Schema; place: string } {
    const union = schema.anyOf ?? schema.oneOf;
    if (!union) return { schema, place };
    for (const option of union) {
      const resolved = this.resolve(option, place);
      const types = [resolved.schema.type ?? (resolved.schema.properties ? 'object' : [])].flat();
      const type = jsonType(value);
      if (types.includes(type) || (type === 'number' && types.includes('integer')))
        return this.branch(resolved.schema, value, resolved.place);
    }
    return { schema, place };
  }

  private walk(raw: Schema, value: unknown, at: string, operationId: string): void {
    const resolved = this.resolve(raw, at);
    const { schema, place } = this.branch(resolved.schema, value, resolved.place);
    if (Array.isArray(value)) {
      if (schema.items) for (const item of value) this.walk(schema.items, item, `${place}[]`, operationId);
      return;
    }
    if (value === null || typeof value !== 'object' || !schema.properties) return;
    const seen = this.observationsOf(place, schema);
    seen.instances += 1;
    seen.operations.add(operationId);
    const object = value as Record<string, unknown>;
    for (const [property, propertySchema] of Object.entries(schema.properties)) {
      if (!Object.hasOwn(object, property)) continue;
      seen.present.set(property, (seen.present.get(property) ?? 0) + 1);
      if (object[property] === null) seen.nulls.set(property, (seen.nulls.get(property) ?? 0) + 1);
      this.walk(propertySchema, object[property], `${place}.${property}`, operationId);
    }
  }

  private observationsOf(place: string, schema: Schema): SchemaObservations {
    let seen = this.schemas.get(place);
    if (!seen) {
      seen = {
        schema: place,
        instances: 0,
        required: new Set(schema.required ?? []),
        properties: Object.keys(schema.properties ?? {}),
        present: new Map(),
        nulls: new Map(),
        operations: new Set(),
      };
      this.schemas.set(place, seen);
    }
    return seen;
  }
}

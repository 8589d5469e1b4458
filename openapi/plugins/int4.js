/**
 * Every integer of this contract is stored in a PostgreSQL `integer` (int4). This decorator gives
 * each integer schema that states no bounds of its own the int4 range when the contract is bundled,
 * so the generated validators refuse a larger id (a 400 naming the field) before it reaches the
 * database, where it would fail as "out of range".
 */
const int4 = { minimum: -2147483648, maximum: 2147483647 };

const isInteger = (schema) =>
  schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));

function integerRange() {
  return {
    Schema: {
      leave(schema) {
        // A closed set (a role's number, `oneOf` of `const`s) is its own range.
        if (!isInteger(schema) || schema.oneOf || schema.enum || schema.const !== undefined) return;
        if (schema.maximum === undefined && schema.exclusiveMaximum === undefined)
          schema.maximum = int4.maximum;
        if (schema.minimum === undefined && schema.exclusiveMinimum === undefined)
          schema.minimum = int4.minimum;
      },
    },
  };
}

export default function portalPlugin() {
  return { id: 'portal', decorators: { oas3: { 'int4-range': integerRange } } };
}

/**
 * A small JSON Schema (2020-12, as OpenAPI 3.1 uses it) checker for the keywords our API
 * descriptions use: type (one or a list), enum, required, properties, additionalProperties: false,
 * items, minimum, maximum, minLength, maxLength, pattern, format date-time, and local $refs.
 * Returns the problems found, each with its JSON path; none means valid.
 */
export type Schema = Record<string, unknown>;

const typeOf = (value: unknown): string => {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
};

export function resolveRef(root: Schema, ref: string): Schema {
  if (!ref.startsWith("#/")) throw new Error(`only local $refs are supported: ${ref}`);
  let node: unknown = root;
  for (const part of ref.slice(2).split("/")) node = (node as Record<string, unknown>)[part];
  if (!node || typeof node !== "object") throw new Error(`$ref ${ref} names nothing`);
  return node as Schema;
}

const known = new Set([
  "type",
  "enum",
  "required",
  "properties",
  "additionalProperties",
  "items",
  "minimum",
  "maximum",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "$ref",
  "description",
  "examples",
]);

export function validate(root: Schema, schema: Schema, value: unknown, at = "$"): string[] {
  for (const keyword of Object.keys(schema)) {
    if (!known.has(keyword)) throw new Error(`unsupported keyword ${keyword} at ${at}`);
  }
  if (typeof schema.$ref === "string")
    return validate(root, resolveRef(root, schema.$ref), value, at);
  const problems: string[] = [];
  const actual = typeOf(value);
  if (schema.type !== undefined) {
    const allowed = ([] as unknown[]).concat(schema.type);
    const fits = allowed.includes(actual) || (actual === "integer" && allowed.includes("number"));
    if (!fits) return [`${at}: ${actual}, expected ${allowed.join(" or ")}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    problems.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  }
  if (typeof value === "number") {
    if (typeof schema.minimum === "number" && value < schema.minimum)
      problems.push(`${at}: below ${schema.minimum}`);
    if (typeof schema.maximum === "number" && value > schema.maximum)
      problems.push(`${at}: above ${schema.maximum}`);
  }
  if (typeof value === "string") {
    if (typeof schema.minLength === "number" && value.length < schema.minLength)
      problems.push(`${at}: too short`);
    if (typeof schema.maxLength === "number" && value.length > schema.maxLength)
      problems.push(`${at}: too long`);
    if (typeof schema.pattern === "string" && !new RegExp(schema.pattern, "u").test(value)) {
      problems.push(`${at}: does not match ${schema.pattern}`);
    }
    if (
      schema.format === "date-time" &&
      (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value) ||
        Number.isNaN(Date.parse(value)))
    ) {
      problems.push(`${at}: not a date-time`);
    }
  }
  if (actual === "object") {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const name of (schema.required ?? []) as string[]) {
      if (!(name in object)) problems.push(`${at}: ${name} is required`);
    }
    for (const [name, item] of Object.entries(object)) {
      if (properties[name])
        problems.push(...validate(root, properties[name], item, `${at}.${name}`));
      else if (schema.additionalProperties === false)
        problems.push(`${at}: ${name} is not described`);
    }
  }
  if (actual === "array" && schema.items) {
    (value as unknown[]).forEach((item, index) => {
      problems.push(...validate(root, schema.items as Schema, item, `${at}[${index}]`));
    });
  }
  return problems;
}

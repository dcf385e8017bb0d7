/**
 * openapi.yaml read for the tests: its operations, each operation's request fields, and a
 * validator (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it) for each declared response.
 */
import { readFileSync } from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Schema = {
  $ref?: string;
  allOf?: Schema[];
  required?: string[];
  properties?: Record<string, Schema>;
  type?: string;
  enum?: unknown[];
  minLength?: number;
  minimum?: number;
};
type Content = Record<string, { schema?: Schema }>;
interface Operation {
  requestBody?: { content?: Content };
  responses?: Record<string, { $ref?: string; content?: Content }>;
}
interface OpenApi {
  paths: Record<string, { servers?: unknown[]; post?: Operation }>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, { content?: Content }>;
  };
}

const CONTRACT_ID = 'openapi.yaml';
export const contract = parse(
  readFileSync(new URL('../../../../openapi.yaml', import.meta.url), 'utf8'),
) as OpenApi;

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
// Refs are `#/components/schemas/X`: inside a document with this $id they resolve as written.
ajv.addSchema({ $id: CONTRACT_ID, components: contract.components });

/**
 * The /v1/api operations: extensions served elsewhere (a path-level `servers`, like the report
 * endpoints) are not the sandbox's to answer.
 */
export const operations = Object.keys(contract.paths).filter(
  (path) => contract.paths[path]?.post && !contract.paths[path]?.servers,
);

function resolve(schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return resolve(contract.components.schemas[schema.$ref.split('/').pop() ?? '']);
}

/** A request field as the contract declares it (its schema with `$ref` and `allOf` resolved). */
export interface RequestField {
  name: string;
  required: boolean;
  schema: Schema;
}

/** The fields of an operation's form body, `apiKey` included. */
export function requestFields(path: string): RequestField[] {
  const required = new Set<string>();
  const properties: Record<string, Schema> = {};
  const walk = (schema: Schema | undefined) => {
    const resolved = resolve(schema);
    if (!resolved) return;
    resolved.allOf?.forEach(walk);
    resolved.required?.forEach((name) => required.add(name));
    for (const [name, property] of Object.entries(resolved.properties ?? {})) {
      const flat: Schema = {};
      const merge = (part: Schema | undefined) => {
        const r = resolve(part);
        if (!r) return;
        r.allOf?.forEach(merge);
        Object.assign(flat, { ...r, allOf: undefined, $ref: undefined });
      };
      merge(property);
      properties[name] = flat;
    }
  };
  walk(
    contract.paths[path]?.post?.requestBody?.content?.['application/x-www-form-urlencoded']?.schema,
  );
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    required: required.has(name),
    schema,
  }));
}

/** The HTTP statuses an operation declares. */
export function declaredStatuses(path: string): string[] {
  return Object.keys(contract.paths[path]?.post?.responses ?? {});
}

const validators = new Map<string, ValidateFunction>();

/** The validator of an operation's JSON response for one HTTP status. */
export function responseValidator(path: string, httpStatus: number | string): ValidateFunction {
  const key = `${path} ${httpStatus}`;
  let validate = validators.get(key);
  if (!validate) {
    let response = contract.paths[path]?.post?.responses?.[String(httpStatus)];
    if (response?.$ref) {
      response = contract.components.responses[response.$ref.split('/').pop() ?? ''];
    }
    const schema = response?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${path} declares no JSON response for HTTP ${httpStatus}`);
    validate = ajv.compile(schema.$ref ? { $ref: `${CONTRACT_ID}${schema.$ref}` } : schema);
    validators.set(key, validate);
  }
  return validate;
}

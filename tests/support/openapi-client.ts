import { readFileSync } from "node:fs";
import path from "node:path";

import { expect } from "vitest";

import { resolveRef, type Schema, validate } from "./json-schema";

type Handler = (request: Request) => Promise<Response> | Response;

export interface CallOptions {
  /** A JSON body, or a raw string sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  body: Record<string, unknown>;
}

/**
 * A client that knows the API only from its OpenAPI 3.1 description: it finds an operation by
 * its operationId, calls the route handler that serves its path (looked up in src/app) with its
 * method, and checks the answer: a status the description lists, JSON, and a body valid against
 * the schema described for that status. It records which statuses it has seen.
 */
export function openApiClient(file: string, routes: Record<string, () => Promise<unknown>>) {
  const document = JSON.parse(readFileSync(path.resolve(file), "utf8")) as Schema;
  expect(document.openapi).toMatch(/^3\.1\./);
  const seen = new Map<string, Set<string>>();

  const operations = Object.entries(
    document.paths as Record<string, Record<string, Schema>>,
  ).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ route, method, operation })),
  );

  async function call(operationId: string, options: CallOptions = {}): Promise<CallResult> {
    const found = operations.find((entry) => entry.operation.operationId === operationId);
    if (!found) throw new Error(`no operation ${operationId} in ${file}`);
    const load = routes[`/src/app${found.route}/route.ts`];
    if (!load) throw new Error(`no route handler serves ${found.route}`);
    const handler = ((await load()) as Record<string, Handler>)[found.method.toUpperCase()]!;
    const body =
      options.body === undefined
        ? undefined
        : typeof options.body === "string"
          ? options.body
          : JSON.stringify(options.body);
    const response = await handler(
      new Request(`http://localhost${found.route}`, {
        method: found.method.toUpperCase(),
        headers: { "content-type": "application/json", ...options.headers },
        body,
      }),
    );
    const status = String(response.status);
    const responses = found.operation.responses as Record<string, Schema>;
    expect(Object.keys(responses), `${operationId} answered ${status}`).toContain(status);
    let described = responses[status]!;
    if (typeof described.$ref === "string") described = resolveRef(document, described.$ref);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const json = (await response.json()) as Record<string, unknown>;
    const content = described.content as Record<string, { schema: Schema }>;
    const problems = validate(document, content["application/json"]!.schema, json);
    expect(problems, `${operationId} ${status}: ${JSON.stringify(json)}`).toEqual([]);
    seen.set(operationId, (seen.get(operationId) ?? new Set()).add(status));
    return { status: response.status, body: json };
  }

  /** Every status the description lists for the operation that no call has seen yet. */
  function unseen(operationId: string): string[] {
    const found = operations.find((entry) => entry.operation.operationId === operationId)!;
    const statuses = Object.keys(found.operation.responses as Schema);
    return statuses.filter((status) => !seen.get(operationId)?.has(status));
  }

  return { document, operations, call, unseen };
}

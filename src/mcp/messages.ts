/**
 * What both transports of the docs MCP server do with one incoming message (a stdio line, an HTTP body) before
 * the SDK's server sees it, so that stdio and HTTP answer every malformed message the same way:
 *   - a leading UTF-8 byte-order mark is dropped (editors and some shells write one);
 *   - text that is not JSON → -32700 Parse error, id null;
 *   - a JSON array (a batch, empty or not) → -32600 Invalid Request, id null: JSON-RPC batching was part of MCP
 *     2025-03-26 only, and this server speaks the versions without it (PROTOCOL_VERSIONS);
 *   - JSON that is not a JSON-RPC 2.0 message (no "jsonrpc": "2.0", an id that is neither a string nor an
 *     integer, a request without a method) → -32600 Invalid Request, with the message's id when it has a usable
 *     one (a client waiting on id 5 gets its answer), else id null;
 *   - a request whose params are not an object (null, a string, an array), or whose params' _meta is not what the
 *     SDK's message schema takes → -32602 Invalid params, with its id (the SDK's transports would call it a parse
 *     error or drop it); such a notification is dropped unanswered.
 * Whether an object of params suits its method is the server's check (guard.ts): -32602 Invalid params.
 */
import {
  JSONRPCMessageSchema,
  JSONRPCNotificationSchema,
  JSONRPCRequestSchema,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const INVALID_PARAMS = -32602;

/**
 * The protocol versions this server speaks, newest first: the SDK's latest, which it declares, and the older
 * ones without JSON-RPC batching (2025-03-26, the one version with batches, is left out).
 */
export const PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2024-11-05'] as const;
export const DECLARED_PROTOCOL_VERSION = PROTOCOL_VERSIONS[0];

/**
 * The version to answer an initialize request with: the requested one when this server speaks it; otherwise the
 * newest one it speaks that is older than the requested date (a 2025-03-26 client gets 2024-11-05, which such
 * clients also speak), or else the declared one (MCP lifecycle: "respond with another protocol version it
 * supports").
 */
export function negotiateVersion(requested: string): string {
  if ((PROTOCOL_VERSIONS as readonly string[]).includes(requested)) return requested;
  if (/^\d{4}-\d{2}-\d{2}$/.test(requested)) {
    const older = PROTOCOL_VERSIONS.find((v) => v < requested);
    if (older) return older;
  }
  return DECLARED_PROTOCOL_VERSION;
}

export type RequestId = string | number;

export interface ErrorResponse {
  jsonrpc: '2.0';
  id: RequestId | null;
  error: {code: number; message: string};
}

export function errorResponse(id: RequestId | null, code: number, message: string): ErrorResponse {
  return {jsonrpc: '2.0', id, error: {code, message}};
}

/**
 * A message to hand to the server, the error response to send back instead, or a notification dropped unanswered
 * (the server never answers a notification) with the reason to log.
 */
export type Incoming = {message: JSONRPCMessage} | {error: ErrorResponse} | {dropped: string};

/** A plain JSON object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A usable JSON-RPC id: MCP requests carry a string or an integer. */
export function isRequestId(value: unknown): value is RequestId {
  return typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value));
}

const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/** A value as an error message names it: its JSON type, and a short primitive value. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  const shown = JSON.stringify(value) ?? typeof value;
  const kind = typeof value === 'number' && Number.isInteger(value) ? 'an integer' : `a ${typeof value}`;
  return `${kind} (${shown.length > 40 ? `${shown.slice(0, 40)}…` : shown})`;
}

/** One problem a schema found: where (without the "params." every field of a request has) and what it takes. */
export interface Issue {
  path: PropertyKey[];
  code: string;
  message: string;
  expected?: string;
}
/** The part of an SDK (zod) schema used here. */
export type Schema = {safeParse: (value: unknown) => {success: true} | {success: false; error: {issues: Issue[]}}};

const A_TYPE: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  record: 'an object',
  array: 'an array',
};

/** One schema issue, in words: the field and what it takes, e.g. `"protocolVersion" must be a string (got number)`. */
export function describeIssue(issue: Issue): string {
  const path = issue.path.filter((p, i) => !(i === 0 && p === 'params')).join('.') || 'params';
  const received = /received (\w+)/.exec(issue.message)?.[1];
  if (issue.code === 'invalid_type' && issue.expected) {
    const takes = A_TYPE[issue.expected] ?? issue.expected;
    return received === 'undefined'
      ? `"${path}" is required: ${takes}`
      : `"${path}" must be ${takes} (got ${received})`;
  }
  return `"${path}": ${issue.message}`;
}

/** What a schema finds wrong with a value, in words; undefined when it takes the value. */
export function schemaProblem(schema: Schema, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues.map(describeIssue).join('; ');
}

/** Checks a parsed JSON value as one JSON-RPC message (see the file's comment). */
export function checkMessage(value: unknown): Incoming {
  if (Array.isArray(value))
    return {
      error: errorResponse(
        null,
        INVALID_REQUEST,
        `Invalid Request: JSON-RPC batches (arrays of messages) are not part of MCP ${DECLARED_PROTOCOL_VERSION}; send one message at a time`,
      ),
    };
  if (!isObject(value))
    return {error: errorResponse(null, INVALID_REQUEST, 'Invalid Request: a message is a JSON object')};
  const hasId = has(value, 'id');
  if (hasId && !isRequestId(value.id))
    return {error: errorResponse(null, INVALID_REQUEST, 'Invalid Request: "id" must be a string or an integer')};
  const id = hasId ? (value.id as RequestId) : null;
  const invalid = (message: string) => ({error: errorResponse(id, INVALID_REQUEST, `Invalid Request: ${message}`)});
  if (value.jsonrpc !== '2.0') return invalid('"jsonrpc" must be "2.0"');
  if (has(value, 'method')) {
    if (typeof value.method !== 'string' || !value.method) return invalid('"method" must be a non-empty string');
    const badParams =
      has(value, 'params') && !isObject(value.params)
        ? `"params" must be an object, or left out (got ${describeValue(value.params)})`
        : schemaProblem(hasId ? JSONRPCRequestSchema : JSONRPCNotificationSchema, value);
    if (badParams) {
      const message = `Invalid params: ${badParams}`;
      return hasId ? {error: errorResponse(id, INVALID_PARAMS, message)} : {dropped: `${value.method}: ${message}`};
    }
    return {message: value as JSONRPCMessage};
  }
  // A response to a request of the server's (this server sends none, but the protocol allows them).
  if (hasId && has(value, 'result') !== has(value, 'error')) {
    const problem = schemaProblem(JSONRPCMessageSchema, value);
    return problem ? invalid(`not a JSON-RPC response (${problem})`) : {message: value as JSONRPCMessage};
  }
  return invalid(
    hasId ? 'a request needs a "method"' : 'a message needs a "method", or an "id" and a "result" or "error"',
  );
}

/** Reads one message from text: drops a byte-order mark, parses, checks (see the file's comment). */
export function readMessage(text: string): Incoming {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return {error: errorResponse(null, PARSE_ERROR, 'Parse error: the message is not JSON')};
  }
  return checkMessage(value);
}

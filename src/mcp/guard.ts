/**
 * The server's checks between a transport and the SDK's McpServer, installed around the transport's onmessage by
 * connectDocsServer (server.ts), for what the SDK would otherwise answer with -32603 Internal error and a raw
 * validation dump, answer wrongly, or not answer at all. Requests only (a notification gets no answer); params that
 * are not an object never get here (messages.ts answers them, on both transports):
 *   - initialize, ping, tools/list with params of the wrong shape (the SDK's own request schemas: a numeric
 *     protocolVersion, capabilities that are not an object, …) → -32602, naming the field and what it takes;
 *     initialize then goes to the SDK with the version negotiated here (messages.ts, negotiateVersion), which it
 *     answers with;
 *   - tools/call: a name that is not a string, arguments that are neither an object nor left out → -32602; a
 *     tool the server does not have → -32602 "Unknown tool" (MCP 2025-11-25, Tools › Error handling: protocol
 *     errors); other params of the wrong shape (a task that is not an object) → -32602, as for the methods above;
 *   - tools/call with arguments the tool does not take (including __proto__, constructor and prototype, which
 *     the SDK's schemas drop silently or fail on), a missing required argument, or one of the wrong type → a tool
 *     result with isError: true naming the argument and what it takes (MCP 2025-11-25: input validation errors
 *     are tool execution errors, so that a model can correct the call).
 * Everything else goes to the SDK as it came.
 */
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';
import {
  describeValue,
  INVALID_PARAMS,
  isObject,
  isRequestId,
  negotiateVersion,
  schemaProblem,
  type RequestId,
  type Schema,
} from './messages';
import {toolError, type ToolSpec} from './tools';

/** What to do with a message: hand it (maybe rewritten) to the SDK, or send a reply instead. */
type Decision = {forward: JSONRPCMessage} | {reply: JSONRPCMessage};

/**
 * The SDK's schemas of the requests it answers, by method (tools/call's is checked after the checks of its own,
 * once its arguments hold no key the schema mishandles).
 */
const REQUEST_SCHEMAS = new Map<string, Schema>([
  ['initialize', InitializeRequestSchema],
  ['ping', PingRequestSchema],
  ['tools/list', ListToolsRequestSchema],
  ['tools/call', CallToolRequestSchema],
]);

const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/** A -32602 Invalid params answer to request `id`. */
const invalidParams = (id: RequestId, message: string): Decision => ({
  reply: {jsonrpc: '2.0', id, error: {code: INVALID_PARAMS, message: `Invalid params: ${message}`}},
});

/** Why a call's arguments do not suit the tool, naming the argument and what it takes; undefined when they do. */
export function argumentsError(name: string, tool: ToolSpec, args: Record<string, unknown>): string | undefined {
  const takes = [...tool.args].map(([k, a]) => `${k} (${a.required ? 'required' : 'optional'})`).join(', ');
  // Own keys, as the client sent them: "__proto__" and "constructor" are keys like any other here.
  const unknown = Object.keys(args).filter((k) => !tool.args.has(k));
  if (unknown.length)
    return `${name} has no argument ${unknown.map((k) => JSON.stringify(k)).join(', ')}: it takes ${takes}.`;
  for (const [k, a] of tool.args) {
    if (!has(args, k) || args[k] === undefined) {
      if (a.required) return `${name} needs the argument "${k}": ${a.takes}.`;
      continue;
    }
    if (!a.schema.safeParse(args[k]).success)
      return `${name}: the argument "${k}" must be ${a.takes}; got ${describeValue(args[k])}.`;
  }
  return undefined;
}

/** The checks of tools/call (see the file's comment). */
function checkToolCall(id: RequestId, params: Record<string, unknown>, tools: ReadonlyMap<string, ToolSpec>) {
  const invalid = (message: string) => invalidParams(id, message);
  const {name} = params;
  if (typeof name !== 'string')
    return invalid(`"name" must be a string, the name of a tool (got ${describeValue(name)})`);
  const args = params.arguments;
  if (args !== undefined && !isObject(args))
    return invalid(`"arguments" must be an object of the tool's arguments, or left out (got ${describeValue(args)})`);
  const tool = tools.get(name);
  if (!tool)
    return invalid(`Unknown tool ${JSON.stringify(name.slice(0, 100))}: the tools are ${[...tools.keys()].join(', ')}`);
  const problem = argumentsError(name, tool, args ?? {});
  return problem ? ({reply: {jsonrpc: '2.0', id, result: toolError(problem)}} satisfies Decision) : undefined;
}

/** What to do with one message from the transport (see the file's comment). */
export function check(message: JSONRPCMessage, tools: ReadonlyMap<string, ToolSpec>): Decision {
  const m = message as Record<string, unknown>;
  if (typeof m.method !== 'string' || !isRequestId(m.id)) return {forward: message};
  const {id, method} = m as {id: RequestId; method: string};
  const invalid = (text: string) => invalidParams(id, text);
  const params = (m.params ?? {}) as Record<string, unknown>;
  if (method === 'tools/call') {
    const decision = checkToolCall(id, params, tools);
    if (decision) return decision;
  }
  const schema = REQUEST_SCHEMAS.get(method);
  const problem = schema && schemaProblem(schema, message);
  if (problem) return invalid(problem);
  if (method === 'initialize') {
    const version = negotiateVersion(params.protocolVersion as string);
    return {forward: {...m, params: {...params, protocolVersion: version}} as unknown as JSONRPCMessage};
  }
  return {forward: message};
}

/** Puts the checks between a connected server and its transport. */
export function guardServer(transport: Transport, tools: ReadonlyMap<string, ToolSpec>): void {
  const deliver = transport.onmessage;
  if (!deliver) throw new Error('guardServer: connect the server to the transport first');
  transport.onmessage = (message: JSONRPCMessage, extra) => {
    const decision = check(message, tools);
    if ('forward' in decision) deliver(decision.forward, extra);
    else transport.send(decision.reply).catch((err: unknown) => transport.onerror?.(err as Error));
  };
}

/**
 * The stdio transport of the docs MCP server: newline-delimited JSON-RPC on stdin and stdout, as the MCP
 * specification's stdio transport describes.
 *
 * Our own (a Transport for the SDK's McpServer.connect) rather than the SDK's StdioServerTransport, because
 * that one answers bad input with silence or by stopping: a line that is not JSON, or JSON that is not a
 * JSON-RPC message, only reaches its onerror callback (the client waits for an answer that never comes), and
 * a line over its buffer limit closes the transport, after which the process exits without a word. Here each
 * line goes through messages.ts like an HTTP body does (a byte-order mark dropped; -32700 for a line that is not
 * JSON; -32600 for a batch or JSON that is not a JSON-RPC message, with the message's id when it has one), and:
 *   - a line over MAX_MESSAGE_BYTES → -32600 (invalid request), id null; it is dropped as it arrives (never
 *     buffered past the limit) up to its newline;
 *   - blank lines are skipped; after any of these the next line is served as usual.
 * Writing uses the SDK's own serialisation.
 */
import process from 'node:process';
import type {Readable, Writable} from 'node:stream';
import {serializeMessage} from '@modelcontextprotocol/sdk/shared/stdio.js';
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';
import type {JSONRPCMessage} from '@modelcontextprotocol/sdk/types.js';
import {errorResponse, INVALID_REQUEST, readMessage, type ErrorResponse} from './messages';
import {MAX_MESSAGE_BYTES} from './server';

export class LineStdioTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;

  private chunks: Buffer[] = [];
  private size = 0;
  /** Inside a line that went over the limit: drop everything up to its newline. */
  private skipping = false;

  constructor(
    private readonly input: Readable = process.stdin,
    private readonly output: Writable = process.stdout,
    private readonly maxBytes = MAX_MESSAGE_BYTES,
  ) {}

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('error', this.onStreamError);
    this.output.on('error', this.onStreamError);
  }

  async close(): Promise<void> {
    this.input.off('data', this.onData);
    this.input.off('error', this.onStreamError);
    this.chunks = [];
    this.size = 0;
    this.onclose?.();
  }

  send(message: JSONRPCMessage): Promise<void> {
    return this.write(serializeMessage(message));
  }

  private write(line: string): Promise<void> {
    return new Promise((resolve) => {
      if (this.output.write(line)) resolve();
      else this.output.once('drain', resolve);
    });
  }

  /** A JSON-RPC error response to a message the server does not get to see. */
  private reject(response: ErrorResponse) {
    void this.write(`${JSON.stringify(response)}\n`);
  }

  private onStreamError = (error: Error) => this.onerror?.(error);

  private onData = (chunk: Buffer | string) => {
    let rest = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    while (rest.length) {
      const newline = rest.indexOf(0x0a);
      const part = newline < 0 ? rest : rest.subarray(0, newline);
      rest = newline < 0 ? Buffer.alloc(0) : rest.subarray(newline + 1);
      if (this.skipping) {
        if (newline >= 0) this.skipping = false;
        continue;
      }
      if (this.size + part.length > this.maxBytes) {
        this.chunks = [];
        this.size = 0;
        this.skipping = newline < 0;
        this.reject(
          errorResponse(
            null,
            INVALID_REQUEST,
            `Invalid Request: a message is at most ${this.maxBytes} bytes (one line)`,
          ),
        );
        continue;
      }
      this.chunks.push(part);
      this.size += part.length;
      if (newline < 0) break;
      const line = Buffer.concat(this.chunks).toString('utf8').replace(/\r$/, '');
      this.chunks = [];
      this.size = 0;
      this.handleLine(line);
    }
  };

  private handleLine(line: string) {
    if (!line.replace(/^\uFEFF/, '').trim()) return;
    const incoming = readMessage(line);
    if ('dropped' in incoming) {
      this.onerror?.(new Error(`dropped a notification: ${incoming.dropped}`));
      return;
    }
    if ('error' in incoming) {
      this.reject(incoming.error);
      return;
    }
    try {
      this.onmessage?.(incoming.message);
    } catch (err) {
      this.onerror?.(err as Error);
    }
  }
}

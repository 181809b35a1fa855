/**
 * Helpers for the server tests (serve.test.ts, mcp.test.ts): raw HTTP over a TCP socket, so that malformed
 * requests reach the server exactly as written (node:http and fetch would refuse or normalise them); a server
 * started as its npm script starts it, in a child process; a handler served in this process, and requests to it
 * through node:http; and a seeded random source for the fuzz tests.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer, request, type IncomingHttpHeaders, type RequestListener} from 'node:http';
import {connect, type AddressInfo, type Socket} from 'node:net';
import path from 'node:path';

export const ROOT = path.join(__dirname, '../..');

export interface RawResponse {
  /** Everything the server sent. */
  raw: Buffer;
  /** Status code of the first response, or 0 when none arrived. */
  status: number;
  /** Header names in lower case; repeated headers joined with ", ". */
  headers: Map<string, string>;
  /** The body as sent (chunked bodies are not decoded). */
  body: Buffer;
  /** The socket error, if the connection failed (a reset after the response, for instance). */
  error?: string;
}

export function parseResponse(raw: Buffer): Omit<RawResponse, 'raw' | 'error'> {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, end < 0 ? raw.length : end).toString('latin1');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  const headers = new Map<string, string>();
  for (const line of lines) {
    const i = line.indexOf(':');
    if (i < 1) continue;
    const name = line.slice(0, i).trim().toLowerCase();
    const value = line.slice(i + 1).trim();
    headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
  }
  return {status: status ? Number(status[1]) : 0, headers, body: end < 0 ? Buffer.alloc(0) : raw.subarray(end + 4)};
}

/**
 * Opens a socket, lets `write` send whatever it likes, and collects what the server sends until it closes the
 * connection (send `Connection: close` to get there) or `until` says the response is complete.
 */
export function rawExchange(
  port: number,
  write: (socket: Socket) => void,
  {
    host = '127.0.0.1',
    until,
    timeoutMs = 60_000,
  }: {host?: string; until?: (received: Buffer) => boolean; timeoutMs?: number} = {},
): Promise<RawResponse> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let error: string | undefined;
    let settled = false;
    const socket = connect({port, host});
    // An upper bound for a server that never answers nor closes (reported as the error "timeout"), not a wait.
    socket.setTimeout(timeoutMs, () => {
      error = 'timeout';
      finish();
    });
    const finish = () => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const raw = Buffer.concat(chunks);
      resolve({raw, ...parseResponse(raw), error});
    };
    socket.on('connect', () => write(socket));
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      if (until?.(Buffer.concat(chunks))) finish();
    });
    socket.on('error', (err) => (error = err.message));
    socket.on('close', finish);
  });
}

/** True once a whole response has arrived: its Content-Length of body, or the last chunk of a chunked one. */
export function responseComplete(received: Buffer): boolean {
  const {status, headers, body} = parseResponse(received);
  if (!status || received.indexOf('\r\n\r\n') < 0) return false;
  const length = headers.get('content-length');
  if (length !== undefined && /^\d+$/.test(length)) return body.length >= Number(length);
  if (/chunked/i.test(headers.get('transfer-encoding') ?? '')) return body.subarray(-5).toString() === '0\r\n\r\n';
  return false;
}

/**
 * Sends one request, written out in full, and returns the response once it is complete or the server closes
 * the connection (send `Connection: close`: a HEAD answer or a body without a length ends there). The socket
 * stays open for writing: Node's server drops a request whose client half-closes before the answer is written.
 */
export function rawRequest(port: number, request: string | Buffer, host?: string): Promise<RawResponse> {
  return rawExchange(port, (s) => s.write(request), {host, until: responseComplete});
}

export interface StartedProcess {
  child: ChildProcess;
  /** The first match of the ready pattern. */
  ready: RegExpMatchArray;
  /** What the process printed so far (stdout and stderr). */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `node --import tsx <script> …args` from the repository root and waits until its output matches
 * `ready`; rejects with the output if the process exits first.
 */
export function startScript(
  script: string,
  args: string[],
  ready: RegExp,
  env: NodeJS.ProcessEnv = {},
): Promise<StartedProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script), ...args], {
    cwd: ROOT,
    env: {...process.env, ...env},
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  const output = () => out;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  return new Promise((resolve, reject) => {
    const onData = (c: Buffer) => {
      out += c.toString('utf8');
      const match = ready.exec(out);
      if (match) {
        child.stdout.off('data', onData);
        child.stderr.off('data', onData);
        child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
        child.stderr.on('data', (d: Buffer) => (out += d.toString('utf8')));
        resolve({child, ready: match, output, stop});
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before it was ready:\n${out}`)));
  });
}

/** Runs a script to its end and returns its exit code and output. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return new Promise<{code: number | null; output: string}>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script), ...args], {
      cwd: ROOT,
      env: {...process.env, ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.on('close', (code) => resolve({code, output}));
  });
}

/** A seeded pseudo-random source (mulberry32), so that a failing fuzz case can be replayed. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return {next, int, pick};
}

/** A loopback-free IPv4 address of this machine, if it has one (to show that a server is not listening on it). */
export async function externalIPv4(): Promise<string | undefined> {
  const {networkInterfaces} = await import('node:os');
  return Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
}

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (not decompressed). */
  body: Buffer;
}

/** A request through node:http with the given headers; the body is returned as sent. */
export function send(
  port: number,
  rawPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({host: '127.0.0.1', port, path: rawPath, method, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks)}));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Runs `fn` against `handler`, served in this process on a free loopback port. */
export async function withHandler(handler: RequestListener, fn: (port: number) => Promise<void>): Promise<void> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    await fn((server.address() as AddressInfo).port);
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
}

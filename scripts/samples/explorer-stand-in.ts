/**
 * A local stand-in for the explorer APIs @nomicfoundation/hardhat-verify 2 and Hardhat Ignition call, for the
 * Hardhat verify page runner (hardhat-verify.ts), and for `forge verify-contract`, `forge verify-check` and
 * `forge script --verify` in the guide runner (guides/run.ts). No network is reachable here, and nothing may call
 * the real explorers. It listens on 127.0.0.1 and learns which explorer a request was meant for in one of two ways:
 *   - the `x-explorer-origin` header (hardhat-verify.ts's dispatcher sets it to the URL the plugin meant);
 *   - the meant host as the first path segment: the guide runner turns https://celo.blockscout.com/api into
 *     <stand-in>/celo.blockscout.com/api, since forge takes the explorer's URL as a flag and adds no header.
 * So it records exactly what each tool sent where.
 *
 * It answers with the documented response shapes, keeping which contracts each explorer has verified:
 *   - Etherscan API V2 (https://api.etherscan.io/v2/api, `chainid` parameter, one API key for every chain):
 *     getabi, getsourcecode, verifysourcecode, checkverifystatus (GET or form POST, as forge sends it through
 *     foundry-block-explorers), answered {status, message, result} as Etherscan's
 *     "Contracts" API reference shows them (docs.etherscan.io), with the result strings hardhat-verify 2.1.3
 *     recognises (src/internal/etherscan.ts: "Pass - Verified", "Fail - Unable to verify",
 *     "Contract source code already verified"). A GUID is only known to the explorer and chain it came from.
 *   - Blockscout's Etherscan-compatible RPC API (https://<instance>/api, no key): the same actions and shapes,
 *     "Smart-contract already verified." when verified twice (the string hardhat-verify expects from Blockscout).
 *   - Sourcify's v1 API that hardhat-verify 2 uses (https://sourcify.dev/server: GET /check-all-by-addresses,
 *     POST /): the shapes of argotorg/sourcify's OpenAPI files (services/server/src/server/apiv1).
 * A submission passes when it is a Solidity standard-JSON input (or metadata.json) that contains the source of
 * the contract it names and, for Etherscan, when its ABI-encoded constructor arguments end the transaction that
 * created the contract (as Etherscan checks them); a stand-in cannot recompile and compare bytecode. Answers to requests the real APIs would
 * reject start with "stand-in:". Written here because no maintained package serves these APIs offline.
 */
import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';

export interface Request {
  /** The origin the plugin meant (https://api.etherscan.io, https://celo.blockscout.com, …). */
  origin: string;
  method: string;
  path: string;
  params: Record<string, string>;
}

export interface Explorer {
  /** Origins of Blockscout instances, each with its chain id (from src/data/networks.ts). */
  blockscout: Map<string, number>;
  /** Chain ids Etherscan API V2 and Sourcify serve. */
  chains: Set<number>;
  /** The input of the transaction that created a contract (for checking Etherscan's constructor arguments). */
  creationInput?: (chain: number, address: string) => Promise<string | undefined>;
}

export interface StandIn {
  url: string;
  requests: Request[];
  close(): Promise<void>;
}

export const ETHERSCAN = 'https://api.etherscan.io';
export const SOURCIFY = 'https://sourcify.dev';

type Answer = {status: number; body: unknown};

/** Whether a submitted standard-JSON input or metadata names the contract `fqn` (path:Name) and has its source. */
function plausible(input: string, fqn: string): boolean {
  try {
    const json = JSON.parse(input) as {language?: string; sources?: Record<string, unknown>};
    const source = fqn.slice(0, fqn.lastIndexOf(':'));
    return json.language === 'Solidity' && !!json.sources && source in json.sources;
  } catch {
    return false;
  }
}

export async function startStandIn(explorer: Explorer): Promise<StandIn> {
  const requests: Request[] = [];
  const verified = new Set<string>();
  const pending = new Map<string, {key: string; pass: boolean}>();
  /** The explorer and chain part of a verification key (`kind:chain:`): where a GUID can be polled. */
  const scope = (k: string): string => k.slice(0, k.lastIndexOf(':') + 1);
  let guids = 0;

  /** Etherscan V2 and Blockscout share the Etherscan RPC actions; `chain` is where the contract lives. */
  const etherscanLike = async (
    kind: 'etherscan' | 'blockscout',
    chain: number,
    p: Record<string, string>,
  ): Promise<Answer> => {
    const fail = (result: string): Answer => ({status: 200, body: {status: '0', message: 'NOTOK', result}});
    const ok = (result: unknown): Answer => ({status: 200, body: {status: '1', message: 'OK', result}});
    const key = (address: string) => `${kind}:${chain}:${address.toLowerCase()}`;
    if (p.module !== 'contract') return fail('stand-in: only module=contract is served');
    if (p.action === 'getabi') {
      // forge asks first whether the contract is verified (and probes the key with the zero address)
      return verified.has(key(p.address ?? '')) ? ok('[]') : fail('Contract source code not verified');
    }
    if (p.action === 'getsourcecode') {
      const done = verified.has(key(p.address ?? ''));
      return ok([
        {
          SourceCode: done ? 'verified' : '',
          ABI: done ? '[]' : 'Contract source code not verified',
          ContractName: '',
        },
      ]);
    }
    if (p.action === 'verifysourcecode') {
      const k = key(p.contractaddress ?? '');
      if (verified.has(k)) {
        return fail(
          kind === 'etherscan' ? 'Contract source code already verified' : 'Smart-contract already verified.',
        );
      }
      const guid = `stand-in-${++guids}`;
      const created = kind === 'etherscan' ? await explorer.creationInput?.(chain, p.contractaddress ?? '') : undefined;
      const args = (p.constructorArguements ?? '').replace(/^0x/, '').toLowerCase();
      const pass =
        p.codeformat === 'solidity-standard-json-input' &&
        /^v\d+\.\d+\.\d+\+commit\.[0-9a-f]+$/.test(p.compilerversion ?? '') &&
        plausible(p.sourceCode ?? '', p.contractname ?? '') &&
        (created === undefined || created.toLowerCase().endsWith(args));
      pending.set(guid, {key: k, pass});
      return ok(guid);
    }
    if (p.action === 'checkverifystatus') {
      const job = pending.get(p.guid ?? '');
      if (!job || scope(job.key) !== scope(key(''))) return fail('stand-in: unknown guid');
      if (!job.pass) return fail('Fail - Unable to verify');
      verified.add(job.key);
      return ok('Pass - Verified');
    }
    return fail(`stand-in: action ${p.action ?? ''} is not served`);
  };

  const sourcify = (path: string, p: Record<string, string>): Answer => {
    if (path === '/server/check-all-by-addresses') {
      const chain = p.chainIds ?? '';
      return {
        status: 200,
        body: (p.addresses ?? '')
          .split(',')
          .map((address) =>
            verified.has(`sourcify:${chain}:${address.toLowerCase()}`)
              ? {address, chainIds: [{chainId: chain, status: 'perfect'}]}
              : {address, status: 'false'},
          ),
      };
    }
    if (path === '/server' || path === '/server/' || path === '/server/verify') {
      const files = JSON.parse(p.files ?? '{}') as Record<string, string>;
      const metadata = files['metadata.json'];
      if (!metadata) return {status: 400, body: {error: 'Metadata file not found. Did you include "metadata.json"?'}};
      if (!explorer.chains.has(Number(p.chain)))
        return {status: 400, body: {error: `stand-in: chain ${p.chain} is not served`}};
      const meta = JSON.parse(metadata) as {settings?: {compilationTarget?: Record<string, string>}};
      const [source] = Object.keys(meta.settings?.compilationTarget ?? {});
      if (!source || !(source in files))
        return {status: 400, body: {error: `stand-in: no source for ${source ?? '(no target)'}`}};
      verified.add(`sourcify:${p.chain}:${(p.address ?? '').toLowerCase()}`);
      return {status: 200, body: {result: [{address: p.address, chainId: p.chain, status: 'perfect'}]}};
    }
    return {status: 404, body: {error: `no route ${path}`}};
  };

  const answer = async (r: Request): Promise<Answer> => {
    if (r.origin === ETHERSCAN && r.path === '/v2/api') {
      if (!r.params.apikey) return {status: 200, body: {status: '0', message: 'NOTOK', result: 'stand-in: no API key'}};
      const chain = Number(r.params.chainid);
      if (!explorer.chains.has(chain)) {
        return {
          status: 200,
          body: {
            status: '0',
            message: 'NOTOK',
            result: `stand-in: chain ${r.params.chainid ?? '(none)'} is not served`,
          },
        };
      }
      return etherscanLike('etherscan', chain, r.params);
    }
    const chain = explorer.blockscout.get(r.origin);
    if (chain !== undefined && r.path === '/api') return etherscanLike('blockscout', chain, r.params);
    if (r.origin === SOURCIFY) return sourcify(r.path, r.params);
    return {status: 502, body: {error: `the stand-in does not serve ${r.origin}${r.path}`}};
  };

  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const params: Record<string, string> = Object.fromEntries(url.searchParams);
      const type = String(req.headers['content-type'] ?? '');
      if (type.startsWith('application/x-www-form-urlencoded'))
        Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
      if (type.startsWith('application/json') && body) {
        for (const [k, v] of Object.entries(JSON.parse(body) as Record<string, unknown>)) {
          params[k] = typeof v === 'string' ? v : JSON.stringify(v);
        }
      }
      const header = req.headers['x-explorer-origin'];
      const inPath = header ? null : /^\/([a-z0-9-]+(?:\.[a-z0-9-]+)+)(\/.*)?$/.exec(url.pathname);
      const r: Request = {
        origin: header ? String(header) : inPath ? `https://${inPath[1]}` : '',
        method: req.method ?? 'GET',
        // forge trims the trailing slash of a verifier URL; a stand-in serves /api and /api/ alike
        path: (inPath ? (inPath[2] ?? '/') : url.pathname).replace(/(.)\/$/, '$1'),
        params,
      };
      requests.push(r);
      answer(r).then(
        ({status, body: out}) => {
          res.writeHead(status, {'content-type': 'application/json'});
          res.end(JSON.stringify(out));
        },
        (err: unknown) => {
          res.writeHead(500, {'content-type': 'application/json'});
          res.end(JSON.stringify({error: `stand-in: ${String(err)}`}));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {cliCommands, cliTopicStatus, type CliCommand} from '../../src/data/cli';
import {validateCli} from '../../src/data/validateCli';
import {renderCommand, staleTopics, usageLine} from '../../scripts/cli-docs';

const ROOT = path.join(__dirname, '../..');

test('the celocli catalogue is valid: names, flags, requirements, examples use real flags', () => {
  assert.ok(cliCommands.length > 100);
  assert.deepEqual(validateCli(cliCommands), []);
});

test('the catalogue says which commands send a transaction (celocli 9.0.1 source), and each such example passes a signer', () => {
  const sends = (name: string) => cliCommands.find((c) => c.name === name)?.sendsTransaction === true;
  for (const name of [
    'transfer:celo',
    'transfer:erc20',
    'lockedcelo:lock',
    'election:vote',
    'governance:vote',
    'account:register',
    'account:set-name',
    'bridge:withdraw-init',
    'bridge:withdraw-prove',
    'bridge:withdraw-finalize',
    'releasecelo:withdraw',
  ])
    assert.ok(sends(name), `${name} sends a transaction`);
  for (const name of [
    'account:balance',
    'account:list',
    'account:new',
    'account:create-metadata',
    'account:unlock',
    'lockedcelo:show',
    'bridge:withdraw-status',
    'governance:show',
    'network:info',
    'node:synced',
  ])
    assert.ok(!sends(name), `${name} sends no transaction`);
  assert.equal(cliCommands.filter((c) => c.sendsTransaction).length, 87);
});

test('every /cli topic page has catalogue entries and every entry has its page', () => {
  const pages = readdirSync(path.join(ROOT, 'docs/cli'))
    .filter((f) => f !== 'index.md')
    .map((f) => f.replace(/\.mdx?$/, ''));
  const topics = new Set(cliCommands.map((c) => c.topic));
  assert.deepEqual(
    [...topics].filter((t) => !existsSync(path.join(ROOT, 'docs/cli', `${t}.md`))),
    [],
  );
  assert.deepEqual(
    pages.filter((p) => !topics.has(p)),
    [],
  );
  assert.deepEqual(Object.keys(cliTopicStatus).sort(), [...topics].sort());
  assert.equal(cliTopicStatus.lockedgold, 'renamed');
  assert.ok(cliCommands.some((c) => c.name === 'lockedcelo:lock'));
});

test('the Command reference sections of the /cli pages match the catalogue (npm run generate:cli)', () => {
  assert.deepEqual(staleTopics(), []);
});

test('rendering: usage line from the flags, and the flag table', () => {
  const c: CliCommand = {
    topic: 'transfer',
    name: 'transfer:celo',
    description: 'Sends CELO from one account to another address.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Sender.'},
      {flag: '--value', type: 'wei', requirement: 'required', description: 'Amount.'},
      {flag: '--comment', type: 'string', requirement: 'optional', description: 'Note.'},
    ],
    example: 'celocli transfer:celo --from 0xA --value 1',
  };
  assert.equal(usageLine(c), 'celocli transfer:celo --from <ADDRESS> --value <WEI> [--comment <VALUE>]');
  assert.match(renderCommand(c), /\| `--value` \| wei \| required \| Amount\. \|/);
});

test('bad fixture: each rule fails naming the command', () => {
  const base: CliCommand = {
    topic: 'transfer',
    name: 'transfer:celo',
    description: 'Sends CELO from one account to another address.',
    flags: [],
  };
  const problems = validateCli([
    {...base, flags: [{flag: 'from', type: 'address', requirement: 'maybe', description: 'x'}]},
    {...base},
    {...base, name: 'Transfer Celo'},
    {...base, name: 'transfer:dollars', description: 'short'},
    {...base, name: 'transfer:erc20', example: 'celocli transfer:erc20 --nope 1'},
    {...base, name: 'transfer:stable', example: 'celocli transfer:celo'},
    {...base, name: 'transfer:reals', sendsTransaction: true, example: 'celocli transfer:reals --node celo'},
    {...base, name: 'transfer:euros', sendsTransaction: true, example: 'celocli transfer:euros --useLedger'},
  ]).join('\n');
  assert.match(problems, /celocli transfer:celo: flag "from" is not of the form/);
  assert.match(problems, /celocli transfer:celo: flag from has requirement "maybe"/);
  assert.match(problems, /celocli transfer:celo: documented twice/);
  assert.match(problems, /celocli Transfer Celo: name is not of the form/);
  assert.match(problems, /celocli transfer:dollars: description is missing or too short/);
  assert.match(problems, /celocli transfer:erc20: example uses --nope, which is not a flag of this command/);
  assert.match(problems, /celocli transfer:stable: example does not run transfer:stable/);
  assert.match(
    problems,
    /celocli transfer:reals: sends a transaction, but its example passes no signer \(--privateKey, -k, --useLedger\)/,
  );
  assert.doesNotMatch(problems, /transfer:euros/);
});

test('every <CliCommand name="…"> in the docs names a command of the catalogue', () => {
  const files = (readdirSync(path.join(ROOT, 'docs'), {recursive: true}) as string[])
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => path.join(ROOT, 'docs', f));
  const uses = files.flatMap((f) =>
    [...readFileSync(f, 'utf8').matchAll(/<CliCommand\s+name="([^"]+)"/g)].map((m) => ({file: f, name: m[1]!})),
  );
  assert.ok(uses.length >= 2, 'the node pages use the component');
  const known = new Set(cliCommands.map((c) => c.name));
  assert.deepEqual(
    uses.filter((u) => !known.has(u.name)).map((u) => `${u.file}: unknown command ${u.name}`),
    [],
  );
});

/**
 * The celocli command catalogue: every command documented on the /cli pages, with a description in our own
 * words, its argument, flags (type, required or default, meaning) and an example. Facts (command and flag
 * names, types, defaults) from celocli's source and generated docs in celo-org/developer-tooling (packages/cli,
 * docs/command-line-interface; celocli 9.0.1, the bridge topic since 9.0.0; older topics as noted).
 *
 * The "Command reference" section of each docs/cli page is generated from this file by
 * `npm run generate:cli`; tests/unit/cli-data.test.ts fails when a page is stale or an entry is invalid.
 */
export interface CliFlag {
  /** Short and long form as typed, e.g. "-r, --role". */
  flag: string;
  type: string;
  /** "required", "optional", or "default: <value>". */
  requirement: string;
  description: string;
  /** Value shown in the usage line, e.g. "<ADDRESS>". */
  placeholder?: string;
}

export interface CliCommand {
  /** The /cli page that documents the command (the topic; lockedgold documents lockedcelo). */
  topic: string;
  name: string;
  /** Heading text when it differs from the name. */
  heading?: string;
  description: string;
  /** Usage line when it cannot be derived from the flags. */
  usage?: string;
  argument?: {name: string; description: string};
  flags: CliFlag[];
  /**
   * Sends a transaction, so it needs a signer: `--privateKey`/`-k` or `--useLedger`, or a node that holds the
   * `--from` account unlocked (celocli's RPC wallet). From celocli's source (celo-org/developer-tooling,
   * packages/cli/src/commands, 9.0.1): the commands that submit through `displayViemTx`, a wallet client
   * (`getWalletClient`, `writeContract`, `sendTransaction`) or, for the bridge, an L1 wallet client; the removed
   * exchange, grandamento and reserve commands from celocli 7.1.1-alpha.0 and earlier (`displaySendTx`).
   * Without a signer, celocli 9 against a public node (Forno) stops with "Unable to create an RPC Wallet
   * Client, the node is not unlocked". The markdownlint rule celo-celocli-signer reads this field.
   */
  sendsTransaction?: boolean;
  /**
   * Signs a message with the `--from` or `--signer` key without sending a transaction, so it needs a signer the
   * same way: `account:proof-of-possession` (the signer key signs the account address) and the `account:claim-*`
   * commands (the claim in a metadata file is signed; celocli 9.0.1's ClaimCommand signs with the connection's
   * `sign`). Against Forno, which holds no keys, the signature cannot be made without `--privateKey` or
   * `--useLedger`. The markdownlint rule celo-celocli-signer reads this field too.
   */
  signsMessage?: boolean;
  /** Accepts the table output flags (--columns, --csv, …). */
  tableOutput?: boolean;
  note?: string;
  example?: string;
}

/** Topic status; pages of deprecated, removed or renamed topics say so at the top. */
export const cliTopicStatus: Record<string, 'current' | 'deprecated' | 'removed' | 'superseded' | 'renamed'> = {
  account: 'current',
  governance: 'current',
  dkg: 'deprecated',
  exchange: 'removed',
  grandamento: 'removed',
  reserve: 'removed',
  utils: 'superseded',
  network: 'current',
  node: 'current',
  oracle: 'current',
  identity: 'current',
  validator: 'current',
  validatorgroup: 'current',
  config: 'current',
  commands: 'current',
  help: 'current',
  autocomplete: 'current',
  plugins: 'current',
  election: 'current',
  lockedgold: 'renamed',
  rewards: 'current',
  epochs: 'current',
  transfer: 'current',
  multisig: 'current',
  releasecelo: 'current',
  bridge: 'current',
};

/** Flags every command accepts (celocli 9.0.1). */
export const cliGlobalFlags = [
  '--node',
  '-n',
  '--privateKey',
  '-k',
  '--useLedger',
  '--ledgerAddresses',
  '--ledgerLiveMode',
  '--ledgerCustomAddresses',
  '--ledgerConfirmAddress',
  '--gasCurrency',
  '--globalHelp',
  '--help',
  '--yes',
];

/**
 * Flags that give celocli a signer for a transaction (celocli 9.0.1, BaseCommand): a private key, or a Ledger.
 * (`--useAKV`, Azure Key Vault, is hidden and fails with "no longer supported".) A command without one signs
 * through the node (an RPC wallet), which works only against a node that holds the `--from` account unlocked.
 */
export const cliSignerFlags = ['--privateKey', '-k', '--useLedger'];

/** Flags of commands with table output. */
export const cliTableFlags = [
  '--columns',
  '--csv',
  '--filter',
  '--no-header',
  '--no-truncate',
  '--output',
  '--sort',
  '--extended',
];

export const cliCommands: CliCommand[] = [
  {
    topic: 'account',
    name: 'account:authorize',
    sendsTransaction: true,
    description:
      'Links a separate signer key to your account for one role, so that the key can vote or act as a validator without exposing the account key itself.',
    flags: [
      {
        flag: '-r, --role',
        type: 'option: vote, validator, attestation',
        requirement: 'required',
        description: 'Role the signer receives.',
        placeholder: 'vote',
      },
      {
        flag: '--from',
        type: 'address',
        requirement: 'required',
        description: 'The account that grants the authorization.',
      },
      {
        flag: '--signature',
        type: 'hex string',
        requirement: 'required',
        description: 'Proof-of-possession signature produced by the signer (see `account:proof-of-possession`).',
        placeholder: '<SIGNATURE>',
      },
      {
        flag: '--signer',
        type: 'address',
        requirement: 'required',
        description: 'Address of the key being authorized.',
        placeholder: '<SIGNER_ADDRESS>',
      },
    ],
    example:
      'celocli account:authorize --from 0xYourAccount --role vote \\\n  --signer 0xYourVoteSigner --signature 0xSignatureFromProofOfPossession \\\n  --node celo --useLedger',
  },
  {
    topic: 'account',
    name: 'account:balance',
    description:
      'Prints the CELO and Mento stablecoin balances held by an address, and optionally the balance of one extra ERC-20 token.',
    argument: {name: 'ARG1', description: 'the address whose balances are printed.'},
    flags: [
      {
        flag: '--erc20Address',
        type: 'address',
        requirement: 'optional',
        description: 'Contract of an additional ERC-20 token to report.',
        placeholder: '<TOKEN_ADDRESS>',
      },
    ],
    example: 'celocli account:balance 0xYourAccount --node celo',
  },
  {
    topic: 'account',
    name: 'account:claim-account',
    description:
      "Adds a statement to a local metadata file saying that you also control another account, optionally including that account's public key.",
    argument: {name: 'ARG1', description: 'path to the local metadata JSON file to edit.'},
    signsMessage: true,
    flags: [
      {
        flag: '--address',
        type: 'address',
        requirement: 'required',
        description: 'The other account you claim.',
        placeholder: '<OTHER_ADDRESS>',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that signs the claim.'},
      {
        flag: '--publicKey',
        type: 'hex string',
        requirement: 'optional',
        description: 'Public key of the claimed account.',
        placeholder: '<PUBLIC_KEY>',
      },
    ],
    example:
      'celocli account:claim-account ./metadata.json --from 0xYourAccount --address 0xYourOtherAccount --node celo --useLedger',
  },
  {
    topic: 'account',
    name: 'account:claim-domain',
    description: 'Adds a claim to a local metadata file that the account owns a DNS domain.',
    argument: {name: 'ARG1', description: 'path to the local metadata JSON file to edit.'},
    signsMessage: true,
    flags: [
      {
        flag: '--domain',
        type: 'string',
        requirement: 'required',
        description: 'Domain name being claimed.',
        placeholder: '<DOMAIN>',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that signs the claim.'},
    ],
    example:
      'celocli account:claim-domain ./metadata.json --from 0xYourAccount --domain example.org --node celo --useLedger',
  },
  {
    topic: 'account',
    name: 'account:claim-keybase',
    description: 'Adds a Keybase username claim to a local metadata file.',
    argument: {name: 'ARG1', description: 'path to the local metadata JSON file to edit.'},
    signsMessage: true,
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that signs the claim.'},
      {
        flag: '--username',
        type: 'string',
        requirement: 'required',
        description: 'Keybase user name.',
        placeholder: '<USERNAME>',
      },
    ],
    example:
      'celocli account:claim-keybase ./metadata.json --from 0xYourAccount --username yourkeybasename --node celo --useLedger',
  },
  {
    topic: 'account',
    name: 'account:claim-name',
    description: 'Adds a human-readable name claim to a local metadata file.',
    argument: {name: 'ARG1', description: 'path to the local metadata JSON file to edit.'},
    signsMessage: true,
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that signs the claim.'},
      {
        flag: '--name',
        type: 'string',
        requirement: 'required',
        description: 'The name to publish.',
        placeholder: '<NAME>',
      },
    ],
    example:
      'celocli account:claim-name ./metadata.json --from 0xYourAccount --name "Example Staking" --node celo --useLedger',
  },
  {
    topic: 'account',
    name: 'account:claim-rpc-url',
    description:
      'Adds the public RPC endpoint you operate to a local metadata file; elected validators use this claim to advertise their community RPC node.',
    argument: {name: 'ARG1', description: 'path to the local metadata JSON file to edit.'},
    signsMessage: true,
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that signs the claim.'},
      {
        flag: '--rpcUrl',
        type: 'URL',
        requirement: 'required',
        description: 'HTTPS URL of your RPC endpoint.',
        placeholder: '<RPC_URL>',
      },
    ],
    example:
      'celocli account:claim-rpc-url ./metadata.json --from 0xYourValidator \\\n  --rpcUrl https://rpc.example.org --node celo --useLedger',
  },
  {
    topic: 'account',
    name: 'account:claim-storage',
    description: 'Adds a claim pointing to a storage root URL to a local metadata file.',
    argument: {name: 'ARG1', description: 'path to the local metadata JSON file to edit.'},
    signsMessage: true,
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that signs the claim.'},
      {flag: '--url', type: 'URL', requirement: 'required', description: 'Storage root URL.', placeholder: '<URL>'},
    ],
    example:
      'celocli account:claim-storage ./metadata.json --from 0xYourAccount --url https://storage.example.org/celo --node celo --useLedger',
  },
  {
    topic: 'account',
    name: 'account:create-metadata',
    description: 'Creates a new, empty metadata file for an account; the `claim-*` commands then add entries to it.',
    argument: {name: 'ARG1', description: 'path where the new metadata file is written.'},
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account the metadata belongs to.'},
    ],
    example: 'celocli account:create-metadata ./metadata.json --from 0xYourAccount',
  },
  {
    topic: 'account',
    name: 'account:deauthorize',
    sendsTransaction: true,
    description: 'Removes a signer that was previously authorized for the attestation role.',
    flags: [
      {
        flag: '-r, --role',
        type: 'option: attestation',
        requirement: 'required',
        description: 'Role to remove (only `attestation` is accepted).',
        placeholder: 'attestation',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'The account that owns the signer.'},
      {
        flag: '--signer',
        type: 'address',
        requirement: 'required',
        description: 'Signer address to remove.',
        placeholder: '<SIGNER_ADDRESS>',
      },
    ],
    example:
      'celocli account:deauthorize --from 0xYourAccount --useLedger --role attestation --signer 0xOldSigner --node celo',
  },
  {
    topic: 'account',
    name: 'account:delete-payment-delegation',
    sendsTransaction: true,
    description:
      "Clears a validator's payment delegation, setting both the beneficiary and the delegated fraction back to zero.",
    flags: [
      {
        flag: '--account',
        type: 'address',
        requirement: 'required',
        description: 'Validator account whose delegation is removed.',
      },
    ],
    example: 'celocli account:delete-payment-delegation --account 0xYourValidator --node celo --useLedger',
  },
  {
    topic: 'account',
    name: 'account:get-metadata',
    description:
      'Reads the metadata URL an account registered on-chain, downloads that file and checks every claim in it.',
    argument: {name: 'ARG1', description: 'the account whose metadata is fetched.'},
    flags: [],
    tableOutput: true,
    example: 'celocli account:get-metadata 0xSomeValidator --node celo',
  },
  {
    topic: 'account',
    name: 'account:get-payment-delegation',
    description: "Shows which beneficiary receives part of a validator's epoch payment, and what fraction.",
    flags: [
      {flag: '--account', type: 'address', requirement: 'required', description: 'Validator account to inspect.'},
    ],
    tableOutput: true,
    example: 'celocli account:get-payment-delegation --account 0xSomeValidator --node celo',
  },
  {
    topic: 'account',
    name: 'account:list',
    description:
      'Lists the addresses known to the connected node together with those available in the local wallet (for example Ledger addresses or a `--privateKey` key).',
    flags: [
      {
        flag: '--local',
        type: 'boolean',
        requirement: 'optional',
        description:
          'Show only local and hardware-wallet addresses; `--no-local` shows only the addresses the node manages.',
      },
    ],
    note: 'With `--useLedger` it lists the first `--ledgerAddresses` addresses of the saved derivation path without connecting to a node (celocli 7.0.0 and later), which makes it the quickest way to find an existing Ledger address.',
    example: 'celocli account:list --useLedger --ledgerAddresses 3 --node celo',
  },
  {
    topic: 'account',
    name: 'account:lock',
    description: 'Locks an account managed by the connected node after it was unlocked, so it can no longer sign.',
    argument: {name: 'ARG1', description: 'the node-managed account to lock.'},
    flags: [],
    example: 'celocli account:lock 0xYourAccount --node local',
  },
  {
    topic: 'account',
    name: 'account:new',
    description:
      "Generates a fresh mnemonic, private key and address on your machine, or derives them from an existing mnemonic, without connecting to a node. Since celocli 7.0.0 it derives on the Ethereum path `m/44'/60'/0'` unless `--derivationPath` or a saved `config:set --derivationPath` says otherwise.",
    flags: [
      {
        flag: '--addressIndex',
        type: 'integer',
        requirement: 'default: 0',
        description: 'Address index, the last level of the path (`<base>/<change>/<address>`).',
      },
      {
        flag: '--changeIndex',
        type: 'integer',
        requirement: 'default: 0',
        description: 'Change index, the level before the address index.',
      },
      {
        flag: '--derivationPath',
        type: 'string',
        requirement: 'optional',
        description:
          "Base path `m/44'/<coin type>'/<account>'` for this command, or an alias: `eth` (`m/44'/60'/0'`) or `celoLegacy` (`m/44'/52752'/0'`, the default before celocli 7.0.0). Without it, the path saved with `config:set --derivationPath`, else `eth`.",
        placeholder: '<PATH>',
      },
      {
        flag: '--language',
        type: 'option',
        requirement: 'default: english',
        description:
          'Mnemonic word list: chinese_simplified, chinese_traditional, english, french, italian, japanese, korean or spanish.',
        placeholder: 'english',
      },
      {
        flag: '--mnemonicPath',
        type: 'path',
        requirement: 'optional',
        description: 'File holding an existing mnemonic to derive from instead of creating one.',
      },
      {
        flag: '--passphrasePath',
        type: 'path',
        requirement: 'optional',
        description: 'File holding an optional BIP-39 passphrase.',
      },
    ],
    note: "The output lists `mnemonic`, the full `derivationPath` (for example `m/44'/60'/0'/0/0`), `privateKey`, `publicKey` and `address`. Store the mnemonic offline: anyone who sees it controls the account. To recreate an account you need the mnemonic, any passphrase and the path.",
    example: 'celocli account:new --mnemonicPath ./mnemonic.txt --derivationPath celoLegacy',
  },
  {
    topic: 'account',
    name: 'account:proof-of-possession',
    description:
      'Signs a message with a signer key to prove you control it; the resulting signature is needed by `account:authorize`.',
    signsMessage: true,
    flags: [
      {
        flag: '--account',
        type: 'address',
        requirement: 'required',
        description: 'Account the signer will be attached to.',
      },
      {
        flag: '--signer',
        type: 'address',
        requirement: 'required',
        description: 'Key that produces the signature (must be available to celocli).',
        placeholder: '<SIGNER_ADDRESS>',
      },
    ],
    example:
      'celocli account:proof-of-possession --account 0xYourAccount --signer 0xYourVoteSigner --useLedger --node celo',
  },
  {
    topic: 'account',
    name: 'account:register',
    sendsTransaction: true,
    description:
      'Registers an address as a Celo account in the Accounts contract, the first step before locking CELO, voting or running a validator.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Address to register.'},
      {
        flag: '--name',
        type: 'string',
        requirement: 'optional',
        description: 'Optional display name stored with the account.',
        placeholder: '<NAME>',
      },
    ],
    example: 'celocli account:register --from 0xYourAccount --name "My Celo account" --node celo --useLedger',
  },
  {
    topic: 'account',
    name: 'account:register-data-encryption-key',
    sendsTransaction: true,
    description: 'Publishes a data encryption key (DEK) for the account so that others can encrypt data to it.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that registers the key.'},
      {
        flag: '--publicKey',
        type: 'hex string',
        requirement: 'required',
        description: 'Compressed public key of the DEK.',
        placeholder: '<PUBLIC_KEY>',
      },
    ],
    example:
      'celocli account:register-data-encryption-key --from 0xYourAccount --useLedger --publicKey 0xYourCompressedKey --node celo',
  },
  {
    topic: 'account',
    name: 'account:register-metadata',
    sendsTransaction: true,
    description: "Stores on-chain the URL where the account's signed metadata file is hosted.",
    flags: [
      {
        flag: '--force',
        type: 'boolean',
        requirement: 'optional',
        description: 'Skip the check that the URL serves valid metadata.',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account whose metadata URL is set.'},
      {
        flag: '--url',
        type: 'URL',
        requirement: 'required',
        description: 'Public location of the metadata JSON file.',
        placeholder: '<URL>',
      },
    ],
    tableOutput: true,
    example:
      'celocli account:register-metadata --from 0xYourAccount \\\n  --url https://example.org/celo-metadata.json --node celo --useLedger',
  },
  {
    topic: 'account',
    name: 'account:set-name',
    sendsTransaction: true,
    description: 'Sets or changes the optional display name of a registered account.',
    flags: [
      {flag: '--account', type: 'address', requirement: 'required', description: 'Registered account to rename.'},
      {flag: '--name', type: 'string', requirement: 'required', description: 'New name.', placeholder: '<NAME>'},
    ],
    example: 'celocli account:set-name --account 0xYourAccount --name "Example Group" --useLedger --node celo',
  },
  {
    topic: 'account',
    name: 'account:set-payment-delegation',
    sendsTransaction: true,
    description: "Directs part of a validator's epoch payment to a beneficiary address; the fraction can be at most 1.",
    flags: [
      {flag: '--account', type: 'address', requirement: 'required', description: 'Validator account that delegates.'},
      {
        flag: '--beneficiary',
        type: 'address',
        requirement: 'required',
        description: 'Address that receives the delegated share.',
        placeholder: '<BENEFICIARY>',
      },
      {
        flag: '--fraction',
        type: 'number (0 to 1)',
        requirement: 'required',
        description: 'Share of the payment to delegate, for example `0.1` for 10%.',
        placeholder: '<FRACTION>',
      },
    ],
    example:
      'celocli account:set-payment-delegation --account 0xYourValidator \\\n  --beneficiary 0xPayoutAddress --fraction 0.1 --node celo --useLedger',
  },
  {
    topic: 'account',
    name: 'account:set-wallet',
    sendsTransaction: true,
    description:
      'Sets the wallet address associated with a registered account; if the wallet is a different key, pass its proof-of-possession signature.',
    flags: [
      {flag: '--account', type: 'address', requirement: 'required', description: 'Registered account to update.'},
      {
        flag: '--signature',
        type: 'hex string',
        requirement: 'optional',
        description: 'Proof-of-possession signature from the wallet key.',
        placeholder: '<SIGNATURE>',
      },
      {
        flag: '--signer',
        type: 'address',
        requirement: 'optional',
        description: 'Address that created the signature.',
        placeholder: '<SIGNER_ADDRESS>',
      },
      {
        flag: '--wallet',
        type: 'address',
        requirement: 'required',
        description: 'Wallet address to associate.',
        placeholder: '<WALLET>',
      },
    ],
    example: 'celocli account:set-wallet --account 0xYourAccount --wallet 0xYourAccount --useLedger --node celo',
  },
  {
    topic: 'account',
    name: 'account:show',
    description:
      'Shows what the Accounts contract stores for an address: name, authorized signers, metadata URL, wallet and data encryption key.',
    argument: {name: 'ARG1', description: 'the account to display.'},
    flags: [],
    example: 'celocli account:show 0xYourAccount --node celo',
  },
  {
    topic: 'account',
    name: 'account:show-claimed-accounts',
    description: 'Lists the other accounts that an address claims in its published metadata.',
    argument: {name: 'ARG1', description: 'the account whose claims are listed.'},
    flags: [],
    example: 'celocli account:show-claimed-accounts 0xSomeValidator --node celo',
  },
  {
    topic: 'account',
    name: 'account:show-metadata',
    description: 'Prints the contents of a local metadata file so you can review it before publishing.',
    argument: {name: 'ARG1', description: 'path to the local metadata file.'},
    flags: [],
    tableOutput: true,
    example: 'celocli account:show-metadata ./metadata.json --node celo',
  },
  {
    topic: 'account',
    name: 'account:unlock',
    description: 'Unlocks an account held by the connected node so the node can sign with it for a limited time.',
    argument: {name: 'ARG1', description: 'the node-managed account to unlock.'},
    flags: [
      {
        flag: '--duration',
        type: 'integer (seconds)',
        requirement: 'optional',
        description: 'How long the account stays unlocked.',
      },
      {
        flag: '--password',
        type: 'string',
        requirement: 'optional',
        description: 'Keystore password; if omitted you are prompted.',
        placeholder: '<PASSWORD>',
      },
    ],
    example: 'celocli account:unlock 0xYourAccount --duration 300 --node local',
  },
  {
    topic: 'account',
    name: 'account:verify-proof-of-possession',
    description: 'Checks that a proof-of-possession signature really belongs to the given signer and account pair.',
    flags: [
      {flag: '--account', type: 'address', requirement: 'required', description: 'Account the signer is meant for.'},
      {
        flag: '--signature',
        type: 'hex string',
        requirement: 'required',
        description: 'Signature to verify.',
        placeholder: '<SIGNATURE>',
      },
      {
        flag: '--signer',
        type: 'address',
        requirement: 'required',
        description: 'Signer address that should have produced it.',
        placeholder: '<SIGNER_ADDRESS>',
      },
    ],
    example:
      'celocli account:verify-proof-of-possession --account 0xYourAccount \\\n  --signer 0xYourVoteSigner --signature 0xSignatureToCheck --node celo',
  },
  {
    topic: 'governance',
    name: 'governance:list',
    description: 'Lists the proposals that are queued or currently in progress.',
    flags: [],
    tableOutput: true,
    example: 'celocli governance:list --node celo',
  },
  {
    topic: 'governance',
    name: 'governance:show',
    description:
      "Displays a proposal, a hotfix or an account's governance activity, depending on which flag you pass; several aliases run the same command.",
    flags: [
      {
        flag: '--afterExecutingID',
        type: 'string',
        requirement: 'optional',
        description: 'Simulate as if this existing proposal had already been executed.',
        placeholder: '<PROPOSAL_ID>',
      },
      {
        flag: '--afterExecutingProposal',
        type: 'path',
        requirement: 'optional',
        description: 'Simulate as if the proposal in this JSON file had already been executed.',
      },
      {
        flag: '--account',
        type: 'address',
        requirement: 'optional',
        description: 'Show the governance state of this account or voter.',
      },
      {
        flag: '--hotfix',
        type: 'hex string',
        requirement: 'optional',
        description: 'Hash of a hotfix to display.',
        placeholder: '<HOTFIX_HASH>',
      },
      {
        flag: '--jsonTransactions',
        type: 'path',
        requirement: 'optional',
        description: "Write the proposal's transactions to this JSON file.",
      },
      {
        flag: '--nonwhitelisters',
        type: 'boolean',
        requirement: 'optional',
        description: 'With `--hotfix`: list validators that have not whitelisted it.',
      },
      {
        flag: '--notwhitelisted',
        type: 'boolean',
        requirement: 'optional',
        description: 'With `--hotfix`: list validators that have not whitelisted the hotfix.',
      },
      {
        flag: '--proposalID',
        type: 'integer',
        requirement: 'optional',
        description: 'Proposal to display.',
        placeholder: '<PROPOSAL_ID>',
      },
      {flag: '--raw', type: 'boolean', requirement: 'optional', description: 'Print the proposal as raw bytes.'},
      {
        flag: '--whitelisters',
        type: 'boolean',
        requirement: 'optional',
        description: 'With `--hotfix`: list validators that have whitelisted it.',
      },
    ],
    example:
      'celocli governance:show --proposalID 250 --node celo\ncelocli governance:show --account 0xYourAccount --node celo',
  },
  {
    topic: 'governance',
    name: 'governance:build-proposal',
    description:
      "Walks you through an interactive prompt to assemble a proposal's transactions and saves them as a JSON file.",
    flags: [
      {
        flag: '--afterExecutingID',
        type: 'string',
        requirement: 'optional',
        description: 'Simulate as if this existing proposal had already been executed.',
        placeholder: '<PROPOSAL_ID>',
      },
      {
        flag: '--afterExecutingProposal',
        type: 'path',
        requirement: 'optional',
        description: 'Simulate as if the proposal in this JSON file had already been executed.',
      },
      {
        flag: '--output',
        type: 'path',
        requirement: 'default `proposalTransactions.json`',
        description: 'File the transactions are written to.',
      },
    ],
    example: 'celocli governance:build-proposal --output ./proposal.json --node celo',
  },
  {
    topic: 'governance',
    name: 'governance:propose',
    sendsTransaction: true,
    description:
      'Submits a proposal with its deposit, description link and transaction list; by default the transactions are first simulated on a local fork.',
    flags: [
      {
        flag: '--afterExecutingID',
        type: 'string',
        requirement: 'optional',
        description: 'Simulate as if this existing proposal had already been executed.',
        placeholder: '<PROPOSAL_ID>',
      },
      {
        flag: '--afterExecutingProposal',
        type: 'path',
        requirement: 'optional',
        description: 'Simulate as if the proposal in this JSON file had already been executed.',
      },
      {
        flag: '--useMultiSig',
        type: 'boolean',
        requirement: 'optional',
        description: 'Send the transaction through a Celo MultiSig contract that `--from` is an owner of.',
      },
      {
        flag: '--useSafe',
        type: 'boolean',
        requirement: 'optional',
        description: 'Send the transaction through a Safe instead of a MultiSig.',
      },
      {
        flag: '--deposit',
        type: 'wei',
        requirement: 'required',
        description: 'CELO attached as the proposal deposit (must be at least the minimum deposit).',
      },
      {
        flag: '--descriptionURL',
        type: 'URL',
        requirement: 'required',
        description: 'Link to the proposal description, normally a CGP file in the governance repository.',
        placeholder: '<URL>',
      },
      {
        flag: '--for',
        type: 'address',
        requirement: 'optional',
        description: 'MultiSig address to submit through (with `--useMultiSig`).',
        placeholder: '<MULTISIG_ADDRESS>',
      },
      {flag: '--force', type: 'boolean', requirement: 'optional', description: 'Skip the execution check.'},
      {flag: '--from', type: 'address', requirement: 'required', description: 'Proposer account.'},
      {
        flag: '--jsonTransactions',
        type: 'path',
        requirement: 'required',
        description: 'JSON file with the proposal transactions.',
      },
      {flag: '--noInfo', type: 'boolean', requirement: 'optional', description: 'Do not print the proposal summary.'},
      {
        flag: '--noSimulate',
        type: 'boolean',
        requirement: 'optional',
        description: 'Skip the fork simulation and check each transaction separately with `eth_call`.',
      },
      {
        flag: '--safeAddress',
        type: 'address',
        requirement: 'optional',
        description: 'Safe to submit through (with `--useSafe`).',
        placeholder: '<SAFE_ADDRESS>',
      },
      {
        flag: '--simulate',
        type: 'URL',
        requirement: 'optional',
        description:
          'RPC URL of your own forked node (for example Anvil) to simulate against instead of the default fork.',
        placeholder: '<FORK_RPC_URL>',
      },
    ],
    example:
      'celocli governance:propose --from 0xYourAccount \\\n  --jsonTransactions ./proposal.json \\\n  --deposit 10000000000000000000000 \\\n  --descriptionURL https://github.com/celo-org/governance/blob/main/CGPs/cgp-XXXX.md \\\n  --node celo --useLedger',
  },
  {
    topic: 'governance',
    name: 'governance:upvote',
    sendsTransaction: true,
    description: 'Upvotes a queued proposal with your locked CELO weight so it is dequeued sooner.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Upvoting account.'},
      {
        flag: '--proposalID',
        type: 'integer',
        requirement: 'required',
        description: 'Proposal to upvote.',
        placeholder: '<PROPOSAL_ID>',
      },
    ],
    example: 'celocli governance:upvote --proposalID 250 --from 0xYourAccount --node celo --useLedger',
  },
  {
    topic: 'governance',
    name: 'governance:revokeupvote',
    sendsTransaction: true,
    description: 'Removes the upvote your account currently has on a queued proposal.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account whose upvote is removed.'},
    ],
    example: 'celocli governance:revokeupvote --from 0xYourAccount --node celo --useLedger',
  },
  {
    topic: 'governance',
    name: 'governance:dequeue',
    sendsTransaction: true,
    description: 'Moves the top queued proposals into the referendum stage when the dequeue interval allows it.',
    flags: [
      {
        flag: '--from',
        type: 'address',
        requirement: 'required',
        description: 'Account that sends the transaction (anyone can).',
      },
    ],
    example: 'celocli governance:dequeue --from 0xYourAccount --useLedger --node celo',
  },
  {
    topic: 'governance',
    name: 'governance:approve',
    sendsTransaction: true,
    description:
      'Records an approval for a dequeued proposal or a hotfix; only the approver (or the security council, for hotfixes) may do this. `governance:approvehotfix` is an alias.',
    flags: [
      {
        flag: '--useMultiSig',
        type: 'boolean',
        requirement: 'optional',
        description: 'Send the transaction through a Celo MultiSig contract that `--from` is an owner of.',
      },
      {
        flag: '--useSafe',
        type: 'boolean',
        requirement: 'optional',
        description: 'Send the transaction through a Safe instead of a MultiSig.',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Approver account or MultiSig owner.'},
      {
        flag: '--hotfix',
        type: 'hex string',
        requirement: 'optional',
        description: 'Hash of the hotfix to approve (instead of `--proposalID`).',
        placeholder: '<HOTFIX_HASH>',
      },
      {
        flag: '--multisigTx',
        type: 'integer',
        requirement: 'optional',
        description:
          'Exact MultiSig transaction ID to confirm; without it celocli searches for a matching transaction on-chain. Needs `--proposalID` and `--useMultiSig`.',
        placeholder: '<TX_ID>',
      },
      {
        flag: '--proposalID',
        type: 'integer',
        requirement: 'optional',
        description: 'Proposal to approve.',
        placeholder: '<PROPOSAL_ID>',
      },
      {
        flag: '--submit',
        type: 'boolean',
        requirement: 'optional',
        description:
          'Submit a new approval transaction to the MultiSig without looking for earlier confirmations. Use with care.',
      },
      {
        flag: '--type',
        type: 'option: approver, securityCouncil',
        requirement: 'optional',
        description: 'Which hotfix approval role you are acting as.',
        placeholder: 'approver',
      },
    ],
    example: 'celocli governance:approve --proposalID 250 --from 0xApproverOwner --useLedger --useMultiSig --node celo',
  },
  {
    topic: 'governance',
    name: 'governance:vote',
    sendsTransaction: true,
    description: 'Casts a Yes, No or Abstain vote with your full voting weight on a proposal in the referendum stage.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Voting account (or its vote signer).'},
      {
        flag: '--proposalID',
        type: 'integer',
        requirement: 'required',
        description: 'Proposal to vote on.',
        placeholder: '<PROPOSAL_ID>',
      },
      {
        flag: '--value',
        type: 'option: Yes, No, Abstain',
        requirement: 'required',
        description: 'Your vote.',
        placeholder: 'Yes',
      },
    ],
    example: 'celocli governance:vote --proposalID 250 --value Yes --from 0xYourAccount --node celo --useLedger',
  },
  {
    topic: 'governance',
    name: 'governance:votePartially',
    sendsTransaction: true,
    description: 'Splits your voting weight on one proposal between Yes, No and Abstain.',
    flags: [
      {flag: '--abstain', type: 'wei', requirement: 'optional', description: 'Weight to vote Abstain.'},
      {flag: '--from', type: 'address', requirement: 'required', description: 'Voting account.'},
      {flag: '--no', type: 'wei', requirement: 'optional', description: 'Weight to vote No.'},
      {
        flag: '--proposalID',
        type: 'integer',
        requirement: 'required',
        description: 'Proposal to vote on.',
        placeholder: '<PROPOSAL_ID>',
      },
      {flag: '--yes', type: 'wei', requirement: 'optional', description: 'Weight to vote Yes.'},
    ],
    example:
      'celocli governance:votePartially --proposalID 250 --from 0xYourAccount \\\n  --yes 6000000000000000000 --no 4000000000000000000 --node celo --useLedger',
  },
  {
    topic: 'governance',
    name: 'governance:execute',
    sendsTransaction: true,
    description: 'Executes a proposal that has passed its referendum and been approved.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sends the transaction.'},
      {
        flag: '--proposalID',
        type: 'integer',
        requirement: 'required',
        description: 'Proposal to execute.',
        placeholder: '<PROPOSAL_ID>',
      },
    ],
    example: 'celocli governance:execute --proposalID 250 --from 0xYourAccount --useLedger --node celo',
  },
  {
    topic: 'governance',
    name: 'governance:withdraw',
    sendsTransaction: true,
    description: 'Withdraws proposal deposits that were refunded to your account.',
    flags: [
      {
        flag: '--useMultiSig',
        type: 'boolean',
        requirement: 'optional',
        description: 'Send the transaction through a Celo MultiSig contract that `--from` is an owner of.',
      },
      {
        flag: '--useSafe',
        type: 'boolean',
        requirement: 'optional',
        description: 'Send the transaction through a Safe instead of a MultiSig.',
      },
      {
        flag: '--for',
        type: 'address',
        requirement: 'optional',
        description: 'MultiSig that made the proposal (with `--useMultiSig`).',
        placeholder: '<MULTISIG_ADDRESS>',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that receives the refund.'},
      {
        flag: '--safeAddress',
        type: 'address',
        requirement: 'optional',
        description: 'Safe that made the proposal (with `--useSafe`).',
        placeholder: '<SAFE_ADDRESS>',
      },
    ],
    example: 'celocli governance:withdraw --from 0xYourAccount --node celo --useLedger',
  },
  {
    topic: 'governance',
    name: 'governance:hashhotfix',
    description: 'Computes the hash that identifies a hotfix, from its JSON transactions and a secret salt.',
    flags: [
      {flag: '--force', type: 'boolean', requirement: 'optional', description: 'Skip the execution check.'},
      {
        flag: '--jsonTransactions',
        type: 'path',
        requirement: 'required',
        description: 'JSON file with the hotfix transactions.',
      },
      {
        flag: '--salt',
        type: 'hex string',
        requirement: 'required',
        description: 'Secret salt chosen for this hotfix.',
        placeholder: '<SALT>',
      },
    ],
    example: 'celocli governance:hashhotfix --jsonTransactions ./hotfix.json --salt 0xYourSecretSalt --node celo',
  },
  {
    topic: 'governance',
    name: 'governance:preparehotfix',
    sendsTransaction: true,
    description: 'Prepares an approved hotfix, identified by its hash, so that it can be executed.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sends the transaction.'},
      {
        flag: '--hash',
        type: 'hex string',
        requirement: 'required',
        description: 'Hotfix hash from `governance:hashhotfix`.',
        placeholder: '<HOTFIX_HASH>',
      },
    ],
    example: 'celocli governance:preparehotfix --hash 0xHotfixHash --from 0xYourAccount --useLedger --node celo',
  },
  {
    topic: 'governance',
    name: 'governance:executehotfix',
    sendsTransaction: true,
    description: 'Executes a prepared hotfix by revealing its transactions and salt.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sends the transaction.'},
      {
        flag: '--jsonTransactions',
        type: 'path',
        requirement: 'required',
        description: 'JSON file with the hotfix transactions.',
      },
      {
        flag: '--salt',
        type: 'hex string',
        requirement: 'required',
        description: 'The salt used when the hash was computed.',
        placeholder: '<SALT>',
      },
    ],
    example:
      'celocli governance:executehotfix --jsonTransactions ./hotfix.json --salt 0xYourSecretSalt \\\n  --from 0xYourAccount --useLedger --node celo',
  },
  {
    topic: 'dkg',
    name: 'dkg:deploy',
    sendsTransaction: true,
    description: 'Deploys a new DKG contract with a signing threshold and the duration of each phase.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sends the transaction.'},
      {
        flag: '--phaseDuration',
        type: 'integer (blocks)',
        requirement: 'required',
        description: 'Length of each ceremony phase.',
        placeholder: '<BLOCKS>',
      },
      {
        flag: '--threshold',
        type: 'integer',
        requirement: 'required',
        description: 'Number of participants needed to produce a signature.',
        placeholder: '<N>',
      },
    ],
    example: 'celocli dkg:deploy --from 0xYourAccount --useLedger --phaseDuration 100 --threshold 3 --node local',
  },
  {
    topic: 'dkg',
    name: 'dkg:allowlist',
    sendsTransaction: true,
    description: 'Adds a participant to the allowlist of a DKG contract.',
    flags: [
      {
        flag: '--address',
        type: 'address',
        requirement: 'required',
        description: 'Address of the deployed DKG contract.',
        placeholder: '<DKG_CONTRACT>',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sends the transaction.'},
      {
        flag: '--participantAddress',
        type: 'address',
        requirement: 'required',
        description: 'Participant to allow.',
        placeholder: '<PARTICIPANT>',
      },
    ],
    example:
      'celocli dkg:allowlist --address 0xDkgContract --participantAddress 0xParticipant --from 0xYourAccount --useLedger --node local',
  },
  {
    topic: 'dkg',
    name: 'dkg:register',
    sendsTransaction: true,
    description: "Registers a participant's BLS public key with the DKG contract.",
    flags: [
      {
        flag: '--address',
        type: 'address',
        requirement: 'required',
        description: 'Address of the deployed DKG contract.',
        placeholder: '<DKG_CONTRACT>',
      },
      {
        flag: '--blsKey',
        type: 'hex string',
        requirement: 'required',
        description: 'BLS public key of the participant.',
        placeholder: '<BLS_KEY>',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sends the transaction.'},
    ],
    example:
      'celocli dkg:register --address 0xDkgContract --blsKey 0xYourBlsPublicKey --from 0xParticipant --useLedger --node local',
  },
  {
    topic: 'dkg',
    name: 'dkg:start',
    sendsTransaction: true,
    description: 'Starts the ceremony once participants are registered.',
    flags: [
      {
        flag: '--address',
        type: 'address',
        requirement: 'required',
        description: 'Address of the deployed DKG contract.',
        placeholder: '<DKG_CONTRACT>',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sends the transaction.'},
    ],
    example: 'celocli dkg:start --address 0xDkgContract --from 0xYourAccount --useLedger --node local',
  },
  {
    topic: 'dkg',
    name: 'dkg:publish',
    sendsTransaction: true,
    description: "Publishes a participant's data for the current phase.",
    flags: [
      {
        flag: '--address',
        type: 'address',
        requirement: 'required',
        description: 'Address of the deployed DKG contract.',
        placeholder: '<DKG_CONTRACT>',
      },
      {
        flag: '--data',
        type: 'path',
        requirement: 'required',
        description: 'File containing the phase data to publish.',
        placeholder: '<FILE>',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sends the transaction.'},
    ],
    example:
      'celocli dkg:publish --address 0xDkgContract --data ./phase-data.bin --from 0xParticipant --useLedger --node local',
  },
  {
    topic: 'dkg',
    name: 'dkg:get',
    description: "Reads data needed for the next phase, or the ceremony's state.",
    flags: [
      {
        flag: '--address',
        type: 'address',
        requirement: 'required',
        description: 'Address of the deployed DKG contract.',
        placeholder: '<DKG_CONTRACT>',
      },
      {
        flag: '--method',
        type: 'option: shares, responses, justifications, participants, phase, group',
        requirement: 'required',
        description: 'What to read.',
        placeholder: 'phase',
      },
    ],
    example: 'celocli dkg:get --address 0xDkgContract --method phase --node local',
  },
  {
    topic: 'exchange',
    name: 'exchange:show',
    description: 'Printed the current Mento exchange rates for a given amount.',
    flags: [
      {
        flag: '--amount',
        type: 'wei',
        requirement: 'default `1000000000000000000`',
        description: 'Amount to quote (1 token by default).',
      },
    ],
    example: 'celocli exchange:show --node celo',
  },
  {
    topic: 'exchange',
    name: 'exchange:celo',
    sendsTransaction: true,
    description: 'Sold CELO for a Mento stablecoin (formerly `exchange:gold`).',
    flags: [
      {
        flag: '--forAtLeast',
        type: 'wei',
        requirement: 'default `0`',
        description: 'Minimum amount to receive; the swap fails if the rate would give less.',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sells.'},
      {
        flag: '--stableToken',
        type: 'option: cUSD, cEUR, cREAL (any case)',
        requirement: 'default `cusd`',
        description: 'Stablecoin to receive.',
        placeholder: 'cusd',
      },
      {flag: '--value', type: 'wei', requirement: 'required', description: 'Amount of CELO to sell.'},
    ],
    example:
      'celocli exchange:celo --from 0xYourAccount --useLedger --value 1000000000000000000 --stableToken cusd --node celo',
  },
  {
    topic: 'exchange',
    name: 'exchange:dollars',
    sendsTransaction: true,
    description: 'Sold cUSD for CELO through Mento (older celocli releases only).',
    flags: [
      {
        flag: '--forAtLeast',
        type: 'wei',
        requirement: 'default `0`',
        description: 'Minimum amount to receive; the swap fails if the rate would give less.',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sells.'},
      {flag: '--value', type: 'wei', requirement: 'required', description: 'Amount of cUSD to sell.'},
    ],
    example: 'celocli exchange:dollars --from 0xYourAccount --useLedger --value 1000000000000000000 --node celo',
  },
  {
    topic: 'exchange',
    name: 'exchange:euros',
    sendsTransaction: true,
    description: 'Sold cEUR for CELO through Mento (older celocli releases only).',
    flags: [
      {
        flag: '--forAtLeast',
        type: 'wei',
        requirement: 'default `0`',
        description: 'Minimum amount to receive; the swap fails if the rate would give less.',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sells.'},
      {flag: '--value', type: 'wei', requirement: 'required', description: 'Amount of cEUR to sell.'},
    ],
    example: 'celocli exchange:euros --from 0xYourAccount --useLedger --value 1000000000000000000 --node celo',
  },
  {
    topic: 'exchange',
    name: 'exchange:reals',
    sendsTransaction: true,
    description: 'Sold cREAL for CELO.',
    flags: [
      {
        flag: '--forAtLeast',
        type: 'wei',
        requirement: 'default `0`',
        description: 'Minimum amount to receive; the swap fails if the rate would give less.',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sells.'},
      {flag: '--value', type: 'wei', requirement: 'required', description: 'Amount of cREAL to sell.'},
    ],
    example: 'celocli exchange:reals --from 0xYourAccount --useLedger --value 1000000000000000000 --node celo',
  },
  {
    topic: 'exchange',
    name: 'exchange:stable',
    sendsTransaction: true,
    description: 'Sold the stablecoin named in `--stableToken` for CELO.',
    flags: [
      {
        flag: '--forAtLeast',
        type: 'wei',
        requirement: 'default `0`',
        description: 'Minimum amount to receive; the swap fails if the rate would give less.',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sells.'},
      {
        flag: '--stableToken',
        type: 'option: cUSD, cEUR, cREAL (any case)',
        requirement: 'optional',
        description: 'Stablecoin to sell.',
        placeholder: 'ceur',
      },
      {flag: '--value', type: 'wei', requirement: 'required', description: 'Amount to sell.'},
    ],
    example:
      'celocli exchange:stable --stableToken ceur --from 0xYourAccount --useLedger --value 1000000000000000000 --node celo',
  },
  {
    topic: 'grandamento',
    name: 'grandamento:get-buy-amount',
    description: 'Quoted how much a prospective Granda Mento exchange would return.',
    flags: [
      {flag: '--value', type: 'wei', requirement: 'required', description: 'Amount to sell.'},
      {
        flag: '--stableToken',
        type: 'option: cUSD, cEUR, cREAL (any case)',
        requirement: 'required (default `cusd`)',
        description: 'Stablecoin on the other side of the exchange.',
        placeholder: 'cusd',
      },
      {
        flag: '--sellCelo',
        type: 'true / false',
        requirement: 'required',
        description:
          '`true` to sell CELO for the stablecoin, `false` to sell the stablecoin for CELO (some releases treat it as a plain switch).',
        placeholder: 'true',
      },
    ],
    example:
      'celocli grandamento:get-buy-amount --value 500000000000000000000000 --stableToken cusd --sellCelo true --node celo',
  },
  {
    topic: 'grandamento',
    name: 'grandamento:propose',
    sendsTransaction: true,
    description: 'Proposed a large exchange between CELO and a stablecoin; the sold amount was held in escrow.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account proposing the exchange.'},
      {flag: '--value', type: 'wei', requirement: 'required', description: 'Amount to sell.'},
      {
        flag: '--stableToken',
        type: 'option: cUSD, cEUR, cREAL (any case)',
        requirement: 'required (default `cusd`)',
        description: 'Stablecoin on the other side of the exchange.',
        placeholder: 'cusd',
      },
      {
        flag: '--sellCelo',
        type: 'true / false',
        requirement: 'required',
        description:
          '`true` to sell CELO for the stablecoin, `false` to sell the stablecoin for CELO (some releases treat it as a plain switch).',
        placeholder: 'true',
      },
    ],
    example:
      'celocli grandamento:propose --from 0xYourAccount --useLedger --value 500000000000000000000000 \\\n  --stableToken cusd --sellCelo true --node celo',
  },
  {
    topic: 'grandamento',
    name: 'grandamento:list',
    description: 'Listed the active exchange proposals.',
    flags: [],
    example: 'celocli grandamento:list --node celo',
  },
  {
    topic: 'grandamento',
    name: 'grandamento:show',
    description: 'Showed one exchange proposal.',
    flags: [
      {
        flag: '--proposalID',
        type: 'integer',
        requirement: 'required',
        description: 'Exchange proposal ID.',
        placeholder: '<PROPOSAL_ID>',
      },
    ],
    example: 'celocli grandamento:show --proposalID 3 --node celo',
  },
  {
    topic: 'grandamento',
    name: 'grandamento:execute',
    sendsTransaction: true,
    description: 'Executed an approved proposal after its veto period.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sends the transaction.'},
      {
        flag: '--proposalID',
        type: 'integer',
        requirement: 'required',
        description: 'Exchange proposal ID.',
        placeholder: '<PROPOSAL_ID>',
      },
    ],
    example: 'celocli grandamento:execute --proposalID 3 --from 0xYourAccount --useLedger --node celo',
  },
  {
    topic: 'grandamento',
    name: 'grandamento:cancel',
    sendsTransaction: true,
    description: 'Cancelled an exchange proposal and returned the escrowed tokens.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'The proposer.'},
      {
        flag: '--proposalID',
        type: 'integer',
        requirement: 'required',
        description: 'Exchange proposal ID.',
        placeholder: '<PROPOSAL_ID>',
      },
    ],
    example: 'celocli grandamento:cancel --proposalID 3 --from 0xYourAccount --useLedger --node celo',
  },
  {
    topic: 'reserve',
    name: 'reserve:status',
    description: 'Printed information about the Mento Reserve, such as its balances and spenders.',
    flags: [],
    example: 'celocli reserve:status --node celo',
  },
  {
    topic: 'reserve',
    name: 'reserve:transfergold',
    sendsTransaction: true,
    description: 'Moved CELO from the reserve to another reserve address; only an authorised spender could do this.',
    flags: [
      {
        flag: '--from',
        type: 'address',
        requirement: 'required',
        description: 'Spender, or MultiSig owner when `--useMultiSig` is set.',
      },
      {
        flag: '--to',
        type: 'address',
        requirement: 'required',
        description: 'Destination reserve address.',
        placeholder: '<RESERVE_ADDRESS>',
      },
      {
        flag: '--useMultiSig',
        type: 'boolean',
        requirement: 'optional',
        description: 'Submit through the reserve spender MultiSig.',
      },
      {flag: '--value', type: 'wei', requirement: 'required', description: 'Amount of CELO to move.'},
    ],
    example:
      'celocli reserve:transfergold --from 0xSpenderOwner --useLedger --to 0xOtherReserveAddress \\\n  --value 1000000000000000000 --useMultiSig --node celo',
  },
  {
    topic: 'utils',
    name: 'utils:whitelist',
    description: 'Listed the whitelisted fee currencies (older releases only).',
    flags: [],
    example:
      '# older celocli\ncelocli utils:whitelist --node celo\n# current celocli\ncelocli network:whitelist --node celo',
  },
  {
    topic: 'network',
    name: 'network:info',
    description: 'Prints general information about the network, such as the latest block number and epoch details.',
    flags: [
      {
        flag: '--lastN',
        type: 'integer',
        requirement: 'default `1`',
        description: 'Number of most recent epochs to include.',
      },
    ],
    example: 'celocli network:info --node celo',
  },
  {
    topic: 'network',
    name: 'network:contracts',
    description: 'Lists the core contracts registered on the chain with their proxy addresses and implementations.',
    flags: [],
    tableOutput: true,
    example: 'celocli network:contracts --node celo --output json',
  },
  {
    topic: 'network',
    name: 'network:parameters',
    description:
      'Prints the configuration values of the core contracts, such as election, governance and locked CELO settings.',
    flags: [
      {flag: '--raw', type: 'boolean', requirement: 'optional', description: 'Print raw values without formatting.'},
    ],
    example: 'celocli network:parameters --node celo',
  },
  {
    topic: 'network',
    name: 'network:whitelist',
    description: 'Lists the tokens allowed as fee currencies (the `feeCurrency` allowlist).',
    flags: [],
    tableOutput: true,
    example: 'celocli network:whitelist --node celo',
  },
  {
    topic: 'network',
    name: 'network:rpc-urls',
    description:
      'Lists the community RPC URLs published by validators of elected groups. This is an alias of `validatorgroup:rpc-urls`.',
    flags: [
      {
        flag: '--all',
        type: 'boolean',
        requirement: 'optional',
        description: 'Include every registered group, not only the elected ones.',
      },
    ],
    tableOutput: true,
    note: 'Aliases of this command: `network:community-rpc-nodes`, `network:rpc-urls`, `node:list`, `validator:community-rpc-nodes`, `validator:rpc-urls` and `validatorgroup:community-rpc-nodes`.',
    example: 'celocli network:rpc-urls --node celo',
  },
  {
    topic: 'node',
    name: 'node:synced',
    description: 'Reports whether the connected node has finished syncing with the network.',
    flags: [
      {
        flag: '--verbose',
        type: 'boolean',
        requirement: 'optional',
        description: 'Print the full sync status reported by the node.',
      },
    ],
    example: 'celocli node:synced --node http://localhost:9993 --verbose',
  },
  {
    topic: 'node',
    name: 'node:list',
    description:
      'Lists the community RPC URLs of elected validator groups; it is an alias of `validatorgroup:rpc-urls`.',
    flags: [
      {
        flag: '--all',
        type: 'boolean',
        requirement: 'optional',
        description: 'Include every registered group, not only the elected ones.',
      },
    ],
    tableOutput: true,
    note: 'Aliases of this command: `network:community-rpc-nodes`, `network:rpc-urls`, `node:list`, `validator:community-rpc-nodes`, `validator:rpc-urls` and `validatorgroup:community-rpc-nodes`.',
    example: 'celocli node:list --node celo',
  },
  {
    topic: 'oracle',
    name: 'oracle:list',
    description: 'Lists the oracle addresses permitted to report prices for a token.',
    argument: {
      name: 'ARG1',
      description: 'the registry name of the token, for example `StableToken` (USDm, the default) or `StableTokenEUR`.',
    },
    flags: [],
    example: 'celocli oracle:list StableToken --node celo',
  },
  {
    topic: 'oracle',
    name: 'oracle:reports',
    description: 'Lists the current price reports for a token, with reporter, value and timestamp.',
    argument: {
      name: 'ARG1',
      description: 'the registry name of the token, for example `StableToken` (USDm, the default) or `StableTokenEUR`.',
    },
    flags: [],
    tableOutput: true,
    example: 'celocli oracle:reports StableTokenEUR --node celo',
  },
  {
    topic: 'oracle',
    name: 'oracle:report',
    sendsTransaction: true,
    description: "Submits a price report; only addresses on the token's oracle list can do this.",
    argument: {
      name: 'ARG1',
      description: 'the registry name of the token, for example `StableToken` (USDm, the default) or `StableTokenEUR`.',
    },
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Oracle account that reports.'},
      {
        flag: '--value',
        type: 'decimal number',
        requirement: 'required',
        description: 'Amount of the token equal to 1 CELO (a decimal, not wei).',
        placeholder: '<PRICE>',
      },
    ],
    example: 'celocli oracle:report StableToken --value 0.35 --from 0xOracleAccount --useLedger --node celo',
  },
  {
    topic: 'oracle',
    name: 'oracle:remove-expired-reports',
    sendsTransaction: true,
    description: 'Deletes reports older than the expiry window for a token.',
    argument: {
      name: 'ARG1',
      description: 'the registry name of the token, for example `StableToken` (USDm, the default) or `StableTokenEUR`.',
    },
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sends the transaction.'},
    ],
    example: 'celocli oracle:remove-expired-reports StableToken --from 0xOracleAccount --useLedger --node celo',
  },
  {
    topic: 'identity',
    name: 'identity:withdraw-attestation-rewards',
    sendsTransaction: true,
    description: 'Withdraws attestation rewards that your account has accumulated, paid in the token you specify.',
    flags: [
      {
        flag: '--from',
        type: 'address',
        requirement: 'required',
        description: 'Account (attestation issuer) that receives the rewards.',
      },
      {
        flag: '--tokenAddress',
        type: 'address',
        requirement: 'optional',
        description: 'Token in which the rewards to withdraw were paid.',
        placeholder: '<TOKEN_ADDRESS>',
      },
    ],
    example: 'celocli identity:withdraw-attestation-rewards --from 0xYourAccount --node celo --useLedger',
  },
  {
    topic: 'validator',
    name: 'validator:requirements',
    description:
      'Shows how much locked CELO a validator needs and how long it stays locked after the validator leaves its group: `validator:deregister` succeeds only once that time has passed.',
    flags: [],
    example: 'celocli validator:requirements --node celo',
  },
  {
    topic: 'validator',
    name: 'validator:register',
    sendsTransaction: true,
    description:
      'Registers the `--from` account as a validator, using its locked CELO as stake and an ECDSA signer key.',
    flags: [
      {
        flag: '--ecdsaKey',
        type: 'hex string',
        requirement: 'required',
        description: "Public key of the validator's ECDSA signer.",
        placeholder: '<ECDSA_PUBLIC_KEY>',
      },
      {
        flag: '--from',
        type: 'address',
        requirement: 'required',
        description: 'Registered account (or its validator signer) that becomes the validator.',
      },
      {flag: '--yes', type: 'boolean', requirement: 'optional', description: 'Answer yes to the confirmation prompt.'},
    ],
    example:
      'celocli validator:register --from 0xYourValidator --ecdsaKey 0xYourSignerPublicKey --node celo --useLedger',
  },
  {
    topic: 'validator',
    name: 'validator:affiliate',
    sendsTransaction: true,
    description: 'Requests membership of a validator group; the group must then accept the validator.',
    argument: {name: 'ARG1', description: 'the validator group to join.'},
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Validator account (or signer).'},
      {flag: '--yes', type: 'boolean', requirement: 'optional', description: 'Answer yes to the confirmation prompt.'},
    ],
    example: 'celocli validator:affiliate 0xGroupAddress --from 0xYourValidator --node celo --useLedger',
  },
  {
    topic: 'validator',
    name: 'validator:deaffiliate',
    sendsTransaction: true,
    description: "Leaves the current validator group, which also removes the validator from the group's members.",
    flags: [{flag: '--from', type: 'address', requirement: 'required', description: 'Validator account (or signer).'}],
    example: 'celocli validator:deaffiliate --from 0xYourValidator --node celo --useLedger',
  },
  {
    topic: 'validator',
    name: 'validator:deregister',
    sendsTransaction: true,
    description:
      'Deregisters a validator once it belongs to no group and the required waiting period is over, so its stake can be unlocked.',
    flags: [{flag: '--from', type: 'address', requirement: 'required', description: 'Validator account (or signer).'}],
    example: 'celocli validator:deregister --from 0xYourValidator --node celo --useLedger',
  },
  {
    topic: 'validator',
    name: 'validator:list',
    description: 'Lists registered validators with their group affiliation, score and keys.',
    flags: [],
    tableOutput: true,
    example: 'celocli validator:list --node celo --csv',
  },
  {
    topic: 'validator',
    name: 'validator:show',
    description: 'Displays the details of one registered validator.',
    argument: {name: 'ARG1', description: 'the validator address.'},
    flags: [],
    example: 'celocli validator:show 0xSomeValidator --node celo',
  },
  {
    topic: 'validator',
    name: 'validator:status',
    description:
      'Shows whether validators are elected and electable, with their signing and proposing statistics over a block range.',
    flags: [
      {flag: '--all', type: 'boolean', requirement: 'optional', description: 'Report on every validator.'},
      {
        flag: '--end',
        type: 'integer (block)',
        requirement: 'default `-1`',
        description: 'Last block of the range; -1 means the latest block.',
      },
      {
        flag: '--signer',
        type: 'address',
        requirement: 'optional',
        description: 'Report on the validator with this signer address.',
        placeholder: '<SIGNER_ADDRESS>',
      },
      {
        flag: '--start',
        type: 'integer (block)',
        requirement: 'default `-1`',
        description: 'First block of the range; -1 means a recent window chosen by celocli.',
      },
      {
        flag: '--validator',
        type: 'address',
        requirement: 'optional',
        description: 'Report on this validator account.',
        placeholder: '<VALIDATOR_ADDRESS>',
      },
    ],
    tableOutput: true,
    example: 'celocli validator:status --validator 0xYourValidator --node celo',
  },
  {
    topic: 'validatorgroup',
    name: 'validatorgroup:register',
    sendsTransaction: true,
    description: 'Registers the `--from` account as a validator group with the given commission rate.',
    flags: [
      {
        flag: '--commission',
        type: 'decimal (0 to 1)',
        requirement: 'required',
        description: "Share of members' epoch payments kept by the group, for example `0.1` for 10%.",
        placeholder: '<FRACTION>',
      },
      {
        flag: '--from',
        type: 'address',
        requirement: 'required',
        description: 'Registered account that becomes the group.',
      },
      {flag: '--yes', type: 'boolean', requirement: 'optional', description: 'Answer yes to the confirmation prompt.'},
    ],
    example: 'celocli validatorgroup:register --from 0xYourGroup --commission 0.1 --node celo --useLedger',
  },
  {
    topic: 'validatorgroup',
    name: 'validatorgroup:member',
    sendsTransaction: true,
    description:
      'Accepts a validator that has affiliated with the group, removes a member, or moves a member to a new position in the list.',
    argument: {name: 'ARG1', description: 'the validator address to act on.'},
    flags: [
      {flag: '--accept', type: 'boolean', requirement: 'optional', description: 'Accept the validator as a member.'},
      {
        flag: '--from',
        type: 'address',
        requirement: 'required',
        description: 'The group account (or its validator signer).',
      },
      {
        flag: '--remove',
        type: 'boolean',
        requirement: 'optional',
        description: 'Remove the validator from the members.',
      },
      {
        flag: '--reorder',
        type: 'integer',
        requirement: 'optional',
        description: 'New zero-based position of the validator in the members list.',
        placeholder: '<INDEX>',
      },
      {flag: '--yes', type: 'boolean', requirement: 'optional', description: 'Answer yes to the confirmation prompt.'},
    ],
    example: 'celocli validatorgroup:member 0xValidatorAddress --accept --from 0xYourGroup --node celo --useLedger',
  },
  {
    topic: 'validatorgroup',
    name: 'validatorgroup:commission',
    sendsTransaction: true,
    description:
      'Changes the group commission in two steps: queue the new value, then apply it after the update delay.',
    flags: [
      {
        flag: '--apply',
        type: 'boolean',
        requirement: 'optional',
        description: 'Apply a previously queued commission update.',
      },
      {
        flag: '--from',
        type: 'address',
        requirement: 'required',
        description: 'The group account (or its validator signer).',
      },
      {
        flag: '--queue-update',
        type: 'decimal (0 to 1)',
        requirement: 'optional',
        description: 'Queue a new commission value.',
        placeholder: '<FRACTION>',
      },
    ],
    example:
      'celocli validatorgroup:commission --from 0xYourGroup --queue-update 0.08 --node celo --useLedger\n# after the update delay has passed:\ncelocli validatorgroup:commission --from 0xYourGroup --apply --node celo --useLedger',
  },
  {
    topic: 'validatorgroup',
    name: 'validatorgroup:list',
    description: 'Lists validator groups with name, commission and members.',
    flags: [],
    tableOutput: true,
    example: 'celocli validatorgroup:list --node celo',
  },
  {
    topic: 'validatorgroup',
    name: 'validatorgroup:show',
    description:
      'Displays the details of one validator group, including members, commission and any queued commission change.',
    argument: {name: 'ARG1', description: 'the group address.'},
    flags: [],
    example: 'celocli validatorgroup:show 0xYourGroup --node celo',
  },
  {
    topic: 'validatorgroup',
    name: 'validatorgroup:rpc-urls',
    description: 'Lists the community RPC URLs that members of elected groups have published.',
    flags: [
      {
        flag: '--all',
        type: 'boolean',
        requirement: 'optional',
        description: 'Include every registered group, not only the elected ones.',
      },
    ],
    tableOutput: true,
    note: 'Aliases of this command: `network:community-rpc-nodes`, `network:rpc-urls`, `node:list`, `validator:community-rpc-nodes`, `validator:rpc-urls` and `validatorgroup:community-rpc-nodes`.',
    example: 'celocli validatorgroup:rpc-urls --node celo',
  },
  {
    topic: 'validatorgroup',
    name: 'validatorgroup:reset-slashing-multiplier',
    sendsTransaction: true,
    description: "Resets a group's slashing penalty multiplier after the required period without slashing.",
    argument: {name: 'ARG1', description: 'the group whose multiplier is reset.'},
    flags: [],
    example: 'celocli validatorgroup:reset-slashing-multiplier 0xYourGroup --node celo --useLedger',
  },
  {
    topic: 'validatorgroup',
    name: 'validatorgroup:deregister',
    sendsTransaction: true,
    description: 'Deregisters a group that has no members once its lock period has passed.',
    flags: [
      {
        flag: '--from',
        type: 'address',
        requirement: 'required',
        description: 'The group account (or its validator signer).',
      },
    ],
    example: 'celocli validatorgroup:deregister --from 0xYourGroup --node celo --useLedger',
  },
  {
    topic: 'config',
    name: 'config:get',
    description: 'Prints the settings celocli has saved, including the node it connects to by default.',
    flags: [],
    example: 'celocli config:get',
  },
  {
    topic: 'config',
    name: 'config:set',
    description: 'Saves one or more settings so that later commands use them without extra flags.',
    flags: [
      {
        flag: '-n, --node',
        type: 'URL or alias',
        requirement: 'optional',
        description:
          'Default node: a full URL or one of the aliases `local`, `localhost`, `testnet`, `celo-sepolia`, `cs`, `mainnet`, `celo`, `forno`.',
        placeholder: '<URL_OR_ALIAS>',
      },
      {
        flag: '--derivationPath',
        type: 'string',
        requirement: 'optional',
        description:
          "Default base path for `account:new` and for every command run with `--useLedger`: `eth` (`m/44'/60'/0'`, the default since celocli 7.0.0), `celoLegacy` (`m/44'/52752'/0'`, the path of celocli before 7.0.0) or a path of the form `m/44'/<coin type>'/<account>'`.",
        placeholder: '<PATH>',
      },
      {
        flag: '--telemetry',
        type: 'option: 1, 0',
        requirement: 'optional',
        description: 'Turn anonymous usage telemetry on (`1`) or off (`0`).',
        placeholder: '0',
      },
    ],
    example:
      'celocli config:set --node celo-sepolia\ncelocli config:set --derivationPath celoLegacy\ncelocli config:set --telemetry 0',
  },
  {
    topic: 'commands',
    name: 'commands',
    description: 'Prints all available celocli commands with their descriptions.',
    flags: [
      {flag: '--deprecated', type: 'boolean', requirement: 'optional', description: 'Also list deprecated commands.'},
      {flag: '--hidden', type: 'boolean', requirement: 'optional', description: 'Also list hidden commands.'},
      {
        flag: '--tree',
        type: 'boolean',
        requirement: 'optional',
        description: 'Show the commands as a tree grouped by topic.',
      },
      {flag: '--json', type: 'boolean', requirement: 'optional', description: 'Print the result as JSON.'},
    ],
    tableOutput: true,
    example: 'celocli commands --tree\ncelocli commands --hidden --deprecated --filter id=dkg',
  },
  {
    topic: 'help',
    name: 'help',
    description: 'Prints help text for celocli as a whole or for the command you name.',
    argument: {name: '[COMMAND]', description: 'an optional command or topic name, such as `transfer:celo`.'},
    flags: [
      {
        flag: '-n, --nested-commands',
        type: 'boolean',
        requirement: 'optional',
        description: 'Include every nested command in the output.',
      },
    ],
    example: 'celocli help\ncelocli help lockedcelo:lock\ncelocli help governance --nested-commands',
  },
  {
    topic: 'autocomplete',
    name: 'autocomplete',
    description: 'Prints the steps to enable tab completion for your shell and builds the completion cache.',
    argument: {
      name: '[SHELL]',
      description: 'optional: `bash`, `zsh` or `powershell`; if omitted, celocli detects your shell.',
    },
    flags: [
      {
        flag: '-r, --refresh-cache',
        type: 'boolean',
        requirement: 'optional',
        description: 'Rebuild the cached list of commands and flags, without printing the instructions.',
      },
    ],
    example: 'celocli autocomplete zsh\ncelocli autocomplete --refresh-cache',
  },
  {
    topic: 'plugins',
    name: 'plugins',
    description: 'Lists the plugins currently installed in celocli.',
    flags: [
      {
        flag: '--core',
        type: 'boolean',
        requirement: 'optional',
        description: 'Also show the core plugins bundled with celocli.',
      },
      {flag: '--json', type: 'boolean', requirement: 'optional', description: 'Print the list as JSON.'},
    ],
    example: 'celocli plugins --core',
  },
  {
    topic: 'plugins',
    name: 'plugins:inspect',
    description: 'Shows where a plugin is installed, its version and the commands it adds.',
    argument: {name: 'PLUGIN...', description: 'one or more installed plugin names.'},
    flags: [
      {flag: '-v, --verbose', type: 'boolean', requirement: 'optional', description: 'Print more detail.'},
      {flag: '--json', type: 'boolean', requirement: 'optional', description: 'Print the result as JSON.'},
    ],
    example: 'celocli plugins:inspect my-celocli-plugin',
  },
  {
    topic: 'plugins',
    name: 'plugins:install',
    description: 'Installs a plugin from npm, a Git URL or another package source; `plugins:add` is an alias.',
    argument: {name: 'PLUGIN', description: 'the npm package name or URL of the plugin.'},
    flags: [
      {
        flag: '-f, --force',
        type: 'boolean',
        requirement: 'optional',
        description: 'Run the underlying package installation in force mode.',
      },
      {flag: '-s, --silent', type: 'boolean', requirement: 'optional', description: 'Suppress installation output.'},
      {
        flag: '-v, --verbose',
        type: 'boolean',
        requirement: 'optional',
        description: 'Show detailed installation output.',
      },
      {flag: '--json', type: 'boolean', requirement: 'optional', description: 'Print the result as JSON.'},
    ],
    example: 'celocli plugins:install my-celocli-plugin',
  },
  {
    topic: 'plugins',
    name: 'plugins:link',
    description: 'Links a plugin from a local directory so you can develop and test it without publishing.',
    argument: {name: 'PATH', description: 'the local folder containing the plugin.'},
    flags: [
      {
        flag: '--install',
        type: 'boolean',
        requirement: 'optional',
        description: "Install the plugin's dependencies after linking; `--no-install` skips that.",
      },
      {flag: '-v, --verbose', type: 'boolean', requirement: 'optional', description: 'Show detailed output.'},
    ],
    example: 'celocli plugins:link ./my-celocli-plugin',
  },
  {
    topic: 'plugins',
    name: 'plugins:reset',
    description: 'Removes every user-installed and linked plugin, returning celocli to its default set.',
    flags: [
      {
        flag: '--hard',
        type: 'boolean',
        requirement: 'optional',
        description: 'Also delete cached plugin files, not only the registrations.',
      },
      {
        flag: '--reinstall',
        type: 'boolean',
        requirement: 'optional',
        description: 'Install the plugins again after resetting.',
      },
    ],
    example: 'celocli plugins:reset --reinstall',
  },
  {
    topic: 'plugins',
    name: 'plugins:uninstall',
    description: 'Removes an installed plugin; `plugins:unlink` and `plugins:remove` are aliases.',
    argument: {name: '[PLUGIN]', description: 'the plugin to remove.'},
    flags: [{flag: '-v, --verbose', type: 'boolean', requirement: 'optional', description: 'Show detailed output.'}],
    example: 'celocli plugins:uninstall my-celocli-plugin',
  },
  {
    topic: 'plugins',
    name: 'plugins:update',
    description: 'Updates all installed plugins to their latest allowed versions.',
    flags: [{flag: '-v, --verbose', type: 'boolean', requirement: 'optional', description: 'Show detailed output.'}],
    example: 'celocli plugins:update',
  },
  {
    topic: 'election',
    name: 'election:activate',
    sendsTransaction: true,
    description:
      'Turns pending votes into active votes once the epoch in which they were cast has ended, so they start earning rewards.',
    flags: [
      {
        flag: '--for',
        type: 'address',
        requirement: 'optional',
        description: 'Activate the pending votes of this account instead of `--from`.',
      },
      {
        flag: '--from',
        type: 'address',
        requirement: 'required',
        description: 'Account that sends the activation transaction.',
      },
      {
        flag: '--wait',
        type: 'boolean',
        requirement: 'optional',
        description: 'If the votes cannot be activated yet, wait for the next epoch and then activate.',
      },
    ],
    example: 'celocli election:activate --from 0xYourAccount --wait --node celo --useLedger',
  },
  {
    topic: 'election',
    name: 'election:current',
    description: 'Shows the set of validators elected for the current epoch (today, the community RPC operators).',
    flags: [
      {
        flag: '--valset',
        type: 'boolean',
        requirement: 'optional',
        description:
          'Show the signer addresses actually in the current validator set, which can differ from the elected accounts after a signer change.',
      },
    ],
    tableOutput: true,
    example: 'celocli election:current --node celo',
  },
  {
    topic: 'election',
    name: 'election:list',
    description:
      'Lists validator groups with their received votes, remaining vote capacity and whether they are eligible.',
    flags: [],
    tableOutput: true,
    example: 'celocli election:list --node celo',
  },
  {
    topic: 'election',
    name: 'election:revoke',
    sendsTransaction: true,
    description:
      'Withdraws votes you previously cast for a validator group so the locked CELO can vote elsewhere or be unlocked.',
    flags: [
      {
        flag: '--for',
        type: 'address',
        requirement: 'required',
        description: 'Validator group the votes are removed from.',
        placeholder: '<GROUP_ADDRESS>',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Voting account (or its vote signer).'},
      {flag: '--value', type: 'wei', requirement: 'required', description: 'Amount of votes to revoke.'},
    ],
    example:
      'celocli election:revoke --from 0xYourAccount --for 0xGroupAddress \\\n  --value 10000000000000000000 --node celo --useLedger',
  },
  {
    topic: 'election',
    name: 'election:run',
    description: 'Simulates an election with the current votes and prints which validators would be elected right now.',
    flags: [],
    tableOutput: true,
    example: 'celocli election:run --node celo',
  },
  {
    topic: 'election',
    name: 'election:show',
    description: 'Prints election information for one address, treated either as a voter or as a validator group.',
    argument: {name: 'ARG1', description: 'the voter or group address to display.'},
    flags: [
      {
        flag: '--group',
        type: 'boolean',
        requirement: 'optional',
        description: 'Treat the argument as a validator group.',
      },
      {flag: '--voter', type: 'boolean', requirement: 'optional', description: 'Treat the argument as a voter.'},
    ],
    example: 'celocli election:show 0xYourAccount --voter --node celo',
  },
  {
    topic: 'election',
    name: 'election:vote',
    sendsTransaction: true,
    description:
      'Casts votes with locked CELO for a validator group; the votes start pending and must be activated after the epoch ends.',
    flags: [
      {
        flag: '--for',
        type: 'address',
        requirement: 'required',
        description: 'Validator group you vote for.',
        placeholder: '<GROUP_ADDRESS>',
      },
      {
        flag: '--from',
        type: 'address',
        requirement: 'required',
        description: 'Voting account (or its authorized vote signer).',
      },
      {flag: '--value', type: 'wei', requirement: 'required', description: 'Amount of locked CELO to vote with.'},
    ],
    example:
      'celocli election:vote --from 0xYourAccount --for 0xGroupAddress \\\n  --value 10000000000000000000 --node celo --useLedger',
  },
  {
    topic: 'lockedgold',
    name: 'lockedcelo:delegate',
    sendsTransaction: true,
    description: 'Delegates a percentage of your locked CELO governance voting power to another account.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that delegates.'},
      {
        flag: '--percent',
        type: 'number (0-100)',
        requirement: 'required',
        description: 'Percentage of the locked balance to delegate.',
        placeholder: '<PERCENT>',
      },
      {
        flag: '--to',
        type: 'address',
        requirement: 'required',
        description: 'Account that receives the voting power.',
        placeholder: '<DELEGATEE>',
      },
    ],
    example: 'celocli lockedcelo:delegate --from 0xYourAccount --to 0xDelegatee --percent 50 --node celo --useLedger',
  },
  {
    topic: 'lockedgold',
    name: 'lockedcelo:delegate-info',
    description: 'Shows to whom an account delegates, how much, and how much voting power it received from others.',
    flags: [{flag: '--account', type: 'address', requirement: 'required', description: 'Account to inspect.'}],
    example: 'celocli lockedcelo:delegate-info --account 0xYourAccount --node celo',
  },
  {
    topic: 'lockedgold',
    name: 'lockedcelo:lock',
    sendsTransaction: true,
    description:
      'Locks liquid CELO from your balance so it can be used for election votes, governance and validator stake.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Registered account that locks CELO.'},
      {flag: '--value', type: 'wei', requirement: 'required', description: 'Amount of CELO to lock.'},
    ],
    example: 'celocli lockedcelo:lock --from 0xYourAccount --value 10000000000000000000 --node celo --useLedger',
  },
  {
    topic: 'lockedgold',
    name: 'lockedcelo:max-delegatees-count',
    description: 'Prints how many different delegatees a single account may delegate to.',
    flags: [],
    example: 'celocli lockedcelo:max-delegatees-count --node celo',
  },
  {
    topic: 'lockedgold',
    name: 'lockedcelo:revoke-delegate',
    sendsTransaction: true,
    description: 'Takes back a percentage of voting power previously delegated to an account.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that delegated.'},
      {
        flag: '--percent',
        type: 'number (0-100)',
        requirement: 'required',
        description: 'Percentage to take back.',
        placeholder: '<PERCENT>',
      },
      {
        flag: '--to',
        type: 'address',
        requirement: 'required',
        description: 'Delegatee that loses the voting power.',
        placeholder: '<DELEGATEE>',
      },
    ],
    example:
      'celocli lockedcelo:revoke-delegate --from 0xYourAccount --to 0xDelegatee --percent 50 --useLedger --node celo',
  },
  {
    topic: 'lockedgold',
    name: 'lockedcelo:show',
    description:
      "Shows an account's locked CELO: the total, how much is voting, the stake required by any validator role, and pending withdrawals.",
    argument: {name: 'ARG1', description: 'the account to display.'},
    flags: [],
    example: 'celocli lockedcelo:show 0xYourAccount --node celo',
  },
  {
    topic: 'lockedgold',
    name: 'lockedcelo:unlock',
    sendsTransaction: true,
    description:
      'Starts unlocking CELO; the amount becomes a pending withdrawal that can be collected after the unlocking period.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that unlocks.'},
      {
        flag: '--value',
        type: 'wei',
        requirement: 'required',
        description: 'Amount to unlock; it must not be voting (revoke votes first).',
      },
    ],
    example: 'celocli lockedcelo:unlock --from 0xYourAccount --value 10000000000000000000 --node celo --useLedger',
  },
  {
    topic: 'lockedgold',
    name: 'lockedcelo:update-delegated-amount',
    sendsTransaction: true,
    description:
      'Recalculates the amount delegated to a delegatee after your locked balance changed, for example because rewards were added.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that delegated.'},
      {
        flag: '--to',
        type: 'address',
        requirement: 'required',
        description: 'Delegatee to update.',
        placeholder: '<DELEGATEE>',
      },
    ],
    example: 'celocli lockedcelo:update-delegated-amount --from 0xYourAccount --to 0xDelegatee --useLedger --node celo',
  },
  {
    topic: 'lockedgold',
    name: 'lockedcelo:withdraw',
    sendsTransaction: true,
    description: 'Transfers every pending withdrawal whose unlocking period has passed back to your liquid balance.',
    flags: [{flag: '--from', type: 'address', requirement: 'required', description: 'Account that withdraws.'}],
    example: 'celocli lockedcelo:withdraw --from 0xYourAccount --node celo --useLedger',
  },
  {
    topic: 'rewards',
    name: 'rewards:show',
    description: 'Displays the rewards history of a voter, validator or validator group for the most recent epochs.',
    flags: [
      {
        flag: '--epochs',
        type: 'integer',
        requirement: 'default `1`',
        description: 'Number of recent epochs to include.',
      },
      {
        flag: '--estimate',
        type: 'boolean',
        requirement: 'optional',
        description: 'Estimate voter rewards from the votes currently held.',
      },
      {
        flag: '--group',
        type: 'address',
        requirement: 'optional',
        description: 'Validator group to report on.',
        placeholder: '<GROUP_ADDRESS>',
      },
      {
        flag: '--slashing',
        type: 'boolean',
        requirement: 'optional',
        description: 'Include slashing information in the output.',
      },
      {
        flag: '--validator',
        type: 'address',
        requirement: 'optional',
        description: 'Validator to report on.',
        placeholder: '<VALIDATOR_ADDRESS>',
      },
      {
        flag: '--voter',
        type: 'address',
        requirement: 'optional',
        description: 'Voter to report on.',
        placeholder: '<VOTER_ADDRESS>',
      },
    ],
    tableOutput: true,
    example:
      'celocli rewards:show --voter 0xYourAccount --epochs 7 --node celo\ncelocli rewards:show --group 0xGroupAddress --node celo --output json',
  },
  {
    topic: 'epochs',
    name: 'epochs:status',
    description:
      'Prints information about the current epoch and the state of epoch processing; `epochs:current` is an alias.',
    flags: [],
    tableOutput: true,
    example: 'celocli epochs:status --node celo',
  },
  {
    topic: 'epochs',
    name: 'epochs:start',
    sendsTransaction: true,
    description: 'Begins processing of the next epoch; this is the first of the two steps of an epoch change.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sends the transaction.'},
    ],
    example: 'celocli epochs:start --from 0xYourAccount --useLedger --node celo-sepolia',
  },
  {
    topic: 'epochs',
    name: 'epochs:process-groups',
    sendsTransaction: true,
    description: 'Processes the elected validator groups as part of an epoch change that has already been started.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sends the transaction.'},
    ],
    example: 'celocli epochs:process-groups --from 0xYourAccount --useLedger --node celo-sepolia',
  },
  {
    topic: 'epochs',
    name: 'epochs:finish',
    sendsTransaction: true,
    description: 'Completes processing of the next epoch, after which the new epoch is active.',
    flags: [
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sends the transaction.'},
    ],
    example: 'celocli epochs:finish --from 0xYourAccount --useLedger --node celo-sepolia',
  },
  {
    topic: 'epochs',
    name: 'epochs:switch',
    sendsTransaction: true,
    description:
      'Runs the start and finish steps in one command, pausing between them, to move from the current epoch to the next.',
    flags: [
      {
        flag: '--delay',
        type: 'integer (milliseconds)',
        requirement: 'default `2000`',
        description: 'Pause before the epoch is finished.',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Account that sends the transactions.'},
    ],
    example: 'celocli epochs:switch --from 0xYourAccount --useLedger --delay 5000 --node celo-sepolia',
  },
  {
    topic: 'epochs',
    name: 'epochs:send-validator-payment',
    sendsTransaction: true,
    description:
      "Sends a validator's allocated epoch payment to the validator, its group and any payment-delegation beneficiary; `validator:send-payment` is an alias.",
    flags: [
      {
        flag: '--for',
        type: 'address',
        requirement: 'required',
        description: 'Validator whose payment is sent.',
        placeholder: '<VALIDATOR_ADDRESS>',
      },
      {
        flag: '--from',
        type: 'address',
        requirement: 'required',
        description: 'Account that sends the transaction (anyone can).',
      },
    ],
    example: 'celocli epochs:send-validator-payment --for 0xSomeValidator --from 0xYourAccount --useLedger --node celo',
  },
  {
    topic: 'transfer',
    name: 'transfer:celo',
    sendsTransaction: true,
    description: 'Sends CELO to an address (this command was called `transfer:gold` in early versions).',
    flags: [
      {
        flag: '--comment',
        type: 'string',
        requirement: 'optional',
        description: 'Optional comment attached to the transfer.',
        placeholder: '<TEXT>',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Sending account.'},
      {flag: '--to', type: 'address', requirement: 'required', description: 'Recipient.', placeholder: '<RECIPIENT>'},
      {
        flag: '--value',
        type: 'wei',
        requirement: 'required',
        description: 'Amount of CELO in its smallest unit (18 decimals).',
      },
    ],
    example:
      'celocli transfer:celo --from 0xYourAccount --to 0xRecipient --value 1000000000000000000 --node celo --useLedger',
  },
  {
    topic: 'transfer',
    name: 'transfer:dollars',
    sendsTransaction: true,
    description: 'Sends USDm (formerly cUSD) to an address.',
    flags: [
      {
        flag: '--comment',
        type: 'string',
        requirement: 'optional',
        description: 'Optional comment attached to the transfer.',
        placeholder: '<TEXT>',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Sending account.'},
      {flag: '--to', type: 'address', requirement: 'required', description: 'Recipient.', placeholder: '<RECIPIENT>'},
      {
        flag: '--value',
        type: 'wei',
        requirement: 'required',
        description: 'Amount of USDm in its smallest unit (18 decimals).',
      },
    ],
    example:
      'celocli transfer:dollars --from 0xYourAccount --to 0xRecipient --value 1000000000000000000 \\\n  --comment "Invoice 42" --node celo --useLedger',
  },
  {
    topic: 'transfer',
    name: 'transfer:euros',
    sendsTransaction: true,
    description: 'Sends EURm (formerly cEUR) to an address.',
    flags: [
      {
        flag: '--comment',
        type: 'string',
        requirement: 'optional',
        description: 'Optional comment attached to the transfer.',
        placeholder: '<TEXT>',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Sending account.'},
      {flag: '--to', type: 'address', requirement: 'required', description: 'Recipient.', placeholder: '<RECIPIENT>'},
      {
        flag: '--value',
        type: 'wei',
        requirement: 'required',
        description: 'Amount of EURm in its smallest unit (18 decimals).',
      },
    ],
    example:
      'celocli transfer:euros --from 0xYourAccount --to 0xRecipient --value 1000000000000000000 --node celo --useLedger',
  },
  {
    topic: 'transfer',
    name: 'transfer:reals',
    sendsTransaction: true,
    description: 'Sends BRLm (formerly cREAL) to an address.',
    flags: [
      {
        flag: '--comment',
        type: 'string',
        requirement: 'optional',
        description: 'Optional comment attached to the transfer.',
        placeholder: '<TEXT>',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Sending account.'},
      {flag: '--to', type: 'address', requirement: 'required', description: 'Recipient.', placeholder: '<RECIPIENT>'},
      {
        flag: '--value',
        type: 'wei',
        requirement: 'required',
        description: 'Amount of BRLm in its smallest unit (18 decimals).',
      },
    ],
    example:
      'celocli transfer:reals --from 0xYourAccount --to 0xRecipient --value 1000000000000000000 --node celo --useLedger',
  },
  {
    topic: 'transfer',
    name: 'transfer:stable',
    sendsTransaction: true,
    description: 'Sends whichever supported Mento stablecoin you name with `--stableToken`.',
    flags: [
      {
        flag: '--comment',
        type: 'string',
        requirement: 'optional',
        description: 'Optional comment attached to the transfer.',
        placeholder: '<TEXT>',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Sending account.'},
      {flag: '--to', type: 'address', requirement: 'required', description: 'Recipient.', placeholder: '<RECIPIENT>'},
      {
        flag: '--value',
        type: 'wei',
        requirement: 'required',
        description: 'Amount of the chosen stablecoin in its smallest unit (18 decimals).',
      },
      {
        flag: '--stableToken',
        type: 'option: USDm, EURm, BRLm (any case)',
        requirement: 'required',
        description: 'Token to send.',
        placeholder: 'USDm',
      },
    ],
    example:
      'celocli transfer:stable --stableToken EURm --from 0xYourAccount --to 0xRecipient \\\n  --value 1000000000000000000 --node celo --useLedger',
  },
  {
    topic: 'transfer',
    name: 'transfer:erc20',
    sendsTransaction: true,
    description: 'Sends any ERC-20 token, identified by its contract address.',
    flags: [
      {
        flag: '--erc20Address',
        type: 'address',
        requirement: 'required',
        description: 'Token contract address (see [Token addresses](/token-addresses)).',
        placeholder: '<TOKEN_ADDRESS>',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Sending account.'},
      {flag: '--to', type: 'address', requirement: 'required', description: 'Recipient.', placeholder: '<RECIPIENT>'},
      {
        flag: '--value',
        type: 'integer',
        requirement: 'required',
        description: "Amount in the token's smallest unit (mind its decimals, for example 6 for USDC).",
      },
    ],
    example:
      'celocli transfer:erc20 --erc20Address <TOKEN_ADDRESS> --from 0xYourAccount --to 0xRecipient \\\n  --value 2500000 --node celo --useLedger',
  },
  {
    topic: 'multisig',
    name: 'multisig:show',
    description: "Displays a MultiSig's owners, required confirmations and, on request, its transactions.",
    argument: {name: 'ARG1', description: 'the MultiSig contract address.'},
    flags: [
      {
        flag: '--all',
        type: 'boolean',
        requirement: 'optional',
        description: 'Show all transactions, not only the summary.',
      },
      {
        flag: '--raw',
        type: 'boolean',
        requirement: 'optional',
        description: 'Print transaction data without decoding it.',
      },
      {
        flag: '--tx',
        type: 'integer',
        requirement: 'optional',
        description: 'Show only the transaction with this index.',
        placeholder: '<TX_INDEX>',
      },
    ],
    example: 'celocli multisig:show 0xMultiSigAddress --all --node celo',
  },
  {
    topic: 'multisig',
    name: 'multisig:propose',
    sendsTransaction: true,
    description: 'Submits a new transaction to a MultiSig, which counts as your confirmation.',
    argument: {name: 'ARG1', description: 'the MultiSig contract address.'},
    flags: [
      {
        flag: '--data',
        type: 'hex string',
        requirement: 'default `0x`',
        description: 'Call data of the transaction.',
        placeholder: '<CALLDATA>',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Owner submitting the transaction.'},
      {
        flag: '--to',
        type: 'address',
        requirement: 'required',
        description: 'Destination of the transaction.',
        placeholder: '<DESTINATION>',
      },
      {flag: '--value', type: 'wei', requirement: 'optional', description: 'CELO to send with the transaction.'},
    ],
    example:
      'celocli multisig:propose 0xMultiSigAddress --from 0xOwnerAccount --to 0xDestination \\\n  --value 1000000000000000000 --node celo --useLedger',
  },
  {
    topic: 'multisig',
    name: 'multisig:approve',
    sendsTransaction: true,
    description: 'Confirms a transaction that another owner already submitted; it executes once enough owners confirm.',
    flags: [
      {
        flag: '--for',
        type: 'address',
        requirement: 'required',
        description: 'The MultiSig contract.',
        placeholder: '<MULTISIG_ADDRESS>',
      },
      {flag: '--from', type: 'address', requirement: 'required', description: 'Owner confirming the transaction.'},
      {
        flag: '--tx',
        type: 'integer',
        requirement: 'required',
        description: 'Index of the transaction to confirm.',
        placeholder: '<TX_INDEX>',
      },
    ],
    example: 'celocli multisig:approve --for 0xMultiSigAddress --tx 12 --from 0xOwnerAccount --node celo --useLedger',
  },
  {
    topic: 'multisig',
    name: 'multisig:transfer',
    sendsTransaction: true,
    description:
      'Submits, or confirms if it already exists, a CELO transfer from the MultiSig, optionally using `transferFrom` on behalf of another holder.',
    argument: {name: 'ARG1', description: 'the MultiSig contract address.'},
    flags: [
      {flag: '--amount', type: 'wei', requirement: 'required', description: 'Amount of CELO to transfer.'},
      {
        flag: '--from',
        type: 'address',
        requirement: 'required',
        description: 'Owner sending the MultiSig transaction.',
      },
      {
        flag: '--sender',
        type: 'address',
        requirement: 'optional',
        description: 'Account the CELO is taken from when `--transferFrom` is used.',
        placeholder: '<SENDER>',
      },
      {
        flag: '--to',
        type: 'address',
        requirement: 'required',
        description: 'Recipient of the CELO.',
        placeholder: '<RECIPIENT>',
      },
      {
        flag: '--transferFrom',
        type: 'boolean',
        requirement: 'optional',
        description: 'Use `transferFrom` (spending an allowance) instead of `transfer`.',
      },
    ],
    example:
      'celocli multisig:transfer 0xMultiSigAddress --to 0xRecipient --amount 1000000000000000000 \\\n  --from 0xOwnerAccount --node celo --useLedger',
  },
  {
    topic: 'releasecelo',
    name: 'releasecelo:show',
    description: "Displays a ReleaseGold contract's beneficiary, owner, schedule, balances and flags.",
    flags: [
      {
        flag: '--contract',
        type: 'address',
        requirement: 'required',
        description: 'The ReleaseGold contract.',
        placeholder: '<RELEASE_CONTRACT>',
      },
    ],
    example: 'celocli releasecelo:show --contract 0xReleaseContract --node celo',
  },
  {
    topic: 'releasecelo',
    name: 'releasecelo:create-account',
    sendsTransaction: true,
    description: 'Registers the ReleaseGold contract as a Celo account so it can lock CELO and vote.',
    flags: [
      {
        flag: '--contract',
        type: 'address',
        requirement: 'required',
        description: 'The ReleaseGold contract.',
        placeholder: '<RELEASE_CONTRACT>',
      },
    ],
    example: 'celocli releasecelo:create-account --contract 0xReleaseContract --node celo --useLedger',
  },
  {
    topic: 'releasecelo',
    name: 'releasecelo:set-account',
    sendsTransaction: true,
    description: "Sets the contract account's name, data encryption key or metadata URL.",
    flags: [
      {
        flag: '-p, --property',
        type: 'option: name, dataEncryptionKey, metaURL',
        requirement: 'required',
        description: 'Property to set.',
        placeholder: 'name',
      },
      {
        flag: '-v, --value',
        type: 'string',
        requirement: 'required',
        description: 'New value of the property.',
        placeholder: '<VALUE>',
      },
      {
        flag: '--contract',
        type: 'address',
        requirement: 'required',
        description: 'The ReleaseGold contract.',
        placeholder: '<RELEASE_CONTRACT>',
      },
    ],
    example:
      'celocli releasecelo:set-account --contract 0xReleaseContract --property name --value "My vesting account" --useLedger --node celo',
  },
  {
    topic: 'releasecelo',
    name: 'releasecelo:set-account-wallet-address',
    sendsTransaction: true,
    description: "Sets the wallet address recorded for the contract's account.",
    flags: [
      {
        flag: '--contract',
        type: 'address',
        requirement: 'required',
        description: 'The ReleaseGold contract.',
        placeholder: '<RELEASE_CONTRACT>',
      },
      {
        flag: '--pop',
        type: 'hex string',
        requirement: 'optional',
        description: 'Proof-of-possession signature from the wallet key, needed when it differs from the beneficiary.',
        placeholder: '<SIGNATURE>',
      },
      {
        flag: '--walletAddress',
        type: 'address',
        requirement: 'required',
        description: 'Wallet address to record.',
        placeholder: '<WALLET>',
      },
    ],
    example:
      'celocli releasecelo:set-account-wallet-address --contract 0xReleaseContract --walletAddress 0xYourWallet --useLedger --node celo',
  },
  {
    topic: 'releasecelo',
    name: 'releasecelo:authorize',
    sendsTransaction: true,
    description: "Authorizes a vote, validator or attestation signer for the contract's account.",
    flags: [
      {
        flag: '--contract',
        type: 'address',
        requirement: 'required',
        description: 'The ReleaseGold contract.',
        placeholder: '<RELEASE_CONTRACT>',
      },
      {
        flag: '--role',
        type: 'option: vote, validator, attestation',
        requirement: 'required',
        description: 'Role to grant.',
        placeholder: 'vote',
      },
      {
        flag: '--signature',
        type: 'hex string',
        requirement: 'required',
        description: 'Proof-of-possession signature from the signer.',
        placeholder: '<SIGNATURE>',
      },
      {
        flag: '--signer',
        type: 'address',
        requirement: 'required',
        description: 'Signer address.',
        placeholder: '<SIGNER_ADDRESS>',
      },
    ],
    example:
      'celocli releasecelo:authorize --contract 0xReleaseContract --role vote \\\n  --signer 0xVoteSigner --signature 0xProofOfPossession --useLedger --node celo',
  },
  {
    topic: 'releasecelo',
    name: 'releasecelo:locked-gold',
    sendsTransaction: true,
    description: 'Locks, unlocks or withdraws CELO held by the contract; `releasecelo:locked-celo` is an alias.',
    flags: [
      {
        flag: '-a, --action',
        type: 'option: lock, unlock, withdraw',
        requirement: 'required',
        description: 'Operation to perform.',
        placeholder: 'lock',
      },
      {
        flag: '--contract',
        type: 'address',
        requirement: 'required',
        description: 'The ReleaseGold contract.',
        placeholder: '<RELEASE_CONTRACT>',
      },
      {flag: '--value', type: 'wei', requirement: 'required', description: 'Amount of CELO.'},
      {flag: '--yes', type: 'boolean', requirement: 'optional', description: 'Answer yes to the confirmation prompt.'},
    ],
    example:
      'celocli releasecelo:locked-gold --contract 0xReleaseContract --action lock \\\n  --value 10000000000000000000 --useLedger --node celo',
  },
  {
    topic: 'releasecelo',
    name: 'releasecelo:revoke-votes',
    sendsTransaction: true,
    description: "Revokes election votes cast by the contract's account, for one group or all of them.",
    flags: [
      {
        flag: '--allGroups',
        type: 'boolean',
        requirement: 'optional',
        description: 'Revoke the votes held in every group (cannot be combined with `--group` or `--votes`).',
      },
      {
        flag: '--allVotes',
        type: 'boolean',
        requirement: 'optional',
        description: 'Revoke all votes instead of a specific `--votes` amount.',
      },
      {
        flag: '--contract',
        type: 'address',
        requirement: 'required',
        description: 'The ReleaseGold contract.',
        placeholder: '<RELEASE_CONTRACT>',
      },
      {
        flag: '--group',
        type: 'address',
        requirement: 'optional',
        description: 'Group whose votes are revoked.',
        placeholder: '<GROUP_ADDRESS>',
      },
      {flag: '--votes', type: 'wei', requirement: 'optional', description: 'Amount of votes to revoke.'},
    ],
    example:
      'celocli releasecelo:revoke-votes --contract 0xReleaseContract --allVotes --allGroups --useLedger --node celo',
  },
  {
    topic: 'releasecelo',
    name: 'releasecelo:withdraw',
    sendsTransaction: true,
    description: 'Withdraws CELO that has already been released from the contract to the beneficiary.',
    flags: [
      {
        flag: '--contract',
        type: 'address',
        requirement: 'required',
        description: 'The ReleaseGold contract.',
        placeholder: '<RELEASE_CONTRACT>',
      },
      {flag: '--value', type: 'wei', requirement: 'required', description: 'Amount to withdraw.'},
    ],
    example:
      'celocli releasecelo:withdraw --contract 0xReleaseContract --value 1000000000000000000 --useLedger --node celo',
  },
  {
    topic: 'releasecelo',
    name: 'releasecelo:transfer-dollars',
    sendsTransaction: true,
    description: 'Sends USDm held by the contract, for example validator payments received in stablecoin.',
    flags: [
      {
        flag: '--contract',
        type: 'address',
        requirement: 'required',
        description: 'The ReleaseGold contract.',
        placeholder: '<RELEASE_CONTRACT>',
      },
      {flag: '--to', type: 'address', requirement: 'required', description: 'Recipient.', placeholder: '<RECIPIENT>'},
      {flag: '--value', type: 'wei', requirement: 'required', description: 'Amount of USDm.'},
    ],
    example:
      'celocli releasecelo:transfer-dollars --contract 0xReleaseContract --to 0xYourWallet \\\n  --value 1000000000000000000 --useLedger --node celo',
  },
  {
    topic: 'releasecelo',
    name: 'releasecelo:set-beneficiary',
    sendsTransaction: true,
    description:
      'Changes the beneficiary; the current beneficiary and the release owner must both submit the same change.',
    flags: [
      {
        flag: '--beneficiary',
        type: 'address',
        requirement: 'required',
        description: 'New beneficiary.',
        placeholder: '<NEW_BENEFICIARY>',
      },
      {
        flag: '--contract',
        type: 'address',
        requirement: 'required',
        description: 'The ReleaseGold contract.',
        placeholder: '<RELEASE_CONTRACT>',
      },
      {
        flag: '--from',
        type: 'address',
        requirement: 'required',
        description: 'Beneficiary or release owner submitting the call.',
      },
      {
        flag: '--yesreally',
        type: 'boolean',
        requirement: 'optional',
        description: 'Skip the interactive confirmation.',
      },
    ],
    example:
      'celocli releasecelo:set-beneficiary --contract 0xReleaseContract --beneficiary 0xNewBeneficiary \\\n  --from 0xCurrentBeneficiary --useLedger --node celo',
  },
  {
    topic: 'releasecelo',
    name: 'releasecelo:set-can-expire',
    sendsTransaction: true,
    description: 'Sets whether released CELO left unwithdrawn can expire.',
    flags: [
      {
        flag: '--contract',
        type: 'address',
        requirement: 'required',
        description: 'The ReleaseGold contract.',
        placeholder: '<RELEASE_CONTRACT>',
      },
      {
        flag: '--value',
        type: 'option: true, false',
        requirement: 'required',
        description: 'New value of the flag.',
        placeholder: 'false',
      },
      {
        flag: '--yesreally',
        type: 'boolean',
        requirement: 'optional',
        description: 'Skip the interactive confirmation.',
      },
    ],
    example: 'celocli releasecelo:set-can-expire --contract 0xReleaseContract --value false --useLedger --node celo',
  },
  {
    topic: 'releasecelo',
    name: 'releasecelo:set-liquidity-provision',
    sendsTransaction: true,
    description:
      'Marks the liquidity provision condition as met so released CELO can be withdrawn (release owner only).',
    flags: [
      {
        flag: '--contract',
        type: 'address',
        requirement: 'required',
        description: 'The ReleaseGold contract.',
        placeholder: '<RELEASE_CONTRACT>',
      },
      {
        flag: '--yesreally',
        type: 'boolean',
        requirement: 'optional',
        description: 'Skip the interactive confirmation.',
      },
    ],
    example: 'celocli releasecelo:set-liquidity-provision --contract 0xReleaseContract --useLedger --node celo',
  },
  {
    topic: 'releasecelo',
    name: 'releasecelo:set-max-distribution',
    sendsTransaction: true,
    description: "Sets the maximum share of the contract's CELO that may be distributed (release owner only).",
    flags: [
      {
        flag: '--contract',
        type: 'address',
        requirement: 'required',
        description: 'The ReleaseGold contract.',
        placeholder: '<RELEASE_CONTRACT>',
      },
      {
        flag: '--distributionRatio',
        type: 'integer',
        requirement: 'required',
        description: 'Ratio in thousandths, where 1000 means everything may be distributed.',
        placeholder: '<RATIO>',
      },
      {
        flag: '--yesreally',
        type: 'boolean',
        requirement: 'optional',
        description: 'Skip the interactive confirmation.',
      },
    ],
    example:
      'celocli releasecelo:set-max-distribution --contract 0xReleaseContract --distributionRatio 1000 --useLedger --node celo',
  },
  {
    topic: 'releasecelo',
    name: 'releasecelo:revoke',
    sendsTransaction: true,
    description: 'Revokes a revocable ReleaseGold contract, stopping further release (release owner only).',
    flags: [
      {
        flag: '--contract',
        type: 'address',
        requirement: 'required',
        description: 'The ReleaseGold contract.',
        placeholder: '<RELEASE_CONTRACT>',
      },
      {
        flag: '--yesreally',
        type: 'boolean',
        requirement: 'optional',
        description: 'Skip the interactive confirmation.',
      },
    ],
    example: 'celocli releasecelo:revoke --contract 0xReleaseContract --useLedger --node celo',
  },
  {
    topic: 'releasecelo',
    name: 'releasecelo:refund-and-finalize',
    sendsTransaction: true,
    description:
      'Refunds the remaining balance of a revoked contract to the release owner and destroys the contract (release owner only).',
    flags: [
      {
        flag: '--contract',
        type: 'address',
        requirement: 'required',
        description: 'The ReleaseGold contract.',
        placeholder: '<RELEASE_CONTRACT>',
      },
    ],
    example: 'celocli releasecelo:refund-and-finalize --contract 0xReleaseContract --useLedger --node celo',
  },
  {
    topic: 'bridge',
    name: 'bridge:deposit',
    sendsTransaction: true,
    usage:
      'celocli bridge:deposit --network <mainnet|sepolia> --l1RpcUrl <URL> --from <ADDRESS> --value <WEI> \\\n  [--to <RECIPIENT>] [--gasLimit <N>]',
    description:
      'Moves CELO from Ethereum to Celo through the native OP Stack bridge: it approves the OptimismPortal to spend your CELO ERC-20 on Ethereum, then deposits it. The CELO reaches the Celo address after roughly 15 minutes.',
    flags: [
      {
        flag: '--from',
        type: 'address',
        requirement: 'required',
        description:
          'Ethereum account that holds the CELO and signs both Ethereum transactions; it must match the `--privateKey` or Ledger account.',
      },
      {
        flag: '--to',
        type: 'address',
        requirement: 'optional',
        description: 'Celo address that receives the CELO; defaults to `--from`.',
        placeholder: '<RECIPIENT>',
      },
      {flag: '--value', type: 'wei', requirement: 'required', description: 'Amount of CELO to deposit, in wei.'},
      {
        flag: '--network',
        type: 'option: mainnet, sepolia',
        requirement: 'required',
        description:
          'Which bridge to use: `mainnet` (Celo Mainnet and Ethereum) or `sepolia` (Celo Sepolia and Ethereum Sepolia).',
        placeholder: 'mainnet',
      },
      {
        flag: '--l1RpcUrl',
        type: 'url',
        requirement: 'required',
        description:
          'JSON-RPC endpoint of the Ethereum network on the other side of the bridge; celocli checks its chain id before sending anything.',
      },
      {
        flag: '--gasLimit',
        type: 'integer',
        requirement: 'default: 100000',
        description: 'Gas limit of the resulting transaction on Celo.',
      },
    ],
    note: "The command signs on Ethereum only, so it needs `--privateKey` or `--useLedger` (a node's unlocked account cannot be used) and no Celo node: `--node` is ignored. The account pays Ethereum gas for two transactions.",
    example:
      'celocli bridge:deposit --network mainnet --l1RpcUrl https://ethereum-rpc.example --from 0xYourAddress --value 1000000000000000000 --useLedger',
  },
  {
    topic: 'bridge',
    name: 'bridge:withdraw-init',
    sendsTransaction: true,
    usage:
      'celocli bridge:withdraw-init --network <mainnet|sepolia> -n <NODE> --from <ADDRESS> --value <WEI> \\\n  [--to <RECIPIENT>]',
    description:
      'Starts a withdrawal of CELO from Celo to Ethereum (step 1 of 3) by sending the amount to the L2ToL1MessagePasser on Celo. The proof can be submitted about an hour later; the funds can be claimed after a further 7-day challenge period.',
    flags: [
      {
        flag: '--from',
        type: 'address',
        requirement: 'required',
        description: 'Celo account that sends the CELO and signs the transaction.',
      },
      {
        flag: '--to',
        type: 'address',
        requirement: 'optional',
        description: 'Ethereum address that will receive the CELO; defaults to `--from`.',
        placeholder: '<RECIPIENT>',
      },
      {flag: '--value', type: 'wei', requirement: 'required', description: 'Amount of CELO to withdraw, in wei.'},
      {
        flag: '--network',
        type: 'option: mainnet, sepolia',
        requirement: 'required',
        description:
          'Which bridge to use: `mainnet` (Celo Mainnet and Ethereum) or `sepolia` (Celo Sepolia and Ethereum Sepolia).',
        placeholder: 'mainnet',
      },
    ],
    note: 'This command sends a transaction on Celo, so it needs a Celo node: pass `--node` (`-n mainnet` or `-n celo-sepolia`) or set one with `config:set`; without it celocli uses `http://localhost:8545`. Keep the printed transaction hash: the later steps need it. A withdrawal cannot be cancelled once this transaction is mined.',
    example:
      'celocli bridge:withdraw-init --network mainnet -n mainnet --from 0xYourAddress --value 1000000000000000000 --useLedger',
  },
  {
    topic: 'bridge',
    name: 'bridge:withdraw-status',
    usage:
      'celocli bridge:withdraw-status --network <mainnet|sepolia> -n <NODE> --l1RpcUrl <URL> \\\n  --txHash <WITHDRAW_TX_HASH>',
    description:
      'Reports where a withdrawal stands (waiting to prove, ready to prove, waiting to finalize, ready to finalize or finalized) and prints the next step. It only reads and signs nothing.',
    flags: [
      {
        flag: '--txHash',
        type: 'hex',
        requirement: 'required',
        description:
          'Hash of the `bridge:withdraw-init` transaction on Celo; it identifies the withdrawal in every later step.',
        placeholder: '<WITHDRAW_TX_HASH>',
      },
      {
        flag: '--network',
        type: 'option: mainnet, sepolia',
        requirement: 'required',
        description:
          'Which bridge to use: `mainnet` (Celo Mainnet and Ethereum) or `sepolia` (Celo Sepolia and Ethereum Sepolia).',
        placeholder: 'mainnet',
      },
      {
        flag: '--l1RpcUrl',
        type: 'url',
        requirement: 'required',
        description:
          'JSON-RPC endpoint of the Ethereum network on the other side of the bridge; celocli checks its chain id before sending anything.',
      },
    ],
    note: 'Reads the withdrawal receipt from Celo and its status from Ethereum, so it needs both `--node` and `--l1RpcUrl`.',
    example:
      'celocli bridge:withdraw-status --network mainnet -n mainnet --l1RpcUrl https://ethereum-rpc.example --txHash 0xYourWithdrawTxHash',
  },
  {
    topic: 'bridge',
    name: 'bridge:withdraw-prove',
    sendsTransaction: true,
    usage:
      'celocli bridge:withdraw-prove --network <mainnet|sepolia> -n <NODE> --l1RpcUrl <URL> \\\n  --txHash <WITHDRAW_TX_HASH> --from <ADDRESS>',
    description:
      'Builds the withdrawal proof and submits it on Ethereum (step 2 of 3). If the proof is not available yet (about an hour after `bridge:withdraw-init`), the command waits for it before sending.',
    flags: [
      {
        flag: '--txHash',
        type: 'hex',
        requirement: 'required',
        description:
          'Hash of the `bridge:withdraw-init` transaction on Celo; it identifies the withdrawal in every later step.',
        placeholder: '<WITHDRAW_TX_HASH>',
      },
      {
        flag: '--from',
        type: 'address',
        requirement: 'required',
        description:
          'Ethereum account that submits the proof and pays its gas; it must match the `--privateKey` or Ledger account.',
      },
      {
        flag: '--network',
        type: 'option: mainnet, sepolia',
        requirement: 'required',
        description:
          'Which bridge to use: `mainnet` (Celo Mainnet and Ethereum) or `sepolia` (Celo Sepolia and Ethereum Sepolia).',
        placeholder: 'mainnet',
      },
      {
        flag: '--l1RpcUrl',
        type: 'url',
        requirement: 'required',
        description:
          'JSON-RPC endpoint of the Ethereum network on the other side of the bridge; celocli checks its chain id before sending anything.',
      },
    ],
    note: 'Needs a Celo node (`--node`) to read the withdrawal and build the proof, an Ethereum endpoint (`--l1RpcUrl`) to send it, and `--privateKey` or `--useLedger` to sign on Ethereum. The 7-day challenge period starts when this transaction is mined.',
    example:
      'celocli bridge:withdraw-prove --network mainnet -n mainnet --l1RpcUrl https://ethereum-rpc.example --txHash 0xYourWithdrawTxHash --from 0xYourAddress --useLedger',
  },
  {
    topic: 'bridge',
    name: 'bridge:withdraw-finalize',
    sendsTransaction: true,
    usage:
      'celocli bridge:withdraw-finalize --network <mainnet|sepolia> -n <NODE> --l1RpcUrl <URL> \\\n  --txHash <WITHDRAW_TX_HASH> --from <ADDRESS>',
    description:
      'Claims a proven withdrawal on Ethereum once the 7-day challenge period has passed (step 3 of 3); the CELO is then paid out as the CELO ERC-20 token on Ethereum.',
    flags: [
      {
        flag: '--txHash',
        type: 'hex',
        requirement: 'required',
        description:
          'Hash of the `bridge:withdraw-init` transaction on Celo; it identifies the withdrawal in every later step.',
        placeholder: '<WITHDRAW_TX_HASH>',
      },
      {
        flag: '--from',
        type: 'address',
        requirement: 'required',
        description:
          'Ethereum account that sends the finalizing transaction and pays its gas; it must match the `--privateKey` or Ledger account.',
      },
      {
        flag: '--network',
        type: 'option: mainnet, sepolia',
        requirement: 'required',
        description:
          'Which bridge to use: `mainnet` (Celo Mainnet and Ethereum) or `sepolia` (Celo Sepolia and Ethereum Sepolia).',
        placeholder: 'mainnet',
      },
      {
        flag: '--l1RpcUrl',
        type: 'url',
        requirement: 'required',
        description:
          'JSON-RPC endpoint of the Ethereum network on the other side of the bridge; celocli checks its chain id before sending anything.',
      },
    ],
    note: 'Refuses to send, and says why, when the withdrawal is not yet proven or the challenge period has not ended. Needs `--node`, `--l1RpcUrl` and `--privateKey` or `--useLedger`, like `bridge:withdraw-prove`.',
    example:
      'celocli bridge:withdraw-finalize --network mainnet -n mainnet --l1RpcUrl https://ethereum-rpc.example --txHash 0xYourWithdrawTxHash --from 0xYourAddress --useLedger',
  },
];

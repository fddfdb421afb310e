import {
  type ChainBlock,
  type ChainTransaction,
  type ChainView,
  decodeTokenCall,
  ENERGY,
  type FakeChain,
  type FakeToken,
  FEES,
  sunAmount,
} from './chain';
import {
  APPROVAL_TOPIC,
  addressWord,
  buildTransaction,
  FakeInputError,
  type Hex41,
  printAddress,
  SELECTOR,
  selectorOf,
  sha256Hex,
  stringResult,
  TRANSFER_TOPIC,
  textToHex,
  toHex41,
  uintWord,
  wordAt,
  wordToHex41,
} from './codec';

/** A request's parameters: the JSON body, or the query string of a GET. */
export type Params = Record<string, unknown>;
type Handler = (chain: FakeChain, params: Params) => unknown;

const ZERO_ADDRESS = `41${'0'.repeat(40)}`;

function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

function integerParam(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
}

// ─── Blocks ─────────────────────────────────────────────────────────────

export function transactionJson(tx: ChainTransaction) {
  const { signature, txID, raw_data, raw_data_hex } = tx.json;
  return { ret: [{ contractRet: tx.receipt }], signature, txID, raw_data, raw_data_hex };
}

function blockJson(block: ChainBlock | undefined, detail: boolean) {
  if (!block) return {};
  const json: Record<string, unknown> = {
    blockID: block.blockID,
    block_header: {
      raw_data: {
        number: block.number,
        txTrieRoot: block.txTrieRoot,
        witness_address: block.witness,
        parentHash: block.parentHash,
        version: 30,
        timestamp: block.timestamp,
      },
      witness_signature: `${sha256Hex(`sig:${block.blockID}`)}${sha256Hex(`sig2:${block.blockID}`)}00`,
    },
  };
  if (detail && block.transactions.length) json.transactions = block.transactions.map(transactionJson);
  return json;
}

function visibleBlock(
  chain: FakeChain,
  view: ChainView,
  block: ChainBlock | undefined,
): ChainBlock | undefined {
  return block && block.number <= chain.viewBlock(view) ? block : undefined;
}

function blockByIdOrNum(chain: FakeChain, view: ChainView, idOrNum: unknown): ChainBlock | undefined {
  if (idOrNum === undefined || idOrNum === null || idOrNum === '') return chain.headBlock(view);
  const number = integerParam(idOrNum);
  const block = number !== null ? chain.block(number) : chain.blockById(String(idOrNum));
  return visibleBlock(chain, view, block);
}

function blockRoutes(prefix: string, view: ChainView): Record<string, Handler> {
  return {
    [`${prefix}/getnowblock`]: (chain) => blockJson(chain.headBlock(view), true),
    [`${prefix}/getblock`]: (chain, p) =>
      blockJson(blockByIdOrNum(chain, view, p.id_or_num), isTrue(p.detail)),
    [`${prefix}/getblockbynum`]: (chain, p) => {
      const number = integerParam(p.num);
      return blockJson(number === null ? undefined : visibleBlock(chain, view, chain.block(number)), true);
    },
    [`${prefix}/getblockbyid`]: (chain, p) =>
      blockJson(visibleBlock(chain, view, chain.blockById(String(p.value ?? ''))), true),
  };
}

// ─── Transactions ───────────────────────────────────────────────────────

function logJson(tx: ChainTransaction) {
  return tx.events.map((event) => ({
    address: event.token.slice(2),
    topics: [
      event.type === 'Transfer' ? TRANSFER_TOPIC : APPROVAL_TOPIC,
      addressWord(event.from),
      addressWord(event.to),
    ],
    data: uintWord(event.value),
  }));
}

/** java-tron leaves zero-valued fields out of its JSON; so does the fake. */
function receiptJson(tx: ChainTransaction) {
  const receipt: Record<string, unknown> = {};
  if (tx.energyFee > 0n) receipt.energy_fee = Number(tx.energyFee);
  if (tx.contractType === 'TriggerSmartContract') receipt.energy_usage_total = tx.energyUsage;
  if (tx.netUsage > 0) receipt.net_usage = tx.netUsage;
  if (tx.netFee > 0n) receipt.net_fee = Number(tx.netFee);
  if (tx.contractType === 'TriggerSmartContract') receipt.result = tx.receipt;
  return receipt;
}

export function transactionInfoJson(tx: ChainTransaction | undefined) {
  if (!tx) return {};
  const info: Record<string, unknown> = { id: tx.txID };
  if (tx.fee > 0n) info.fee = Number(tx.fee);
  info.blockNumber = tx.blockNumber;
  info.blockTimeStamp = tx.blockTimestamp;
  info.contractResult = [tx.contractResult];
  if (tx.contractAddress) info.contract_address = tx.contractAddress;
  info.receipt = receiptJson(tx);
  if (tx.receipt === 'SUCCESS' && tx.events.length) info.log = logJson(tx);
  if (tx.receipt !== 'SUCCESS') {
    info.result = 'FAILED';
    info.resMessage = textToHex(tx.resMessage ?? tx.receipt);
  }
  return info;
}

function transactionRoutes(prefix: string, view: ChainView): Record<string, Handler> {
  const find = (chain: FakeChain, p: Params) => chain.transaction(String(p.value ?? ''), view);
  return {
    [`${prefix}/gettransactioninfobyid`]: (chain, p) => transactionInfoJson(find(chain, p)),
    [`${prefix}/gettransactionbyid`]: (chain, p) => {
      const tx = find(chain, p);
      return tx ? transactionJson(tx) : {};
    },
  };
}

// ─── Accounts ───────────────────────────────────────────────────────────

function accountJson(chain: FakeChain, view: ChainView, p: Params) {
  const visible = isTrue(p.visible);
  let hex: Hex41;
  try {
    hex = toHex41(p.address);
  } catch {
    return {};
  }
  const account = chain.account(hex, view);
  if (!account) return {};
  const balance = chain.trxBalance(hex, view);
  const key = { address: printAddress(hex, visible), weight: 1 };
  return {
    address: printAddress(hex, visible),
    ...(balance > 0n ? { balance: Number(balance) } : {}),
    create_time: account.createTime,
    net_window_size: 28_800,
    account_resource: { energy_window_size: 28_800 },
    owner_permission: { permission_name: 'owner', threshold: 1, keys: [key] },
    active_permission: [
      {
        type: 'Active',
        id: 2,
        permission_name: 'active',
        threshold: 1,
        operations: '7fff1fc0033e0000000000000000000000000000000000000000000000000000',
        keys: [key],
      },
    ],
    frozenV2: [{}, { type: 'ENERGY' }, { type: 'TRON_POWER' }],
  };
}

function accountResourceJson(chain: FakeChain, p: Params) {
  let freeNetUsed = 0;
  try {
    freeNetUsed = chain.freeNetUsed(toHex41(p.address));
  } catch {
    // an unparsable address simply has no usage
  }
  return {
    freeNetUsed,
    freeNetLimit: FEES.freeNetLimit,
    NetUsed: 0,
    NetLimit: 0,
    TotalNetLimit: 43_200_000_000,
    TotalNetWeight: 26_614_128_474,
    EnergyUsed: 0,
    EnergyLimit: 0,
    TotalEnergyLimit: 180_000_000_000,
    TotalEnergyWeight: 19_044_328_151,
  };
}

const CHAIN_PARAMETERS: { key: string; value?: number }[] = [
  { key: 'getMaintenanceTimeInterval', value: 21_600_000 },
  { key: 'getAccountUpgradeCost', value: 9_999_000_000 },
  { key: 'getCreateAccountFee', value: Number(FEES.createAccountBandwidthFee) },
  { key: 'getTransactionFee', value: Number(FEES.bandwidthFee) },
  { key: 'getAssetIssueFee', value: 1_024_000_000 },
  { key: 'getWitnessPayPerBlock', value: 8_000_000 },
  { key: 'getCreateNewAccountFeeInSystemContract', value: Number(FEES.createAccountSystemFee) },
  { key: 'getCreateNewAccountBandwidthRate', value: 1 },
  { key: 'getAllowCreationOfContracts', value: 1 },
  { key: 'getEnergyFee', value: Number(FEES.energyFee) },
  { key: 'getMaxCpuTimeOfOneTx', value: 80 },
  { key: 'getTotalEnergyLimit', value: 180_000_000_000 },
  { key: 'getFreeNetLimit', value: FEES.freeNetLimit },
  { key: 'getTotalNetLimit', value: 43_200_000_000 },
  { key: 'getMaxFeeLimit', value: Number(FEES.maxFeeLimit) },
  { key: 'getAllowTvmTransferTrc10', value: 1 },
  { key: 'getAllowDynamicEnergy', value: 1 },
  // java-tron prints a zero value by leaving "value" out
  { key: 'getAllowUpdateAccountName' },
];

// ─── Smart contracts ────────────────────────────────────────────────────

function contractError(code: string, message: string) {
  return { result: { code, message: textToHex(message) } };
}

/** The call data: `data` as given, or the selector of `function_selector` followed by `parameter`. */
function callData(p: Params): string {
  if (typeof p.data === 'string' && p.data) return p.data.replace(/^0x/, '').toLowerCase();
  if (typeof p.function_selector === 'string' && p.function_selector)
    return (
      selectorOf(p.function_selector) +
      String(p.parameter ?? '')
        .replace(/^0x/, '')
        .toLowerCase()
    );
  throw new FakeInputError('function_selector or data is required');
}

type Call = { owner: Hex41; token: FakeToken; data: string; visible: boolean };

function resolveCall(chain: FakeChain, p: Params): Call | { error: ReturnType<typeof contractError> } {
  try {
    const owner = p.owner_address ? toHex41(p.owner_address, 'owner_address') : ZERO_ADDRESS;
    const token = chain.token(String(p.contract_address ?? ''));
    if (!token)
      return { error: contractError('CONTRACT_VALIDATE_ERROR', 'No contract or not a valid smart contract') };
    return { owner, token, data: callData(p), visible: isTrue(p.visible) };
  } catch (error) {
    return { error: contractError('CONTRACT_VALIDATE_ERROR', (error as Error).message) };
  }
}

/** The return word(s) of a read-only TRC20 call the fake understands; null for anything else. */
function constantResult(chain: FakeChain, view: ChainView, token: FakeToken, data: string): string | null {
  const selector = data.slice(0, 8);
  if (selector === SELECTOR.balanceOf && data.length >= 72) {
    return uintWord(chain.tokenBalance(token.hex, wordToHex41(wordAt(data.slice(8), 0)), view));
  }
  if (selector === SELECTOR.decimals) return uintWord(BigInt(token.decimals));
  if (selector === SELECTOR.symbol) return stringResult(token.symbol);
  if (selector === SELECTOR.name) return stringResult(token.name);
  return null;
}

function callTransaction(chain: FakeChain, call: Call, feeLimit?: number, callValue = 0) {
  const value: Record<string, unknown> = {
    data: call.data,
    owner_address: printAddress(call.owner, call.visible),
    contract_address: printAddress(call.token.hex, call.visible),
  };
  if (callValue > 0) value.call_value = callValue;
  return buildTransaction('TriggerSmartContract', value, chain.txHeader(feeLimit), call.visible);
}

function triggerConstant(view: ChainView): Handler {
  return (chain, p) => {
    const call = resolveCall(chain, p);
    if ('error' in call) return call.error;
    const result = constantResult(chain, view, call.token, call.data);
    if (result === null)
      return contractError(
        'CONTRACT_VALIDATE_ERROR',
        `function 0x${call.data.slice(0, 8)} is not supported here`,
      );
    return {
      result: { result: true },
      energy_used: ENERGY.constantCall,
      constant_result: [result],
      transaction: { ret: [{}], ...callTransaction(chain, call) },
    };
  };
}

const estimateEnergy: Handler = (chain, p) => {
  const call = resolveCall(chain, p);
  if ('error' in call) return call.error;
  const decoded = decodeTokenCall(call.data);
  if (decoded.kind === 'approve') return { result: { result: true }, energy_required: ENERGY.approve };
  if (decoded.kind !== 'transfer')
    return contractError(
      'CONTRACT_VALIDATE_ERROR',
      `function 0x${call.data.slice(0, 8)} is not supported here`,
    );
  if (chain.tokenBalance(call.token.hex, call.owner) < decoded.value)
    return contractError('CONTRACT_EXE_ERROR', 'REVERT opcode executed');
  return { result: { result: true }, energy_required: chain.transferEnergy(call.token.hex, decoded.to) };
};

const triggerSmartContract: Handler = (chain, p) => {
  const call = resolveCall(chain, p);
  if ('error' in call) return call.error;
  const feeLimit = integerParam(p.fee_limit ?? 0);
  if (feeLimit === null || feeLimit < 0 || BigInt(feeLimit) > FEES.maxFeeLimit)
    return contractError('CONTRACT_VALIDATE_ERROR', `fee limit must be >= 0 and <= ${FEES.maxFeeLimit}`);
  const callValue = integerParam(p.call_value ?? 0) ?? 0;
  return { result: { result: true }, transaction: callTransaction(chain, call, feeLimit, callValue) };
};

const VALIDATE_ERROR = 'class org.tron.core.exception.ContractValidateException : ';

const createTransaction: Handler = (chain, p) => {
  const visible = isTrue(p.visible);
  let owner: Hex41;
  let to: Hex41;
  try {
    owner = toHex41(p.owner_address, 'ownerAddress');
    to = toHex41(p.to_address, 'toAddress');
  } catch (error) {
    return { Error: VALIDATE_ERROR + (error as Error).message };
  }
  const problem = chain.trxTransferProblem(owner, { to_address: to, amount: p.amount });
  if (problem) return { Error: VALIDATE_ERROR + problem };
  const value = {
    amount: Number(sunAmount(p.amount)),
    owner_address: printAddress(owner, visible),
    to_address: printAddress(to, visible),
  };
  return buildTransaction('TransferContract', value, chain.txHeader(), visible);
};

const broadcastTransaction: Handler = (chain, p) => {
  const answer = chain.broadcast(p);
  return 'result' in answer ? answer : { ...answer, message: textToHex(answer.message) };
};

const nodeInfo: Handler = (chain) => {
  const head = chain.headBlock('head');
  const solid = chain.headBlock('solid');
  return {
    beginSyncNum: head.number,
    block: `Num:${head.number},ID:${head.blockID}`,
    solidityBlock: `Num:${solid.number},ID:${solid.blockID}`,
    currentConnectCount: 0,
    activeConnectCount: 0,
    passiveConnectCount: 0,
    totalFlow: 0,
    configNodeInfo: { codeVersion: '4.8.0', versionNum: '19000', p2pVersion: '11111' },
  };
};

/** java-tron's HTTP API, keyed by lowercase path without the leading slash. */
export const WALLET_ROUTES: Record<string, Handler> = {
  ...blockRoutes('wallet', 'head'),
  ...blockRoutes('walletsolidity', 'solid'),
  ...transactionRoutes('wallet', 'head'),
  ...transactionRoutes('walletsolidity', 'solid'),
  'wallet/getaccount': (chain, p) => accountJson(chain, 'head', p),
  'walletsolidity/getaccount': (chain, p) => accountJson(chain, 'solid', p),
  'wallet/getaccountresource': accountResourceJson,
  'wallet/getaccountnet': (chain, p) => {
    const { freeNetUsed, freeNetLimit, TotalNetLimit, TotalNetWeight } = accountResourceJson(chain, p);
    return { freeNetUsed, freeNetLimit, TotalNetLimit, TotalNetWeight };
  },
  'wallet/getchainparameters': () => ({ chainParameter: CHAIN_PARAMETERS }),
  'wallet/triggerconstantcontract': triggerConstant('head'),
  'walletsolidity/triggerconstantcontract': triggerConstant('solid'),
  'wallet/estimateenergy': estimateEnergy,
  'wallet/triggersmartcontract': triggerSmartContract,
  'wallet/createtransaction': createTransaction,
  'wallet/broadcasttransaction': broadcastTransaction,
  'wallet/getnodeinfo': nodeInfo,
};

/**
 * Balances with their history: every change is kept with the block it happened in, so the same
 * ledger answers both the head view (fullnode) and the solidified view (solidity node).
 */
export class Ledger {
  private readonly accounts = new Map<
    string,
    { current: bigint; changes: { block: number; delta: bigint }[] }
  >();

  add(key: string, delta: bigint, block: number): void {
    if (delta === 0n) return;
    const entry = this.accounts.get(key) ?? { current: 0n, changes: [] };
    entry.current += delta;
    entry.changes.push({ block, delta });
    this.accounts.set(key, entry);
  }

  /** The balance after block `atBlock` (the newest state when omitted). */
  at(key: string, atBlock?: number): bigint {
    const entry = this.accounts.get(key);
    if (!entry) return 0n;
    if (atBlock === undefined) return entry.current;
    let balance = entry.current;
    for (const change of entry.changes) if (change.block > atBlock) balance -= change.delta;
    return balance;
  }

  entries(): [string, bigint][] {
    return [...this.accounts].map(([key, entry]) => [key, entry.current]);
  }
}

import { randomBytes } from 'node:crypto';
import { OutboundError, type OutboundOptions, outboundGet } from '../net/outbound';
import type { DnsResolver } from '../net/resolver';

/**
 * Proving control of a domain (SPEC §5): a TXT record `_livecode.<host>` holding
 * `livecode-verify=<token>`, or the token served at `http://<host>/.well-known/livecode-verify/<token>`.
 * Either is enough. The token is the domain's own and never changes, so a record made once keeps
 * proving control at every re-check.
 */

export const newVerifyToken = (): string => randomBytes(16).toString('hex');
export const txtName = (host: string): string => `_livecode.${host}`;
export const txtValue = (token: string): string => `livecode-verify=${token}`;
export const httpPath = (token: string): string => `/.well-known/livecode-verify/${token}`;

/** One reason a proof failed, as a catalogue key and what it names. */
export type VerifyProblem = { key: string; values: Record<string, string> };

export type ControlCheck =
  | { verified: true; method: 'dns' | 'http' }
  | { verified: false; problems: VerifyProblem[] };

export type ControlDeps = {
  resolver: DnsResolver;
  outbound: OutboundOptions;
  /** The port the HTTP file is fetched from: 80 but in tests. */
  httpPort?: number;
};

async function txtProblem(host: string, token: string, resolver: DnsResolver): Promise<VerifyProblem | null> {
  const name = txtName(host);
  let records: string[];
  try {
    records = await resolver.txt(name);
  } catch (error) {
    return {
      key: 'domain_verify.txt_lookup_failed',
      values: { name, code: (error as { code?: string }).code ?? 'DNS' },
    };
  }
  if (records.length === 0) return { key: 'domain_verify.txt_missing', values: { name } };
  if (!records.some((record) => record.trim() === txtValue(token))) {
    return { key: 'domain_verify.txt_wrong', values: { name, value: txtValue(token) } };
  }
  return null;
}

async function httpProblem(host: string, token: string, deps: ControlDeps): Promise<VerifyProblem | null> {
  const port = deps.httpPort && deps.httpPort !== 80 ? `:${deps.httpPort}` : '';
  const url = `http://${host}${port}${httpPath(token)}`;
  try {
    const answer = await outboundGet(url, { ...deps.outbound, maxBytes: 4096 });
    if (answer.status !== 200)
      return { key: 'domain_verify.http_status', values: { url, status: String(answer.status) } };
    if (answer.body.trim() !== token) return { key: 'domain_verify.http_wrong', values: { url } };
    return null;
  } catch (error) {
    const problem = error instanceof OutboundError ? error.problem : 'network';
    return { key: `domain_verify.http_${problem}`, values: { url } };
  }
}

/** Whether the holder controls the host: the TXT record first, then the HTTP file; every reason when neither. */
export async function checkControl(host: string, token: string, deps: ControlDeps): Promise<ControlCheck> {
  const txt = await txtProblem(host, token, deps.resolver);
  if (!txt) return { verified: true, method: 'dns' };
  const http = await httpProblem(host, token, deps);
  if (!http) return { verified: true, method: 'http' };
  return { verified: false, problems: [txt, http] };
}

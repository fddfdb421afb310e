import { CheckVerdict, DomainCheckKind } from '../../contract/enums';
import { OutboundError, outboundGet, outboundRequest } from '../net/outbound';
import type { DomainChecks } from './checks';
import { HEALTH_PATH, healthToken } from './health';
import { certificateDaysLeft, certificateVerdict, type Verdict } from './monitor-rules';
import { type Checker, type CheckProblem, checkerRequest, readCheckerAnswer } from './reputation';

/**
 * The checks of one monitoring round of one domain: DNS still points at the platform, the health
 * token over HTTP(S) with the certificate's days left, and the reputation checker. Each is bounded
 * by its own timeout and answers a verdict with what it found; none throws.
 */

/** One check of one round, as it is kept in the history. */
export type CheckResult = {
  kind: (typeof DomainCheckKind)[keyof typeof DomainCheckKind];
  checker: string;
  verdict: Verdict;
  problem: CheckProblem | null;
  raw: string;
  latencyMs: number;
  certificateDays?: number;
};

/** What the checks need from the monitor's settings. */
export type CheckSettings = { check_https: boolean; certificate_warn_days: number };

/** What the checks need from outside. */
export type CheckDeps = { checks: DomainChecks; masterKey: Buffer; now: () => Date };

const RAW_LIMIT = 2000;
const TIMEOUT_MS = 5000;

/** Why an outbound request failed, by the guard's own reason. */
const outboundProblem = (error: unknown) => (error instanceof OutboundError ? error.problem : 'network');

async function dnsCheck(host: string, checks: DomainChecks): Promise<CheckResult> {
  const started = performance.now();
  const result = (verdict: Verdict, problem: CheckProblem | null, raw: string): CheckResult => ({
    kind: DomainCheckKind.dns,
    checker: '',
    verdict,
    problem,
    raw,
    latencyMs: Math.round(performance.now() - started),
  });
  try {
    const addresses = await checks.resolver.addresses(host);
    if (addresses.length === 0)
      return result(CheckVerdict.failed, { key: 'monitor.dns_none', values: { host } }, '');
    const ours = checks.edge.addresses.length
      ? checks.edge.addresses
      : checks.edge.host
        ? await checks.resolver.addresses(checks.edge.host)
        : addresses;
    const raw = addresses.join(' ');
    if (!addresses.some((address) => ours.includes(address))) {
      return result(
        CheckVerdict.failed,
        { key: 'monitor.dns_elsewhere', values: { host, addresses: raw } },
        raw,
      );
    }
    return result(CheckVerdict.ok, null, raw);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'DNS';
    return result(CheckVerdict.failed, { key: 'monitor.dns_failed', values: { host, code } }, code);
  }
}

/** The health token over HTTP(S), and the certificate's days left from the same answer. */
async function healthChecks(host: string, deps: CheckDeps, settings: CheckSettings): Promise<CheckResult[]> {
  const { scheme, port } = deps.checks.health;
  const url = `${scheme}://${host}${port ? `:${port}` : ''}${HEALTH_PATH}`;
  const base = { kind: DomainCheckKind.https, checker: '' } as const;
  try {
    const answer = await outboundGet(url, { ...deps.checks.outbound, timeoutMs: TIMEOUT_MS, maxBytes: 4096 });
    const latencyMs = Math.round(answer.latencyMs);
    const raw = `${answer.status} ${answer.body.slice(0, 200)}`;
    const health: CheckResult =
      answer.status !== 200
        ? {
            ...base,
            verdict: CheckVerdict.failed,
            problem: { key: 'monitor.health_status', values: { url, status: String(answer.status) } },
            raw,
            latencyMs,
          }
        : answer.body.trim() !== healthToken(deps.masterKey)
          ? {
              ...base,
              verdict: CheckVerdict.failed,
              problem: { key: 'monitor.health_wrong', values: { url } },
              raw,
              latencyMs,
            }
          : { ...base, verdict: CheckVerdict.ok, problem: null, raw, latencyMs };
    if (!answer.certificateValidTo) return [health];
    const days = certificateDaysLeft(answer.certificateValidTo, deps.now());
    const verdict = certificateVerdict(days, settings.certificate_warn_days);
    const certificate: CheckResult = {
      kind: DomainCheckKind.certificate,
      checker: '',
      verdict,
      problem:
        verdict === CheckVerdict.ok
          ? null
          : {
              key: days < 0 ? 'monitor.certificate_expired' : 'monitor.certificate_expiring',
              values: { host, days: String(days) },
            },
      raw: answer.certificateValidTo.toISOString(),
      latencyMs: 0,
      certificateDays: days,
    };
    return [health, certificate];
  } catch (error) {
    return [
      {
        ...base,
        verdict: CheckVerdict.failed,
        problem: { key: `domain_verify.http_${outboundProblem(error)}`, values: { url } },
        raw: error instanceof Error ? error.message.slice(0, 200) : '',
        latencyMs: 0,
      },
    ];
  }
}

async function reputationCheck(host: string, checker: Checker, deps: CheckDeps): Promise<CheckResult> {
  const request = checkerRequest(checker, { url: `https://${host}/`, host });
  const base = { kind: DomainCheckKind.reputation, checker: checker.platform } as const;
  try {
    const answer = await outboundRequest(
      request.url,
      { ...deps.checks.outbound, timeoutMs: TIMEOUT_MS, maxBytes: 64 * 1024 },
      { method: request.method, body: request.body },
    );
    const reading = readCheckerAnswer(checker.mapping, answer);
    return {
      ...base,
      ...reading,
      raw: answer.body.slice(0, RAW_LIMIT),
      latencyMs: Math.round(answer.latencyMs),
    };
  } catch (error) {
    return {
      ...base,
      verdict: CheckVerdict.failed,
      // Never the checker's URL: its template may carry the key.
      problem: {
        key: 'monitor.checker_unreachable',
        values: { platform: checker.platform, problem: outboundProblem(error) },
      },
      raw: outboundProblem(error),
      latencyMs: 0,
    };
  }
}

/** Every check of one domain, each bounded by its own timeout. */
export async function checkDomain(
  host: string,
  deps: CheckDeps,
  settings: CheckSettings,
  checker: Checker | null,
): Promise<CheckResult[]> {
  const [dns, health, reputation] = await Promise.all([
    dnsCheck(host, deps.checks),
    settings.check_https ? healthChecks(host, deps, settings) : Promise.resolve([]),
    checker ? reputationCheck(host, checker, deps) : Promise.resolve(null),
  ]);
  return [dns, ...health, ...(reputation ? [reputation] : [])];
}

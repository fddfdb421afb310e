import { csvLine } from '../exports/cells';
import { txtName, txtValue } from './verification';

export type DnsRecord = {
  domain_id: number;
  host: string;
  record_type: 'TXT' | 'CNAME' | 'A' | 'AAAA';
  name: string;
  value: string;
  purpose: 'verify' | 'serve';
};

/** Where domains point to be served: a CNAME target, or addresses where a CNAME cannot go. */
export type Edge = { host?: string; addresses: string[] };

/**
 * The records one domain needs: the TXT record proving control (while it has a token), and the
 * records that bring its visitors here — a CNAME to the edge host, or A/AAAA to its addresses
 * when only addresses are configured.
 */
export function recordsOf(
  domain: { id: number; host: string; verifyToken: string },
  edge: Edge,
): DnsRecord[] {
  const records: DnsRecord[] = [];
  const base = { domain_id: domain.id, host: domain.host };
  if (domain.verifyToken) {
    records.push({
      ...base,
      record_type: 'TXT',
      name: txtName(domain.host),
      value: txtValue(domain.verifyToken),
      purpose: 'verify',
    });
  }
  if (edge.host) {
    records.push({
      ...base,
      record_type: 'CNAME',
      name: domain.host,
      value: `${edge.host}.`,
      purpose: 'serve',
    });
  } else {
    for (const address of edge.addresses) {
      records.push({
        ...base,
        record_type: address.includes(':') ? 'AAAA' : 'A',
        name: domain.host,
        value: address,
        purpose: 'serve',
      });
    }
  }
  return records;
}

/** The records as a CSV to open in a spreadsheet, one row each (cells as `csvLine` writes them). */
export function recordsCsv(records: DnsRecord[]): string {
  const header = ['domain', 'type', 'name', 'value', 'purpose'];
  const rows = records.map((record) => [
    record.host,
    record.record_type,
    record.name,
    record.value,
    record.purpose,
  ]);
  return [header, ...rows].map(csvLine).join('');
}

/** The records as lines of a zone file: absolute names, TXT values quoted. */
export function recordsZone(records: DnsRecord[], ttl = 600): string {
  return records
    .map((record) => {
      const value = record.record_type === 'TXT' ? `"${record.value.replaceAll('"', '\\"')}"` : record.value;
      return `${record.name}.\t${ttl}\tIN\t${record.record_type}\t${value}`;
    })
    .join('\n')
    .concat(records.length > 0 ? '\n' : '');
}

import dns2 from 'dns2';

const { Packet } = dns2;
/** RFC 1035 response codes (the package's typings lack them). */
const RCODE = { SERVFAIL: 2, NXDOMAIN: 3 };

export type FakeRecordType = 'A' | 'AAAA' | 'TXT';

/**
 * A DNS server on 127.0.0.1 (UDP) answering from a table the test fills: what a customer's DNS
 * provider would publish. Unknown names answer NXDOMAIN, like the real thing; `fail` makes a name
 * answer SERVFAIL.
 */
export type FakeDns = {
  /** `127.0.0.1:<port>`, for the resolver's server list. */
  server: string;
  set(name: string, type: FakeRecordType, values: string[]): void;
  clear(name: string, type?: FakeRecordType): void;
  fail(name: string): void;
  close(): Promise<void>;
};

export async function startFakeDns(): Promise<FakeDns> {
  const table = new Map<string, string[]>();
  const failing = new Set<string>();
  const key = (name: string, type: string) => `${name.toLowerCase().replace(/\.$/, '')}|${type}`;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      if (!question) return send(response);
      const name = question.name.toLowerCase();
      if (failing.has(name)) {
        response.header.rcode = RCODE.SERVFAIL;
        return send(response);
      }
      const type = Object.entries(Packet.TYPE).find(([, code]) => code === question.type)?.[0] ?? '';
      const values = table.get(key(name, type));
      const known = [...table.keys()].some((entry) => entry.startsWith(`${name}|`));
      if (!known) response.header.rcode = RCODE.NXDOMAIN;
      // The typings want encoder objects; the encoder takes plain records like these.
      const answers = response.answers as unknown[];
      for (const value of values ?? []) {
        const base = { name: question.name, class: Packet.CLASS.IN, ttl: 60 };
        if (type === 'A') answers.push({ ...base, type: Packet.TYPE.A, address: value });
        if (type === 'AAAA') answers.push({ ...base, type: Packet.TYPE.AAAA, address: value });
        if (type === 'TXT') answers.push({ ...base, type: Packet.TYPE.TXT, data: value });
      }
      send(response);
    },
  });
  const listening = new Promise<void>((resolve) => server.on('listening', () => resolve()));
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  await listening;
  const port = (server.addresses().udp as { port: number }).port;
  return {
    server: `127.0.0.1:${port}`,
    set: (name, type, values) => table.set(key(name, type), values),
    clear(name, type) {
      for (const entry of [...table.keys()]) {
        if (entry.startsWith(`${name.toLowerCase()}|`) && (!type || entry.endsWith(`|${type}`)))
          table.delete(entry);
      }
    },
    fail: (name) => failing.add(name.toLowerCase()),
    close: () => server.close(),
  };
}

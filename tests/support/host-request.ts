import { type IncomingHttpHeaders, request } from 'node:http';

export type HostAnswer = { status: number; location?: string; body: Buffer; headers: IncomingHttpHeaders };

/**
 * A GET to a server on this machine as if sent to another host name — an entry or short domain —
 * which fetch cannot do (it will not set Host) and a browser cannot reach (no DNS for it).
 */
export function requestAs(
  baseUrl: string,
  host: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<HostAnswer> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, headers: { ...headers, host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          body: Buffer.concat(chunks),
          headers: response.headers,
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The same, answering the status and where it redirects only: what redirect tests compare. */
export async function redirectAs(
  baseUrl: string,
  host: string,
  path: string,
): Promise<{ status: number; location?: string }> {
  const { status, location } = await requestAs(baseUrl, host, path);
  return { status, location };
}

import type { VisitEvent } from '../../contract/areas/statistics';
import { SocketEvent } from '../../contract/socket';
import type { Hub, UserEnvelope } from '../realtime/hub';
import type { EnrichedVisit } from './rollups';

type Describe = (codeId: number) => { name: string; fileName: string } | null;

function eventRow(
  { record, enrichment, bot }: EnrichedVisit,
  describe: Describe,
): VisitEvent['visits'][number] {
  const code = describe(record.c);
  return {
    code_id: record.c,
    code_name: code?.name ?? '',
    file_name: code?.fileName ?? '',
    destination_id: record.d,
    created_at: new Date(record.t).toISOString(),
    ip: record.ip,
    country: enrichment.country,
    province: enrichment.province,
    city: enrichment.city,
    carrier: enrichment.carrier,
    os: enrichment.os,
    browser: enrichment.browser,
    device: enrichment.device,
    model: enrichment.model,
    user_agent: record.ua,
    referrer: record.r,
    access_status: record.s as VisitEvent['visits'][number]['access_status'],
    in_wechat: record.w,
    bot,
  };
}

/**
 * Tells each owner about a written batch of their visits (SocketEvent.visit): the live feed and
 * the monitor wall follow these. One bus message per batch, however many owners it touches.
 */
export function publishVisits(hub: Hub, describe: Describe, batch: readonly EnrichedVisit[]): Promise<void> {
  const byOwner = new Map<number, VisitEvent>();
  for (const visit of batch) {
    const { record } = visit;
    let event = byOwner.get(record.o);
    if (!event) {
      event = { visits: [], switches: [] };
      byOwner.set(record.o, event);
    }
    event.visits.push(eventRow(visit, describe));
    if (record.sw !== undefined && record.d !== null)
      event.switches.push({ code_id: record.c, to_destination_id: record.d, exhausted: record.x ?? false });
  }
  const envelopes: UserEnvelope[] = [...byOwner].map(([userId, content]) => ({
    userId,
    message: { type: SocketEvent.visit, content },
  }));
  return hub.sendToUsers(envelopes);
}

import type { VisitRow } from '../../contract/areas/statistics';
import { codes, users, visits } from '../db/schema';

/** The columns of a visit row as the console shows it (`visitRowSchema`); join `codes` on the code. */
export const visitColumns = {
  id: visits.id,
  code_id: visits.codeId,
  code_name: codes.name,
  file_name: codes.fileName,
  destination_id: visits.destinationId,
  created_at: visits.createdAt,
  ip: visits.ip,
  country: visits.country,
  province: visits.province,
  city: visits.city,
  carrier: visits.carrier,
  os: visits.os,
  browser: visits.browser,
  device: visits.device,
  model: visits.model,
  user_agent: visits.userAgent,
  referrer: visits.referrer,
  access_status: visits.accessStatus,
  in_wechat: visits.inWechat,
  bot: visits.bot,
};

/** The same with the owner's account; join `users` on the owner too. */
export const visitColumnsWithOwner = { ...visitColumns, owner_account: users.account };

/** The database keeps small integers; the contract narrows them to its enumerations. */
export function asVisitRow<Row extends { carrier: number; access_status: number }>(row: Row) {
  return row as Row & Pick<VisitRow, 'carrier' | 'access_status'>;
}

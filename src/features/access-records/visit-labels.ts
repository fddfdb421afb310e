import type { Intent } from '@blueprintjs/core';
import type { VisitRow } from '../../../contract/areas/statistics';
import { AccessStatus, Carrier, type EnumValue } from '../../../contract/enums';
import type { MessageKey } from '../../i18n/catalogues';
import type { Option } from '../../ui/resource/types';

/** A visit as the live feed, the explorer and the access records show it (socket rows lack an id). */
export type VisitLike = Omit<VisitRow, 'id'> & { owner_account?: string };

type AccessStatusName = keyof typeof AccessStatus;
type CarrierName = keyof typeof Carrier;

function nameOf<T extends Record<string, number>>(values: T, value: number): keyof T | undefined {
  return (Object.keys(values) as (keyof T)[]).find((key) => values[key] === value);
}

/** The catalogue key of an access status (SPEC §4: 1 served … 6 not found). */
export function accessStatusKey(status: number): MessageKey {
  const name: AccessStatusName | undefined = nameOf(AccessStatus, status);
  return name ? `access_records.status.${name}` : 'access_records.status.unknown';
}

/** Refusals by an owner's own rule are ordinary; a blacklisted address is the one to look at. */
const STATUS_INTENTS: Record<AccessStatusName, Intent> = {
  served: 'success',
  restricted: 'warning',
  closed: 'none',
  expired: 'warning',
  blacklisted: 'danger',
  not_found: 'none',
  // An administrator's suspension: a sign of abuse the owner should see.
  suspended: 'danger',
  // The owner's destinations ran out: a visitor was met by the fallback page and should not be.
  no_destination: 'warning',
};

export function accessStatusIntent(status: number): Intent {
  const name = nameOf(AccessStatus, status);
  return name ? STATUS_INTENTS[name] : 'none';
}

export function carrierKey(carrier: number): MessageKey {
  const name: CarrierName | undefined = nameOf(Carrier, carrier);
  return name ? `access_records.carrier.${name}` : 'access_records.carrier.other';
}

function optionsOf(values: Record<string, number>, key: (value: number) => MessageKey): Option[] {
  return Object.values(values)
    .sort((a, b) => a - b)
    .map((value) => ({ value, labelKey: key(value) }));
}

/** Every access status as filter options, in their numeric order. */
export const ACCESS_STATUS_OPTIONS: Option[] = optionsOf(AccessStatus, accessStatusKey);
export const CARRIER_OPTIONS: Option[] = optionsOf(Carrier, carrierKey);

export function isAccessStatus(value: unknown): value is EnumValue<typeof AccessStatus> {
  return Object.values(AccessStatus).some((known) => known === value);
}

export function isCarrier(value: unknown): value is EnumValue<typeof Carrier> {
  return Object.values(Carrier).some((known) => known === value);
}

/**
 * Where a visitor was, as one short line: country, province, city, with repeats dropped (the
 * province of Beijing is Beijing).
 */
export function placeLine(visit: Pick<VisitLike, 'country' | 'province' | 'city'>): string {
  const parts: string[] = [];
  for (const part of [visit.country, visit.province, visit.city]) {
    const text = part.trim();
    if (text && !parts.includes(text)) parts.push(text);
  }
  return parts.join(' ');
}

/** What the visitor used: system and phone model, else the device kind and browser. */
export function deviceLine(visit: Pick<VisitLike, 'os' | 'model' | 'device' | 'browser'>): string {
  const primary = [visit.os, visit.model].map((part) => part.trim()).filter(Boolean);
  if (primary.length > 0) return primary.join(' · ');
  return [visit.device, visit.browser]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ');
}

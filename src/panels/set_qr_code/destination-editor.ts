import type { z } from 'zod';
import type { destinationInputSchema } from '../../../contract/areas/codes';
import type { CallOutput } from '../../../contract/calls';
import { isSafeDestinationUrl } from '../../../contract/rules';
import type { MessageKey } from '../../i18n/catalogues';
import { readableUrl } from '../../ui/readable-url';

export type SavedDestination = CallOutput<'qr_code_list/details'>['destinations'][number];
export type DestinationInput = z.input<typeof destinationInputSchema>;

/**
 * One destination row as the editor holds it. Existing destinations keep their `id`, so the server
 * keeps their visit counts; `expiresAt` is the value of a `datetime-local` field (local time).
 */
export type DestinationDraft = {
  /** React's key for the row; stays with the row when it moves. */
  key: string;
  id: number | null;
  url: string;
  title: string;
  /** Visits the destination serves before the next one; 0 = no limit. */
  threshold: number;
  weight: number;
  enabled: boolean;
  fallback: boolean;
  expiresAt: string;
  /** Visits served so far (0 for a new row). */
  visits: number;
  /** A link, or a picture of the image library shown on a landing page. */
  kind: 'url' | 'image';
  /** The chosen picture of an image destination (null until one is chosen). */
  image: DestinationImage | null;
  /** When the screening paused it (read-only: an administrator's release ends it). */
  screeningPausedAt: string | null;
  /** What its QR picture holds, read by the server on a bulk upload (read-only; shown on hover). */
  content: string | null;
};

/** A library picture as a destination row shows it. */
export type DestinationImage = { id: number; url: string; name: string };

export type DestinationAction =
  | { type: 'add' }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; by: -1 | 1 }
  | { type: 'move_to'; key: string; index: number }
  | { type: 'update'; key: string; patch: Partial<Omit<DestinationDraft, 'key' | 'id' | 'visits'>> }
  | { type: 'fallback'; key: string }
  | { type: 'reset'; drafts: DestinationDraft[] }
  /** Rows the server already saved (a bulk upload), added after the others. */
  | { type: 'append'; drafts: DestinationDraft[] }
  /** Fresh visit counts of saved rows, by destination id; nothing the reader typed changes. */
  | { type: 'visits'; visits: ReadonlyMap<number, number> };

let lastKey = 0;
const nextKey = () => `destination-${++lastKey}`;

export function newDestination(): DestinationDraft {
  return {
    key: nextKey(),
    id: null,
    url: '',
    title: '',
    threshold: 0,
    weight: 1,
    enabled: true,
    fallback: false,
    expiresAt: '',
    visits: 0,
    kind: 'url',
    image: null,
    screeningPausedAt: null,
    content: null,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as a `datetime-local` value in the viewer's time zone (`2026-05-01T09:30`). */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the viewer's time zone) as the ISO UTC time the server stores. */
export function localInputToIso(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function draftsFromSaved(saved: readonly SavedDestination[]): DestinationDraft[] {
  return [...saved]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((destination) => ({
      key: nextKey(),
      id: destination.id,
      url: readableUrl(destination.url ?? ''),
      title: destination.title,
      threshold: destination.threshold,
      weight: destination.weight,
      enabled: destination.enabled,
      fallback: destination.fallback,
      expiresAt: isoToLocalInput(destination.expires_at),
      visits: destination.visits,
      kind: destination.image_id === null ? 'url' : 'image',
      image:
        destination.image_id === null
          ? null
          : {
              id: destination.image_id,
              url: destination.image_url ?? '',
              name: destination.image_name ?? '',
            },
      screeningPausedAt: destination.screening_paused_at,
      content: destination.content,
    }));
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The destination list's state changes. A code always keeps at least one destination, and at most
 * one is marked as the fallback (choosing the marked one again clears the mark: the last
 * destination is then the fallback, as the server does).
 */
export function destinationsReducer(
  state: DestinationDraft[],
  action: DestinationAction,
): DestinationDraft[] {
  const index = 'key' in action ? state.findIndex((draft) => draft.key === action.key) : -1;
  switch (action.type) {
    case 'add':
      return [...state, newDestination()];
    case 'remove':
      return state.length <= 1 || index < 0 ? state : state.filter((draft) => draft.key !== action.key);
    case 'move':
      return index < 0 ? state : moved(state, index, index + action.by);
    case 'move_to':
      return index < 0 ? state : moved(state, index, Math.max(0, Math.min(state.length - 1, action.index)));
    case 'update':
      return state.map((draft) => (draft.key === action.key ? { ...draft, ...action.patch } : draft));
    case 'fallback':
      return state.map((draft) => ({
        ...draft,
        fallback: draft.key === action.key ? !draft.fallback : false,
      }));
    case 'reset':
      return action.drafts;
    case 'append':
      return [...state, ...action.drafts];
    case 'visits':
      return state.map((draft) => {
        const visits = draft.id === null ? undefined : action.visits.get(draft.id);
        return visits === undefined || visits === draft.visits ? draft : { ...draft, visits };
      });
  }
}

/** What the server receives: existing rows with their id, the expiry as ISO, image rows as images. */
export function destinationsInput(drafts: readonly DestinationDraft[]): DestinationInput[] {
  return drafts.map((draft) => ({
    ...(draft.id === null ? {} : { id: draft.id }),
    ...(draft.kind === 'url' ? { url: draft.url.trim() } : { image_id: draft.image?.id ?? 0 }),
    title: draft.title.trim(),
    threshold: draft.threshold,
    weight: draft.weight,
    enabled: draft.enabled,
    fallback: draft.fallback,
    expires_at: localInputToIso(draft.expiresAt),
  }));
}

/**
 * Checks the rows before sending, with the server's paths (`destinations.0.url`) so a server
 * refusal and a local one land on the same field.
 */
export function checkDestinations(drafts: readonly DestinationDraft[]): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {};
  if (drafts.length === 0) errors.destinations = 'code.destination_required';
  drafts.forEach((draft, index) => {
    const url = draft.url.trim();
    if (draft.kind === 'image') {
      if (draft.image === null) errors[`destinations.${index}.image_id`] = 'codes.image_required';
    } else if (url === '') errors[`destinations.${index}.url`] = 'codes.url_required';
    else if (!isSafeDestinationUrl(url)) errors[`destinations.${index}.url`] = 'code.url_scheme';
    if (!Number.isInteger(draft.threshold) || draft.threshold < 0)
      errors[`destinations.${index}.threshold`] = 'codes.threshold_invalid';
    if (!Number.isInteger(draft.weight) || draft.weight < 1 || draft.weight > 1000)
      errors[`destinations.${index}.weight`] = 'codes.weight_invalid';
    if (draft.expiresAt !== '' && localInputToIso(draft.expiresAt) === null)
      errors[`destinations.${index}.expires_at`] = 'codes.expiry_invalid';
  });
  return errors;
}

/**
 * A whole number typed into a numeric field: `blank` when the field is empty (no limit for a
 * threshold, a missing weight), NaN for anything but a whole number so the check can name it.
 */
export function wholeNumberField(value: number, text: string, blank: number): number {
  return text.trim() === '' ? blank : Number.isInteger(value) ? value : Number.NaN;
}

/** The step an arrow key moves a row by (up −1, down +1), or null for any other key. */
export function arrowStep(key: string): -1 | 1 | null {
  return key === 'ArrowUp' ? -1 : key === 'ArrowDown' ? 1 : null;
}

/** How much of its threshold a destination has used; owners are warned from 80 %. */
export const USAGE_WARNING_RATIO = 0.8;

export type Usage =
  | { kind: 'unlimited' }
  | { kind: 'limited'; ratio: number; level: 'ok' | 'warning' | 'full' };

export function destinationUsage(draft: Pick<DestinationDraft, 'threshold' | 'visits'>): Usage {
  if (draft.threshold <= 0) return { kind: 'unlimited' };
  const ratio = Math.min(1, draft.visits / draft.threshold);
  const level = draft.visits >= draft.threshold ? 'full' : ratio >= USAGE_WARNING_RATIO ? 'warning' : 'ok';
  return { kind: 'limited', ratio, level };
}

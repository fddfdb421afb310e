import { z } from 'zod';
import { call, isoTime, MAX_INT4, noOutput } from '../call';
import { jsonRecord, text } from '../text';

export const LAYOUT_NAME_MAX = 40;
/** A saved layout is a flexlayout JSON model; it is bounded so one user cannot fill the database. */
export const LAYOUT_MAX_BYTES = 64 * 1024;

const layoutName = text().trim().min(1).max(LAYOUT_NAME_MAX);

export const savedLayoutSchema = z.object({
  name: text(),
  /** Version of the layout format; the console migrates older versions when it loads one. */
  version: z.int().min(1).max(MAX_INT4),
  data: z.record(text(), z.unknown()),
  updated_at: isoTime,
});

export const layoutCalls = {
  'layout/inquire': call({
    summary: "The caller's saved workspace layouts and which one is active",
    effect: 'read',
    access: 'user',
    input: z.object({}),
    output: z.object({ list: z.array(savedLayoutSchema), active: text().nullable() }),
  }),
  'layout/save': call({
    summary: 'Save (create or replace) a named layout; optionally make it the active one',
    effect: 'write',
    audit: false,
    access: 'user',
    input: z.object({
      name: layoutName,
      version: z.int().min(1).max(MAX_INT4),
      data: jsonRecord().refine(
        (data) => JSON.stringify(data).length <= LAYOUT_MAX_BYTES,
        'layout.too_large',
      ),
      active: z.boolean().default(true),
    }),
    output: noOutput,
  }),
  'layout/remove': call({
    summary: 'Delete a named layout',
    effect: 'write',
    audit: false,
    access: 'user',
    input: z.object({ name: layoutName }),
    output: noOutput,
  }),
};

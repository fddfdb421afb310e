/**
 * The messages the public pages show (login, register, maintenance, not found, shared statistics)
 * with what they share (rules, errors, the language and theme buttons). A public page fetches only
 * these, about 2 kB instead of 40; the console fetches the whole catalogue on entering. The build
 * makes the public part of each catalogue from this list (`scripts/vite-public-messages.ts`), and
 * a unit test checks that every message the public pages name is in it.
 */
export const PUBLIC_MESSAGE_PREFIXES = [
  'app.',
  'error.',
  'language.',
  'login.',
  'maintain.',
  'not_found.',
  'register.',
  'rule.',
  'share.',
  'theme.',
] as const;

export const PUBLIC_MESSAGE_KEYS = [
  'command.language_switch',
  'command.menu_toggle_mode',
  'command.theme_toggle',
  'menu.toggle_mode',
  'shell.language_button',
  // The share page says which zone its time is in (SPEC §11).
  'time_zone.shown',
  'ui.select_open',
] as const;

export function isPublicMessage(key: string): boolean {
  return (
    PUBLIC_MESSAGE_PREFIXES.some((prefix) => key.startsWith(prefix)) ||
    (PUBLIC_MESSAGE_KEYS as readonly string[]).includes(key)
  );
}

/** The public part of a catalogue. */
export function publicPart(catalogue: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => isPublicMessage(key)));
}

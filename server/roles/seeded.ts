import type { Locale } from '../../contract/enums';
import { seededText, seededTextToStore } from '../i18n';

/**
 * The seeded roles; their keys never change, their names and grants are editable. A name here is
 * the zh-CN entry of `role.seeded.<key>`: a role still under it is named in each reader's language.
 */
export const SEEDED_ROLES = [
  { key: 'super_admin', name: '超级管理员', isSuper: true, scope: 'platform' },
  { key: 'administrator', name: '管理员', isSuper: false, scope: 'platform' },
  { key: 'agent', name: '代理', isSuper: false, scope: 'customer' },
  { key: 'default', name: '默认角色', isSuper: false, scope: 'customer' },
] as const;

type NamedRole = { key: string | null; name: string };

function seededName(key: string | null) {
  const role = SEEDED_ROLES.find((seeded) => seeded.key === key);
  return role && { text: role.name, key: `role.seeded.${role.key}` };
}

/** A role's name for a reader: a seeded role never renamed in the reader's language. */
export function roleNameFor(locale: Locale, role: NamedRole): string {
  const seeded = seededName(role.key);
  return seeded ? seededText(locale, role.name, seeded) : role.name;
}

/**
 * The seeded roles a reader finds by `keyword`, as they read their names: each still under its
 * seeded name (a renamed one is found by the name it has).
 */
export function seededRolesMatching(locale: Locale, keyword: string): NamedRole[] {
  const wanted = keyword.toLocaleLowerCase(locale);
  return SEEDED_ROLES.filter((role) =>
    roleNameFor(locale, role).toLocaleLowerCase(locale).includes(wanted),
  ).map((role) => ({ key: role.key, name: role.name }));
}

/** The name to store when a role is renamed to `typed` (its seeded name in any language keeps the default). */
export function roleNameToStore(key: string | null, typed: string): string {
  const seeded = seededName(key);
  return seeded ? seededTextToStore(typed, seeded) : typed;
}

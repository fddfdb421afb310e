import type { Suggestion } from '../../ui/resource/types';

/** A log type as the dictionary (`log_type`) names it. */
export type NamedType = { key: string; name: string };

/**
 * The types the log can hold: a row's type is the module of the call that wrote it, and only
 * audited writes are logged, so these are the modules of those calls in the call table.
 */
export function writeModules(table: Record<string, { effect: 'read' | 'write'; audit?: false }>): string[] {
  const modules = Object.entries(table)
    .filter(([, spec]) => spec.effect === 'write' && spec.audit !== false)
    .map(([path]) => path.split('/')[0] ?? path);
  return [...new Set(modules)].sort();
}

/**
 * Suggestions of the type filter: the dictionary's types with their names first, then the other
 * modules that can write, labelled by `label` (the menu name) when it knows one.
 */
export function typeSuggestions(
  named: readonly NamedType[],
  modules: readonly string[],
  label: (key: string) => string | undefined,
): Suggestion[] {
  const seen = new Set<string>();
  const suggestions: Suggestion[] = [];
  for (const type of named) {
    if (seen.has(type.key)) continue;
    seen.add(type.key);
    suggestions.push({ value: type.key, label: type.name });
  }
  for (const module of modules) {
    if (seen.has(module)) continue;
    seen.add(module);
    suggestions.push({ value: module, label: label(module) ?? module });
  }
  return suggestions;
}

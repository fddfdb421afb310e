import type { IconName } from '@blueprintjs/icons';
import type { ComponentType } from 'react';
import type { MessageKey } from '../../i18n/catalogues';

/** What every panel component receives from the docked layout. */
export type PanelProps = {
  /** The layout tab hosting this instance; several instances of one panel have different tab ids. */
  tabId: string;
  /** The tab's saved configuration, starting from the descriptor's `defaultConfig`. */
  config: Record<string, unknown>;
};

/** The menu pages that have a title in the catalogues (`menu.<page>`): the only ids a panel may take. */
export type MenuPage = MessageKey extends infer Key
  ? Key extends `menu.${infer Page}`
    ? Page
    : never
  : never;

/**
 * One menu page of the console. The registry holds one descriptor per built panel; the layout
 * factory, the menu, the hash routes and the palette all read it, so a panel exists in exactly one
 * place.
 */
export type PanelDescriptor<Id extends string = string> = {
  /** The SPEC page name (`qr_code_list`). Saved layouts refer to it, so it never changes. */
  id: Id;
  /** Catalogue key of the panel's title in tabs and in the palette: always `menu.<id>`. */
  titleKey: MessageKey;
  icon: IconName;
  /** The menu page path that grants the panel: always its id, since a panel is a menu page. */
  permission: Id;
  /** Loads the panel's own chunk on first use, so the shell stays small. */
  load: () => Promise<{ default: ComponentType<PanelProps> }>;
  /** Configuration of a freshly opened tab. */
  defaultConfig: Record<string, unknown>;
  /** Opening a singleton again focuses the open tab instead of adding another. */
  singleton: boolean;
  /**
   * Catalogue key of a comma-separated list of other words the palette finds the panel by, in
   * each language: what the panel is about when its title does not say (e.g. "IP" for a page
   * listing visitors' addresses).
   */
  keywordsKey?: MessageKey;
};

/** What a panel folder writes; the rest of its descriptor follows from the id. */
export type PanelSpec<Id extends MenuPage> = Pick<PanelDescriptor<Id>, 'id' | 'icon' | 'load'> &
  Partial<Pick<PanelDescriptor<Id>, 'defaultConfig' | 'singleton' | 'keywordsKey'>>;

/**
 * A panel's descriptor from the least it must say: title and permission come from the id, so
 * they cannot drift from it; a panel is a singleton with an empty configuration unless it says
 * otherwise.
 */
export function panel<const Id extends MenuPage>(spec: PanelSpec<Id>): PanelDescriptor<Id> {
  return {
    titleKey: `menu.${spec.id}` as MessageKey,
    permission: spec.id,
    defaultConfig: {},
    singleton: true,
    ...spec,
  };
}

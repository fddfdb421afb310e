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

/**
 * One menu page of the console. The registry holds one descriptor per built panel; the layout
 * factory, the menu, the hash routes and the palette all read it, so a panel exists in exactly one
 * place.
 */
export type PanelDescriptor = {
  /** The SPEC page name (`qr_code_list`). Saved layouts refer to it, so it never changes. */
  id: string;
  /** Catalogue key of the panel's title in tabs and in the palette. */
  titleKey: MessageKey;
  icon: IconName;
  /** The menu page path that grants the panel; a user whose menu lacks it cannot open it. */
  permission: string;
  /** Loads the panel's own chunk on first use, so the shell stays small. */
  load: () => Promise<{ default: ComponentType<PanelProps> }>;
  /** Configuration of a freshly opened tab. */
  defaultConfig: Record<string, unknown>;
  /** Opening a singleton again focuses the open tab instead of adding another. */
  singleton: boolean;
};

import type { IconName } from '@blueprintjs/icons';
import type { MessageKey } from '../../i18n/catalogues';
import type { Action } from '../palette/keymap';

/** One console action: what the palette lists and what its keyboard shortcut runs. */
export type Command = {
  action: Action;
  titleKey: MessageKey;
  icon: IconName;
  /** Catalogue key of a comma-separated list of other words the palette finds the action by. */
  keywordsKey?: MessageKey;
  /** Left out of the palette when it cannot do anything now (no panel to close…). */
  isAvailable?(): boolean;
  run(): void | Promise<void>;
};

import { type HotkeyConfig, useHotkeys } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { commands, runAction } from '../commands';
import { keymap } from './keymap';

/** Binds every keymap combo to its action; Blueprint's "?" dialog lists them. */
export function GlobalHotkeys() {
  const intl = useIntl();
  const hotkeys = useMemo<HotkeyConfig[]>(() => {
    const group = intl.formatMessage({ id: 'shell.hotkeys_group' });
    return Object.values(commands).flatMap((command) =>
      keymap[command.action].map((combo) => ({
        combo,
        group,
        global: true,
        allowInInput: true,
        preventDefault: true,
        label: intl.formatMessage({ id: command.titleKey }),
        onKeyDown: () => runAction(command.action),
      })),
    );
  }, [intl]);
  useHotkeys(hotkeys);
  return null;
}

import type { Action } from '../palette/keymap';
import { openAccessLogCommand } from './access-log-commands';
import { newCodeCommand } from './code-commands';
import type { Command } from './command';
import { saveLayoutCommand, switchLayoutCommand } from './layout-commands';
import { openPaletteCommand } from './palette-commands';
import {
  closePanelCommand,
  maximizePanelCommand,
  nextPanelCommand,
  previousPanelCommand,
  splitPanelCommand,
} from './panel-commands';
import { switchLanguageCommand, toggleMenuModeCommand, toggleThemeCommand } from './preference-commands';
import { logoutCommand } from './session-commands';

/** Every action's command; typed as a record so no action of the keymap lacks one. */
export const commands: Record<Action, Command> = {
  'palette.open': openPaletteCommand,
  'panel.close': closePanelCommand,
  'panel.split': splitPanelCommand,
  'panel.maximize': maximizePanelCommand,
  'panel.next': nextPanelCommand,
  'panel.previous': previousPanelCommand,
  'theme.toggle': toggleThemeCommand,
  'language.switch': switchLanguageCommand,
  'layout.switch': switchLayoutCommand,
  'layout.save': saveLayoutCommand,
  'menu.toggle_mode': toggleMenuModeCommand,
  'session.logout': logoutCommand,
  'code.new': newCodeCommand,
  'access_log.open': openAccessLogCommand,
};

/** Runs an action by name: the palette, the hotkeys and the menus all go through here. */
export function runAction(action: Action): void {
  void commands[action].run();
}

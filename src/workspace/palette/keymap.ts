/**
 * Every console action that has a keyboard path. A `"namespace.verb"` union, so the keymap and the
 * command table below are checked by the compiler: an action without a binding does not build.
 */
export type Action =
  | 'palette.open'
  | 'panel.close'
  | 'panel.split'
  | 'panel.maximize'
  | 'panel.next'
  | 'panel.previous'
  | 'theme.toggle'
  | 'language.switch'
  | 'layout.switch'
  | 'layout.save'
  | 'menu.toggle_mode'
  | 'session.logout'
  | 'code.new'
  | 'access_log.open';

/**
 * Blueprint combo strings (`mod` is ⌘ on macOS, Ctrl elsewhere). Alt combos avoid the browser's
 * own Ctrl shortcuts (Ctrl+W, Ctrl+T, Ctrl+Tab cannot be taken from the browser).
 */
export const keymap: Record<Action, string[]> = {
  'palette.open': ['mod+k'],
  'panel.close': ['alt+w'],
  'panel.split': ['alt+\\'],
  'panel.maximize': ['alt+m'],
  'panel.next': ['alt+]'],
  'panel.previous': ['alt+['],
  'theme.toggle': ['alt+shift+t'],
  'language.switch': ['alt+shift+l'],
  'layout.switch': ['alt+shift+o'],
  'layout.save': ['alt+shift+s'],
  'menu.toggle_mode': ['alt+shift+m'],
  'session.logout': ['alt+shift+q'],
  'code.new': ['alt+shift+n'],
  // Rarely wanted: found in the palette, not worth a combo of its own.
  'access_log.open': [],
};

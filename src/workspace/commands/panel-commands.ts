import { focusedPanelAtom } from '../../core/layout/layout-atoms';
import { appStore } from '../../core/store';
import {
  closeFocusedPanel,
  maximizeFocusedPanel,
  nextPanel,
  previousPanel,
  splitFocusedPanel,
} from '../layout/workspace-layout';
import type { Command } from './command';

const hasFocusedPanel = () => appStore.get(focusedPanelAtom) !== null;

export const closePanelCommand: Command = {
  action: 'panel.close',
  titleKey: 'command.panel_close',
  icon: 'cross',
  isAvailable: hasFocusedPanel,
  run: closeFocusedPanel,
};

/** Docks the focused panel beside its tabset: docking without a mouse. */
export const splitPanelCommand: Command = {
  action: 'panel.split',
  titleKey: 'command.panel_split',
  icon: 'split-columns',
  isAvailable: hasFocusedPanel,
  run: splitFocusedPanel,
};

export const maximizePanelCommand: Command = {
  action: 'panel.maximize',
  titleKey: 'command.panel_maximize',
  icon: 'maximize',
  isAvailable: hasFocusedPanel,
  run: maximizeFocusedPanel,
};

export const nextPanelCommand: Command = {
  action: 'panel.next',
  titleKey: 'command.panel_next',
  icon: 'chevron-right',
  isAvailable: hasFocusedPanel,
  run: nextPanel,
};

export const previousPanelCommand: Command = {
  action: 'panel.previous',
  titleKey: 'command.panel_previous',
  icon: 'chevron-left',
  isAvailable: hasFocusedPanel,
  run: previousPanel,
};

import { signOut } from '../session/sign-in';
import type { Command } from './command';

export const logoutCommand: Command = {
  action: 'session.logout',
  titleKey: 'command.session_logout',
  icon: 'log-out',
  run: signOut,
};

import { ACCESS_LOG_HREF } from '../../panels/update_password/query-key';
import type { Command } from './command';

/**
 * Opens the public access-log page (SPEC §6) beside the console: the place an owner looks up which
 * visitor IPs reached a code, and a page no menu entry leads to.
 */
export const openAccessLogCommand: Command = {
  action: 'access_log.open',
  titleKey: 'command.access_log_open',
  keywordsKey: 'command_keywords.access_log_open',
  icon: 'search-template',
  run: () => {
    window.open(ACCESS_LOG_HREF, '_blank', 'noopener');
  },
};

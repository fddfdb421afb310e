import type { Calls } from '../../contract/calls';
import type { Handlers } from '../http/handlers';
import { languageListHandlers } from './language';
import { layoutHandlers } from './layout';
import { menuHandlers } from './menu';
import { messageHandlers, messageListHandlers } from './message';
import { platformHandlers } from './platform';
import { passwordHandlers, sessionHandlers } from './session';
import { systemHandlers } from './system';

/** Every handler, keyed by its contract path; the compiler insists that none is missing. */
export const handlers: Handlers<Calls> = {
  ...systemHandlers,
  ...sessionHandlers,
  ...passwordHandlers,
  ...menuHandlers,
  ...layoutHandlers,
  ...messageHandlers,
  ...messageListHandlers,
  ...platformHandlers,
  ...languageListHandlers,
};

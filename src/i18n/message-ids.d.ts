import type { MessageKey } from './catalogues';

/** Makes react-intl reject message ids that the catalogues do not have, at compile time. */
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey;
    }
  }
}

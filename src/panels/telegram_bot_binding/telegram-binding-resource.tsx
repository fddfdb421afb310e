import { formatTime } from '../../ui/format';
import type { ResourceDefinition } from '../../ui/resource/types';

/**
 * Every Telegram binding (SPEC §8), for administrators granted the list: the Telegram user, the
 * platform account it belongs to, the chat alerts go to, and since when. Unbinding (one row or the
 * picked ones) asks first: those users get no more alerts until they bind again.
 */
export const telegramBindingResource: ResourceDefinition<'telegram_bot_binding/inquire'> = {
  id: 'telegram_bot_binding',
  inquire: 'telegram_bot_binding/inquire',
  filters: [{ kind: 'search', name: 'keyword', placeholderKey: 'telegram_ui.search' }],
  columns: [
    {
      key: 'nick_name',
      titleKey: 'telegram_ui.telegram_user',
      sortValue: (row) => row.nick_name,
      render: (row) => (
        <>
          {row.nick_name || '—'}
          {row.username && <span className="lc-telegram-username"> @{row.username}</span>}
        </>
      ),
    },
    { key: 'language_code', titleKey: 'telegram_ui.language_code', width: 90 },
    {
      key: 'account',
      titleKey: 'telegram_ui.account',
      width: 180,
      sortValue: (row) => row.account,
      render: (row) => (
        <>
          {row.account}
          {row.name && row.name !== row.account && (
            <span className="lc-telegram-username"> · {row.name}</span>
          )}
        </>
      ),
    },
    {
      key: 'chat_id',
      titleKey: 'telegram_ui.chat_id',
      width: 140,
      render: (row) => <code className="lc-code-cell">{row.chat_id}</code>,
    },
    {
      key: 'bound_at',
      titleKey: 'telegram_ui.bound_at',
      width: 150,
      sortValue: (row) => row.bound_at,
      render: (row, intl) => formatTime(intl, row.bound_at),
    },
  ],
  batchActions: [
    {
      call: 'telegram_bot_binding/unbind',
      icon: 'disable',
      intent: 'danger',
      labelKey: 'telegram_ui.unbind_selected',
      rowLabelKey: 'telegram_ui.unbind',
      confirm: { messageKey: 'telegram_ui.unbind_question', confirmKey: 'telegram_ui.unbind' },
      doneMessage: (_result, rows, intl) => ({
        kind: 'success',
        message: intl.formatMessage({ id: 'telegram_ui.unbound' }, { count: rows.length }),
      }),
    },
  ],
  empty: { titleKey: 'telegram_ui.list_empty_title', descriptionKey: 'telegram_ui.list_empty_description' },
  rowLabel: (row) => (row.username ? `@${row.username}` : row.nick_name || row.account),
};

import './telegram.css';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCan } from '../../core/permissions/use-can';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { MyTelegramCard } from './MyTelegramCard';
import { telegramBindingResource } from './telegram-binding-resource';

/**
 * SPEC `telegram_bot_binding`: every user's own binding on top; below it, for those granted
 * `telegram_bot_binding/inquire`, everyone's bindings. The reader's own change shows in the list
 * at once (the list is read anew).
 */
export default function TelegramBindingPanel() {
  const canList = useCan('telegram_bot_binding/inquire');
  const [listVersion, setListVersion] = useState(0);
  const titleId = useId();
  return (
    <div className="lc-telegram">
      <MyTelegramCard onChanged={() => setListVersion((version) => version + 1)} />
      {canList && (
        <section className="lc-telegram-all" aria-labelledby={titleId}>
          <h6 id={titleId} className="lc-telegram-all-title">
            <FormattedMessage id="telegram_ui.list_title" />
          </h6>
          <ResourcePanel key={listVersion} definition={telegramBindingResource} />
        </section>
      )}
    </div>
  );
}

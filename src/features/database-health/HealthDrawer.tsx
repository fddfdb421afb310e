import { Callout, Classes, Drawer } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';
import { useIsMobile } from '../../ui/responsive';

/**
 * One listed backend in full, beside the list: every field and the whole statement. It follows
 * its row across refreshes; once the row is gone (the statement finished, the backend ended) it
 * says so and keeps what it last showed.
 */
export function HealthDrawer({
  isOpen,
  onClose,
  titleKey,
  gone,
  goneKey,
  actions,
  children,
}: {
  isOpen: boolean;
  onClose(): void;
  titleKey: MessageKey;
  /** The row is no longer in the latest answer. */
  gone: boolean;
  /** What the detail says once its row is gone: the wait is over, the statement finished. */
  goneKey: MessageKey;
  /** The signal buttons, when the caller may send any. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  const mobile = useIsMobile();
  return (
    // No backdrop: the list stays usable, and clicking another row shows that row instead.
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      title={intl.formatMessage({ id: titleKey })}
      icon="database"
      size={mobile ? '100%' : 560}
      hasBackdrop={mobile}
      canOutsideClickClose={mobile}
      enforceFocus={false}
      className="lc-detail-drawer"
    >
      <div className={`${Classes.DRAWER_BODY} lc-detail-body lc-db-detail`}>
        {gone && (
          <Callout intent="success" icon="tick" className="lc-db-gone">
            <FormattedMessage id={goneKey} />
          </Callout>
        )}
        {actions && !gone && <div className="lc-db-detail-actions">{actions}</div>}
        {children}
      </div>
    </Drawer>
  );
}

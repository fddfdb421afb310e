import './reveal-once.css';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';
import { useDialogStyle } from '../../ui/dialog';
import { CopyButton } from '../codes/CopyButton';

/**
 * The one sight of a credential the server keeps no readable copy of (an API key, a webhook's
 * signing secret): a warning, the value in a read-only field with a copy button, and a close
 * button that says it was saved. Neither Escape nor a click outside closes it by accident.
 */
export function RevealOnceDialog({
  inputId,
  value,
  titleKey,
  warningKey,
  labelKey,
  copyKey,
  closeKey,
  onClose,
}: {
  /** The field's element id (tests and stories find the value by it). */
  inputId: string;
  value: string;
  titleKey: MessageKey;
  warningKey: MessageKey;
  labelKey: MessageKey;
  copyKey: MessageKey;
  closeKey: MessageKey;
  onClose(): void;
}) {
  const intl = useIntl();
  const style = useDialogStyle();
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={intl.formatMessage({ id: titleKey })}
      icon="key"
      style={style}
      canOutsideClickClose={false}
      canEscapeKeyClose={false}
    >
      <DialogBody>
        <Callout intent="warning" icon="warning-sign" role="status">
          <FormattedMessage id={warningKey} />
        </Callout>
        <FormGroup label={intl.formatMessage({ id: labelKey })} labelFor={inputId} className="lc-reveal-once">
          <div className="lc-reveal-once-line">
            <InputGroup
              id={inputId}
              readOnly
              fill
              value={value}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton text={value} label={intl.formatMessage({ id: copyKey })} />
          </div>
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={<Button intent="primary" onClick={onClose} text={<FormattedMessage id={closeKey} />} />}
      />
    </Dialog>
  );
}

import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type CallOutput, calls } from '../../../contract/calls';
import { api } from '../../core/api/api';
import { CopyButton } from '../../features/codes/CopyButton';
import { useDialogStyle } from '../../ui/dialog';
import { ResourceForm } from '../../ui/resource/ResourceForm';
import { keyFields, newKeyDefaults } from './code-api-resource';

/**
 * The one sight of a new key: the server keeps only its hash, so it is shown here once, with a
 * copy button, and dropped from memory when the dialog closes.
 */
export function KeyRevealDialog({ apiKey, onClose }: { apiKey: string; onClose(): void }) {
  const intl = useIntl();
  const style = useDialogStyle();
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={intl.formatMessage({ id: 'code_api.created_title' })}
      icon="key"
      style={style}
      canOutsideClickClose={false}
      canEscapeKeyClose={false}
    >
      <DialogBody>
        <Callout intent="warning" icon="warning-sign" role="status">
          <FormattedMessage id="code_api.created_warning" />
        </Callout>
        <FormGroup
          label={intl.formatMessage({ id: 'code_api.key' })}
          labelFor="code-api-new-key"
          className="lc-code-api-key"
        >
          <div className="lc-code-api-key-line">
            <InputGroup
              id="code-api-new-key"
              readOnly
              fill
              value={apiKey}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton text={apiKey} label={intl.formatMessage({ id: 'code_api.copy_key' })} />
          </div>
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <Button intent="primary" onClick={onClose} text={<FormattedMessage id="code_api.copied_close" />} />
        }
      />
    </Dialog>
  );
}

/** The new-key form; its answer, the key, goes to the reveal dialog and nowhere else. */
export function NewKeyDialog({ onClose, onCreated }: { onClose(): void; onCreated(): void }) {
  const intl = useIntl();
  const [apiKey, setApiKey] = useState<string | null>(null);
  if (apiKey !== null) return <KeyRevealDialog apiKey={apiKey} onClose={onClose} />;
  return (
    <ResourceForm
      isOpen
      title={intl.formatMessage({ id: 'code_api.add_title' })}
      submitText={intl.formatMessage({ id: 'code_api.create' })}
      fields={keyFields}
      initial={{ ...newKeyDefaults }}
      schema={calls['code_api/add'].input}
      submit={async (input) => {
        const answer = (await api.callByPath('code_api/add', input)) as CallOutput<'code_api/add'>;
        setApiKey(answer.key);
        return answer;
      }}
      savedMessage={() => intl.formatMessage({ id: 'code_api.created' })}
      onClose={onClose}
      onSaved={onCreated}
    />
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type CallOutput, calls } from '../../../contract/calls';
import { api } from '../../core/api/api';
import { RevealOnceDialog } from '../../features/secrets/RevealOnceDialog';
import { ResourceForm } from '../../ui/resource/ResourceForm';
import { keyFields, newKeyDefaults } from './code-api-resource';

/**
 * The one sight of a new key: the server keeps only its hash, so it is shown here once, with a
 * copy button, and dropped from memory when the dialog closes.
 */
export function KeyRevealDialog({ apiKey, onClose }: { apiKey: string; onClose(): void }) {
  return (
    <RevealOnceDialog
      inputId="code-api-new-key"
      value={apiKey}
      titleKey="code_api.created_title"
      warningKey="code_api.created_warning"
      labelKey="code_api.key"
      copyKey="code_api.copy_key"
      closeKey="code_api.copied_close"
      onClose={onClose}
    />
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

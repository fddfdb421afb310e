import { RevealOnceDialog } from '../../features/secrets/RevealOnceDialog';

/**
 * The one sight of a signing secret, after adding an endpoint or rotating its secret: the server
 * answers it once (it keeps it sealed), so it is shown here and dropped when the dialog closes.
 */
export function SecretDialog({ secret, onClose }: { secret: string; onClose(): void }) {
  return (
    <RevealOnceDialog
      inputId="webhook-secret"
      value={secret}
      titleKey="webhook.secret_title"
      warningKey="webhook.secret_warning"
      labelKey="webhook.secret"
      copyKey="webhook.copy_secret"
      closeKey="webhook.copied_close"
      onClose={onClose}
    />
  );
}

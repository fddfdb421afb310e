import { Button, Tooltip } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { showToast } from '../../core/toaster';
import { copyText } from './copy-text';

/** A small button that copies a code's link (or any text) and says so. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const intl = useIntl();
  const name = label ?? intl.formatMessage({ id: 'codes.copy_link' });
  return (
    <Tooltip content={name} placement="top" hoverOpenDelay={400}>
      <Button
        variant="minimal"
        size="small"
        icon="duplicate"
        aria-label={name}
        data-action="codes.copy"
        onClick={async () => {
          const copied = await copyText(text);
          showToast(
            copied ? 'success' : 'error',
            intl.formatMessage({ id: copied ? 'codes.copied' : 'codes.copy_failed' }),
          );
        }}
      />
    </Tooltip>
  );
}

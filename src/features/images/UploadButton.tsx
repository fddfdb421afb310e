import { Button } from '@blueprintjs/core';
import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { UPLOAD } from '../../../contract/areas/images';
import type { UploadProgress } from './use-image-upload';

export type UploadButtonProps = {
  progress: UploadProgress;
  onFiles(files: File[]): void;
  intent?: 'primary' | 'none';
};

/** Opens the file chooser for pictures (several at once); while uploading it counts them. */
export function UploadButton({ progress, onFiles, intent = 'primary' }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={UPLOAD.mimeTypes.join(',')}
        data-testid="image-upload-input"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // The same file chosen again must fire a change too.
          event.currentTarget.value = '';
          onFiles(files);
        }}
      />
      <Button
        icon="upload"
        intent={intent}
        disabled={progress !== null}
        data-action={UPLOAD.permission}
        onClick={() => input.current?.click()}
      >
        {progress ? (
          <FormattedMessage id="images.uploading" values={{ done: progress.done, total: progress.total }} />
        ) : (
          <FormattedMessage id="images.upload" />
        )}
      </Button>
    </>
  );
}

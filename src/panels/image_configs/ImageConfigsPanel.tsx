import { type DragEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { UPLOAD } from '../../../contract/areas/images';
import { useCan } from '../../core/permissions/use-can';
import { UploadButton } from '../../features/images/UploadButton';
import { useImageUpload } from '../../features/images/use-image-upload';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { imageResource } from './image-resource';

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The image library: the described list (rename, delete, search, pages) with an upload button;
 * pictures dropped anywhere on the panel are uploaded as well.
 */
export default function ImageConfigsPanel() {
  const intl = useIntl();
  const canUpload = useCan(UPLOAD.permission);
  // The list's reload, handed over by the resource panel at each render.
  const reloadList = useRef(() => {});
  const { upload, progress } = useImageUpload(() => reloadList.current());
  const [dropping, setDropping] = useState(false);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer shortcut; the upload button does the same from the keyboard
    <div
      className={`lc-image-drop${dropping ? ' lc-image-drop-active' : ''}`}
      data-drop-label={intl.formatMessage({ id: 'images.drop_here' })}
      onDragOver={(event) => {
        if (!canUpload || !hasFiles(event)) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={(event) => {
        if (!canUpload || !hasFiles(event)) return;
        event.preventDefault();
        setDropping(false);
        void upload([...event.dataTransfer.files]);
      }}
    >
      <ResourcePanel
        definition={imageResource}
        actions={(reload) => {
          reloadList.current = reload;
          return canUpload ? (
            <UploadButton progress={progress} onFiles={(files) => void upload(files)} />
          ) : null;
        }}
      />
    </div>
  );
}

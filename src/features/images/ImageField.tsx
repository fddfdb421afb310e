import { Icon } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCan } from '../../core/permissions/use-can';
import type { MessageKey } from '../../i18n/catalogues';
import type { ColumnDef, CustomFieldProps, FieldDef, FormValues } from '../../ui/resource/types';
import { ImagePicker } from './ImagePicker';
import { ImageThumb } from './ImageThumb';
import type { ImageRef } from './search-images';
import { UploadButton } from './UploadButton';
import { useImageUpload } from './use-image-upload';

type ImageFieldSpec = {
  /** The input field that takes the image's id (`image_id`). */
  name: string;
  labelKey: MessageKey;
  /** Where the record's current picture is served (the row's `image_url`), for its preview. */
  urlOf(values: FormValues): unknown;
  helperKey?: MessageKey;
};

/**
 * A described form's picture: uploaded on the spot, or picked from the reader's library when they
 * may browse it. The value is the image's id; the form shows the picture it stands for.
 */
export function imageField({ name, labelKey, urlOf, helperKey }: ImageFieldSpec): FieldDef {
  return {
    name,
    labelKey,
    kind: 'custom',
    required: true,
    ...(helperKey ? { helperKey } : {}),
    render: (props) => {
      const url = urlOf(props.values);
      return <ImageFieldInput {...props} initialUrl={typeof url === 'string' ? url : undefined} />;
    },
  };
}

function ImageFieldInput({
  id,
  value,
  invalid,
  onChange,
  initialUrl,
}: CustomFieldProps & { initialUrl?: string }) {
  const intl = useIntl();
  const [picked, setPicked] = useState<ImageRef | null>(
    typeof value === 'number' && initialUrl ? { id: value, name: '', url: initialUrl } : null,
  );
  const choose = (image: ImageRef | null) => {
    setPicked(image);
    onChange(image?.id);
  };
  const { upload, progress } = useImageUpload((images) => choose(images[0] ?? null));
  const canPick = useCan('image_configs/inquire');
  return (
    <div id={id} className={`lc-image-field${invalid ? ' lc-image-field-invalid' : ''}`}>
      {picked ? (
        <ImageThumb url={picked.url} alt={picked.name} size={48} />
      ) : (
        <span className="lc-image-field-none">
          <Icon icon="media" size={20} />
        </span>
      )}
      <UploadButton intent="none" progress={progress} onFiles={(files) => void upload(files.slice(0, 1))} />
      {canPick && (
        <ImagePicker
          className="lc-image-field-picker"
          selected={picked?.name ? picked : null}
          onSelect={choose}
          placeholder={intl.formatMessage({ id: 'images.pick_placeholder' })}
        />
      )}
    </div>
  );
}

/** A row's picture as a thumbnail column. */
export function imageColumn<Row>(titleKey: MessageKey, urlOf: (row: Row) => string): ColumnDef<Row> {
  return {
    key: 'image',
    titleKey,
    width: 64,
    render: (row) => <ImageThumb url={urlOf(row)} alt="" size={40} />,
  };
}

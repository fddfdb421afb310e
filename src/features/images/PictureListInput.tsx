import './images.css';
import { Button } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { UPLOAD } from '../../../contract/areas/images';
import { useCan } from '../../core/permissions/use-can';
import type { MessageKey } from '../../i18n/catalogues';
import type { ColumnDef, CustomFieldProps, FieldDef } from '../../ui/resource/types';
import { ImagePicker } from './ImagePicker';
import { ImageThumb } from './ImageThumb';
import { UploadButton } from './UploadButton';
import { useImageUpload } from './use-image-upload';

type PictureListInputProps = CustomFieldProps & {
  /** How many pictures the field keeps. */
  max: number;
  /** One picture as a plain address ('' for none) instead of a list. */
  single?: boolean;
};

const asAddresses = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value !== '' ? [value] : [];

/**
 * Pictures of a record (a product's covers) by their addresses, in order: each shown with buttons
 * to move it earlier or drop it, and new ones picked from the reader's library or uploaded into it.
 */
export function PictureListInput({ id, value, onChange, max, single = false }: PictureListInputProps) {
  const intl = useIntl();
  const canUpload = useCan(UPLOAD.permission);
  const addresses = asAddresses(value);
  const save = (next: string[]) => onChange(single ? (next.at(-1) ?? '') : next.slice(0, max));
  const { upload, progress } = useImageUpload((images) =>
    save([...addresses, ...images.map((image) => image.url)]),
  );
  const full = !single && addresses.length >= max;
  return (
    <div className="lc-picture-list" id={id}>
      {addresses.map((address, index) => (
        <div className="lc-picture-list-item" key={address}>
          <a href={address} target="_blank" rel="noreferrer">
            <ImageThumb url={address} alt="" size={56} />
          </a>
          {index > 0 && (
            <Button
              size="small"
              variant="minimal"
              icon="arrow-left"
              aria-label={intl.formatMessage({ id: 'pictures.move_earlier' })}
              onClick={() => save(addresses.toSpliced(index - 1, 2, address, addresses[index - 1] as string))}
            />
          )}
          <Button
            size="small"
            variant="minimal"
            icon="cross"
            aria-label={intl.formatMessage({ id: 'action.delete' })}
            onClick={() => save(addresses.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      {!full && (
        <div className="lc-picture-list-add">
          <ImagePicker
            selected={null}
            placeholder={intl.formatMessage({ id: 'pictures.pick' })}
            onSelect={(image) => image && save([...addresses, image.url])}
          />
          {canUpload && (
            <UploadButton intent="none" progress={progress} onFiles={(files) => void upload(files)} />
          )}
        </div>
      )}
    </div>
  );
}

type PictureFieldOptions = { name: string; labelKey: MessageKey; helperKey?: MessageKey };

/** A described form field holding up to `max` picture addresses, in order. */
export function pictureListField({ max, ...field }: PictureFieldOptions & { max: number }): FieldDef {
  return {
    ...field,
    kind: 'custom',
    wide: true,
    render: (props) => <PictureListInput {...props} max={max} />,
  };
}

/** A described form field holding one picture address ('' for none), e.g. an icon. */
export function pictureField(field: PictureFieldOptions): FieldDef {
  return {
    ...field,
    kind: 'custom',
    wide: true,
    render: (props) => <PictureListInput {...props} max={1} single />,
  };
}

/** A column showing a record's picture, or the first of its pictures, as a thumbnail. */
export function pictureColumn<Row>(key: keyof Row & string, titleKey: MessageKey): ColumnDef<Row> {
  return {
    key,
    titleKey,
    width: 64,
    render: (row) => {
      const [first] = asAddresses(row[key]);
      return first ? <ImageThumb url={first} alt="" size={36} /> : '—';
    },
  };
}

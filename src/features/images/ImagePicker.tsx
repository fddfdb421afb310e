import { RemotePicker } from '../codes/RemotePicker';
import { ImageThumb } from './ImageThumb';
import { type ImageRef, type LibraryImage, searchImages } from './search-images';

export type ImagePickerProps = {
  selected: ImageRef | null;
  onSelect(image: ImageRef | null): void;
  placeholder: string;
  /** Which pictures to offer; the whole library by default. */
  search?(keyword: string): Promise<LibraryImage[]>;
  className?: string;
};

/** Picks one of the caller's library pictures by name, each shown with its thumbnail and size. */
export function ImagePicker({ search = searchImages, ...props }: ImagePickerProps) {
  return (
    <RemotePicker<ImageRef>
      {...props}
      search={search}
      label={(image) => image.name}
      hint={(image) => (image.width ? `${image.width}×${image.height}` : '')}
      icon={(image) => <ImageThumb url={image.url} alt="" size={24} />}
    />
  );
}

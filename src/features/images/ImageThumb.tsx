import './images.css';

/** A library picture at thumbnail size, kept whole (letterboxed) on a checkered ground. */
export function ImageThumb({ url, alt, size = 32 }: { url: string; alt: string; size?: number }) {
  return (
    <img
      className="lc-image-thumb"
      src={url}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}

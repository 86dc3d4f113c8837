import { imageSource, imageSrcSet, type StoredImage } from '../../api/public.ts';
import { CARD_SIZES } from '../../components/public/image-sizes.ts';

// A picture in a box of fixed proportions, so nothing below it moves while it loads; a quiet
// tint stands in when there is no picture.

export function CoverImage({
  image,
  alt,
  ratio = 'aspect-[3/2]',
  sizes = CARD_SIZES,
  eager = false,
  className = '',
}: {
  image: StoredImage | null | undefined;
  alt: string;
  ratio?: string;
  sizes?: string;
  eager?: boolean;
  className?: string;
}) {
  const src = imageSource(image, eager ? 'lg' : 'sm');
  return (
    <div className={`${ratio} overflow-hidden bg-accent-50 ${className}`}>
      {src && (
        <img
          src={src}
          srcSet={imageSrcSet(image)}
          sizes={sizes}
          alt={alt}
          width={eager ? 1280 : 480}
          height={eager ? 853 : 320}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          className="size-full object-cover"
        />
      )}
    </div>
  );
}

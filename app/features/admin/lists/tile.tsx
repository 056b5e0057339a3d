/** A category's or theme's tile image, beside its value. */
import { imageUrl } from '../../../../domain/catalog';

export function Tile({ image, size = 56 }: { image: string | null; size?: number }) {
  if (!image) return null;
  return (
    <img
      src={imageUrl(image)}
      alt=""
      width={size}
      height={size}
      className="shrink-0 border border-line bg-sand object-cover"
      style={{ width: size, height: size }}
    />
  );
}

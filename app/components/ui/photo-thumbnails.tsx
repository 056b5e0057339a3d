/**
 * Photos a shopper sent (a return's photos of a faulty piece), as a row of square thumbnails, each a
 * link that opens the photo at full size in a new tab. Each link names its photo for a keyboard or a
 * screen reader ("Photo 2 of 3, full size"), since a picture alone is a link without words (WCAG 2.4.4).
 */
interface PhotoThumbnailsProps {
  /** The photos' addresses (already the checking route's, never a public path). */
  photos: readonly string[];
  /** What the photos show, for their alternative text. */
  alt: string;
  /** The thumbnails' width and height, in CSS pixels. */
  size?: 80 | 128;
}

const BOX = { 80: 'h-20 w-20', 128: 'h-32 w-32' } as const;

export function PhotoThumbnails({ photos, alt, size = 128 }: PhotoThumbnailsProps) {
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3">
      {photos.map((photo, i) => (
        <li key={photo}>
          <a
            href={photo}
            target="_blank"
            rel="noreferrer"
            aria-label={`Photo ${i + 1} of ${photos.length}, full size`}
            className="block bg-sand outline-offset-2 hover:opacity-90"
          >
            <img src={photo} alt={alt} width={size} height={size} loading="lazy" className={`${BOX[size]} object-cover`} />
          </a>
        </li>
      ))}
    </ul>
  );
}

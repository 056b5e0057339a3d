import { StarIcon } from '../../components/icons';
import { starsWords } from '../../../domain/ranking.ts';

/**
 * Five stars, filled to the nearest whole star, with the rating written beside them; with `count`
 * (a product's published reviews), how many reviews too.
 */
export function RatingStars({ rating, count, className = '' }: { rating: number; count?: number; className?: string }) {
  const filled = Math.round(rating);
  const label = count === undefined ? `Rated ${rating.toFixed(1)} out of 5` : starsWords({ average: rating, count });
  return (
    <p className={`flex items-center gap-2 ${className}`}>
      <span className="flex text-gold" role="img" aria-label={label}>
        {[1, 2, 3, 4, 5].map((star) => (
          <StarIcon key={star} filled={star <= filled} className="h-4 w-4" />
        ))}
      </span>
      <span className="text-sm tabular-nums text-muted" aria-hidden="true">
        {rating.toFixed(1)}
        {count === undefined ? null : ` (${count} ${count === 1 ? 'review' : 'reviews'})`}
      </span>
    </p>
  );
}

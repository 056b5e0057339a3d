import { StarIcon } from '../../components/icons';

/** Five stars, filled to the nearest whole star, with the rating written beside them. */
export function RatingStars({ rating, className = '' }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <p className={`flex items-center gap-2 ${className}`}>
      <span className="flex text-gold" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
        {[1, 2, 3, 4, 5].map((star) => (
          <StarIcon key={star} filled={star <= filled} className="h-4 w-4" />
        ))}
      </span>
      <span className="text-sm tabular-nums text-muted" aria-hidden="true">
        {rating.toFixed(1)}
      </span>
    </p>
  );
}

/** The arrows and dots every home carousel uses, so they look and read the same. */
import { ChevronIcon } from '../../components/icons';

export function ArrowButton({
  direction,
  label,
  onClick,
  className = '',
}: {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`grid h-11 w-11 place-items-center rounded-full border border-ink/10 bg-ivory/85 text-ink shadow-sm backdrop-blur transition hover:bg-ivory hover:text-gold-dark ${className}`}
    >
      <ChevronIcon direction={direction === 'previous' ? 'left' : 'right'} className="h-5 w-5" />
    </button>
  );
}

export function Dots({
  count,
  current,
  onSelect,
  labelFor,
  tone = 'light',
  className = '',
}: {
  count: number;
  current: number;
  onSelect: (index: number) => void;
  labelFor: (index: number) => string;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const idle = tone === 'dark' ? 'bg-ivory/50 group-hover:bg-ivory' : 'bg-ink/25 group-hover:bg-ink/60';
  const active = tone === 'dark' ? 'w-6 bg-ivory' : 'w-6 bg-ink';
  return (
    <div className={`flex items-center justify-center ${className}`}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          onClick={() => onSelect(index)}
          aria-label={labelFor(index)}
          aria-current={index === current ? 'true' : undefined}
          className="group grid h-7 min-w-7 place-items-center px-1"
        >
          <span
            className={`block h-1.5 rounded-full transition-all duration-300 motion-reduce:transition-none ${index === current ? active : `w-1.5 ${idle}`}`}
          />
        </button>
      ))}
    </div>
  );
}

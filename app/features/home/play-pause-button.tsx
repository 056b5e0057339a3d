/** Stops or restarts a carousel's automatic movement (WCAG 2.2.2: moving content can be paused). */
export function PlayPauseButton({ playing, onToggle, tone = 'light' }: { playing: boolean; onToggle: () => void; tone?: 'light' | 'dark' }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={playing ? 'Stop automatic slide show' : 'Start automatic slide show'}
      className={`grid h-7 w-7 place-items-center rounded-full border transition ${
        tone === 'dark' ? 'border-ivory/40 text-ivory hover:border-ivory' : 'border-ink/20 text-ink hover:border-ink'
      }`}
    >
      <svg viewBox="0 0 12 12" className="h-2.5 w-2.5" fill="currentColor" aria-hidden>
        {playing ? (
          <>
            <rect x="2" y="1.5" width="2.6" height="9" rx=".5" />
            <rect x="7.4" y="1.5" width="2.6" height="9" rx=".5" />
          </>
        ) : (
          <path d="M3 1.5v9l7.5-4.5z" />
        )}
      </svg>
    </button>
  );
}

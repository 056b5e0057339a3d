/** The four promises under the buttons, each with a small drawn icon. */
import { useShop } from '../../lib/root-data';

const BADGES = [
  {
    label: '6-Month Warranty',
    icon: <path d="M12 3 5 6v5c0 4.4 3 8.3 7 9.5 4-1.2 7-5.1 7-9.5V6l-7-3Z M9 12l2 2 4-4" />,
  },
  {
    // No label of its own: the owner's returns policy says it (useShop().returns.badge, "Easy 30-day returns").
    label: null,
    icon: <path d="M4 9h11a5 5 0 0 1 0 10H8 M8 5 4 9l4 4" />,
  },
  {
    label: 'Lifetime Plating',
    icon: (
      <path d="M12 3v3 M12 18v3 M3 12h3 M18 12h3 M5.6 5.6l2.1 2.1 M16.3 16.3l2.1 2.1 M5.6 18.4l2.1-2.1 M16.3 7.7l2.1-2.1 M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z" />
    ),
  },
  {
    label: '925 Fine Silver',
    icon: <path d="M6 4h12l3 5-9 11L3 9l3-5Z M3 9h18 M9 4l3 5 3-5 M12 9v11" />,
  },
];

export function TrustBadges() {
  const { returns } = useShop();
  return (
    <ul aria-label="Our promises" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {BADGES.map((badge) => (
        <li key={badge.label ?? 'returns'} className="flex flex-col items-center gap-2 bg-sand/70 px-2 py-3 text-center text-xs leading-snug">
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.4}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            className="h-6 w-6 text-gold-dark"
          >
            {badge.icon}
          </svg>
          {badge.label ?? returns.badge}
        </li>
      ))}
    </ul>
  );
}

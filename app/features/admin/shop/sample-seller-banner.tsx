/** The back office's reminder while the papers and e-mails print the environment's first defaults: the owner checks and saves them, anyone else tells the owner. */
import { Link } from 'react-router';
import { SELLER_MESSAGES } from '../../../../domain/seller';

export function SampleSellerBanner({ isOwner, onSettingsPage = false }: { isOwner: boolean; onSettingsPage?: boolean }) {
  return (
    <p role="status" className="border border-amber-700/40 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <strong className="font-semibold">Seller details to check.</strong> {SELLER_MESSAGES.sampleDetails}{' '}
      {onSettingsPage ? (
        'Check them below and save.'
      ) : isOwner ? (
        <Link to="/admin/settings/shop" className="font-semibold underline underline-offset-2">
          Check them in shop settings
        </Link>
      ) : (
        'Ask the shop’s owner to check them.'
      )}
    </p>
  );
}

/** The back office's reminder while bank transfer shows the sample shop's details: the owner replaces them, anyone else tells the owner. */
import { Link } from 'react-router';
import { BANK_TRANSFER_MESSAGES } from '../../../../domain/payment';

export function SampleDetailsBanner({ isOwner, onSettingsPage = false }: { isOwner: boolean; onSettingsPage?: boolean }) {
  return (
    <p role="status" className="border border-amber-700/40 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <strong className="font-semibold">Sample details to replace.</strong> {BANK_TRANSFER_MESSAGES.sampleDetails}{' '}
      {onSettingsPage ? null : isOwner ? (
        <Link to="/admin/settings/payments" className="font-semibold underline underline-offset-2">
          Replace them in payment settings
        </Link>
      ) : (
        'Ask the shop’s owner to replace them.'
      )}
    </p>
  );
}

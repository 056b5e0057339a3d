import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  /** The question, as the dialog's heading: "Cancel order #1042?". */
  title: string;
  /** What saying yes does, under the question. */
  children?: ReactNode;
  /** The words of yes and of no, each saying what it does ("Yes, cancel order", "Keep order"). */
  confirmLabel: string;
  cancelLabel: string;
  /** Called when yes is pressed, once the dialog has closed. */
  onConfirm: () => void;
  /** Called once the dialog has closed, by either button, Escape or the backdrop: unmount it then. */
  onClose: () => void;
}

/**
 * A question before something that cannot be undone (cancelling an order, deleting an address):
 * a modal `Dialog` named by its question, yes first and no under it, both full width so a thumb
 * meets either. No is the safe way out, and Escape and the backdrop take it too.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} onClose={onClose}>
      {(close) => (
        <div className="p-8">
          <h2 id={titleId} className="text-3xl">
            {title}
          </h2>
          {children}
          <div className="mt-8 flex flex-col gap-3">
            <Button
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
            <Button variant="secondary" onClick={close}>
              {cancelLabel}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

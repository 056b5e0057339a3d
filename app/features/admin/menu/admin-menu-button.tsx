/**
 * The back office's menu below the lg breakpoint: one button that opens the grouped menu in a
 * drawer (a modal dialog: focus stays inside, Escape, the backdrop or the close button close it,
 * focus returns to the button). Following a link closes it, even to the page already shown.
 */
import { useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../../components/icons';
import { Dialog } from '../../../components/ui/dialog';

export function AdminMenuButton({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const buttonRef = useRef<HTMLButtonElement>(null);

  const hide = () => {
    setOpenAt(null);
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpenAt(key)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="-ml-2 flex items-center gap-2 p-2 text-xs font-semibold tracking-[0.2em] hover:text-gold lg:hidden"
      >
        <MenuIcon className="h-5 w-5" />
        MENU
      </button>
      {open ? (
        <Dialog label="Back office menu" layout="drawer" onClose={hide}>
          {(close) => (
            <div className="flex h-full flex-col">
              <div className="flex items-center justify-between border-b border-line px-5 py-3">
                <span className="text-xs font-semibold tracking-[0.2em] text-muted">BACK OFFICE</span>
                <button type="button" onClick={close} aria-label="Close menu" className="-mr-2 p-2 hover:text-gold-dark">
                  <CloseIcon className="h-6 w-6" />
                </button>
              </div>
              <div className="flex-1 overflow-y-auto overscroll-contain px-3 py-4">{children}</div>
            </div>
          )}
        </Dialog>
      ) : null}
    </>
  );
}

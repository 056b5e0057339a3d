/**
 * A button that copies a text to the clipboard and says so beside it ("Copied to the clipboard.")
 * for a few seconds, in a polite live region a screen reader reads too; the button's own words stay
 * as they are, so its name matches what is seen. When the browser refuses
 * (no permission, an insecure page) it says so instead, so the person knows to copy by hand.
 */
import { useEffect, useState } from 'react';
import { smallButtonClass } from './button-class';

const SAID_FOR_MS = 2500;

interface CopyButtonProps {
  /** What is copied. */
  text: string;
  /** The button's words ("COPY ALL"). */
  label: string;
  /** What the button copies, for a screen reader ("Copy the recovery codes"), when the words alone do not say it. */
  accessibleLabel?: string;
}

export function CopyButton({ text, label, accessibleLabel }: CopyButtonProps) {
  const [said, setSaid] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), SAID_FOR_MS);
    return () => clearTimeout(timer);
  }, [said]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid('copied');
    } catch {
      setSaid('failed');
    }
  };

  return (
    <span className="inline-flex items-center gap-3">
      <button type="button" onClick={copy} aria-label={accessibleLabel} className={smallButtonClass()}>
        {label}
      </button>
      <span role="status" className="text-xs text-muted">
        {said === 'copied' ? 'Copied to the clipboard.' : said === 'failed' ? 'Could not copy: select the text and copy it by hand.' : ''}
      </span>
    </span>
  );
}

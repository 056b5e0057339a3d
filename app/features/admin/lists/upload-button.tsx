/** A new tile image for a category or theme: chosen with a file picker and sent to the image upload. */
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { callApi } from '../../../lib/api';
import { smallButtonClass } from '../../../components/ui/button-class';

const UPLOAD_MESSAGES = {
  offline: 'The image could not be sent: check the connection and try again.',
  failed: 'The image could not be stored. Please try again.',
} as const;

/** Sends a photo to the image upload and answers its stored name, or the reason it failed. */
export async function uploadTile(file: File): Promise<{ file: string } | { problem: string }> {
  const body = new FormData();
  body.append('image', file);
  const answer = await callApi('POST /api/admin/images', { body });
  if (answer.ok) return { file: answer.data.file };
  return { problem: answer.message ?? (answer.status === 0 ? UPLOAD_MESSAGES.offline : UPLOAD_MESSAGES.failed) };
}

/** A file picker behind a real button, so a keyboard reaches it like any other control. */
export function UploadButton({ label, onFile, disabled }: { label: ReactNode; onFile: (file: File) => void; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <input ref={input} type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={choose} />
      <button type="button" className={smallButtonClass()} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </button>
    </>
  );
}

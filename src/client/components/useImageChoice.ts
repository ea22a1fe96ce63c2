import { useState } from 'react';

/**
 * The image of an admin dialog, for its ImageUploadField: the file chosen, and whether the admin was told that one
 * is needed (adding needs one; editing keeps the current image when none is chosen).
 */
export function useImageChoice(required: boolean) {
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  return {
    file,
    /** Whether the dialog says the image is needed; choosing one takes the message away. */
    missing,
    /** The field's onChange. */
    choose(next: File | null) {
      setFile(next);
      if (next) setMissing(false);
    },
    /** At submit: true when the image lets the form go; otherwise the field says it is needed. */
    check(): boolean {
      const ok = !required || file !== null;
      setMissing(!ok);
      return ok;
    },
  };
}

import { useEffect, useRef, useState, type ChangeEvent } from 'react';

import Avatar from '@/components/dashboard/Avatar';
import FormSuccess from '@/components/about/FormSuccess';
import Field from '@/components/forms/Field';
import { fileControlClass } from '@/components/forms/FileField';
import { dangerButton, primaryButton } from '@/components/profile/buttons';
import { apiError } from '@/lib/api/clients';
import { call } from '@/lib/contracts/client';
import { PROFILE_API, type ProfileRole } from '@/lib/contracts/profile';
import { IMAGE_ACCEPT, imageFileProblem } from '@/lib/validations/profile';

interface Props {
  accountRole: ProfileRole;
  profileImage: string | null;
  onChanged: () => unknown;
}

/** Choose a picture (checked here with the server's messages), preview it, upload it; or remove the current one. */
export default function PhotoSection({ accountRole, profileImage, onChanged }: Props) {
  const input = useRef<HTMLInputElement>(null);
  // The chosen file and an object URL for its preview, made when it is chosen.
  const [chosenFile, setChosenFile] = useState<{ file: File; url: string } | null>(null);
  const file = chosenFile?.file ?? null;
  const preview = chosenFile?.url ?? null;
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  // Each preview URL is released once another file replaces it, or the section goes away.
  useEffect(() => {
    if (!chosenFile) return;
    return () => URL.revokeObjectURL(chosenFile.url);
  }, [chosenFile]);

  function setFile(next: File | null) {
    setChosenFile(next ? { file: next, url: URL.createObjectURL(next) } : null);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setSuccess('');
    const problem = chosen ? await imageFileProblem(chosen) : null;
    setError(problem ?? '');
    setFile(problem ? null : chosen);
  }

  function reset() {
    setFile(null);
    if (input.current) input.current.value = '';
  }

  async function upload() {
    if (!file || busy) return;
    const data = new FormData();
    data.set('image', file, file.name);
    setBusy('upload');
    setError('');
    try {
      const response = await call(PROFILE_API[accountRole].image, data);
      reset();
      setSuccess(response.message);
      await onChanged();
    } catch (failure) {
      const { message, errors } = apiError(failure);
      setError(errors.image ?? message);
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (busy) return;
    setBusy('remove');
    setError('');
    try {
      const response = await call(PROFILE_API[accountRole].imageRemoved);
      reset();
      setSuccess(response.message);
      await onChanged();
    } catch (failure) {
      setError(apiError(failure).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <Avatar
        src={preview ?? profileImage}
        size={96}
        alt={preview ? 'Preview of the new picture' : 'Your profile picture'}
        className="h-24 w-24"
      />
      <div className="min-w-0 flex-1 space-y-3">
        <Field label="Choose a picture" hint="JPEG, PNG or WebP, up to 5 MB. It is cropped to a square." error={error}>
          {(control) => (
            <input
              {...control}
              ref={input}
              type="file"
              name="image"
              accept={IMAGE_ACCEPT}
              onChange={(event) => void choose(event)}
              className={fileControlClass(Boolean(error))}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => void upload()}
            disabled={!file || busy !== null}
            aria-busy={busy === 'upload' || undefined}
            className={primaryButton}
          >
            {busy === 'upload' ? 'Uploading…' : 'Upload picture'}
          </button>
          {profileImage && (
            <button
              type="button"
              onClick={() => void remove()}
              disabled={busy !== null}
              aria-busy={busy === 'remove' || undefined}
              className={dangerButton}
            >
              {busy === 'remove' ? 'Removing…' : 'Remove picture'}
            </button>
          )}
        </div>
        <FormSuccess message={success} />
      </div>
    </div>
  );
}

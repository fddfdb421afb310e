import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { api, errorMessage } from '../../core/api/api';
import { showToast } from '../../core/toaster';
import { type LibraryImage, uploadRefusal } from './search-images';

export type UploadProgress = { done: number; total: number } | null;

/**
 * Uploads pictures one after another into the library: files refused before sending (too large,
 * not a picture) and files the server refuses are named in an error toast, the others are kept.
 */
export function useImageUpload(onUploaded: (images: LibraryImage[]) => void) {
  const intl = useIntl();
  const [progress, setProgress] = useState<UploadProgress>(null);

  const upload = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const kept: LibraryImage[] = [];
      setProgress({ done: 0, total: files.length });
      const refused = (file: File, reason: string) =>
        showToast('error', intl.formatMessage({ id: 'images.upload_failed' }, { file: file.name, reason }));
      for (const [index, file] of files.entries()) {
        const refusal = uploadRefusal(file);
        if (refusal) refused(file, refusal);
        else {
          try {
            kept.push(await api.upload(file));
          } catch (error) {
            refused(file, errorMessage(error));
          }
        }
        setProgress({ done: index + 1, total: files.length });
      }
      setProgress(null);
      if (kept.length > 0) {
        showToast('success', intl.formatMessage({ id: 'images.uploaded' }, { count: kept.length }));
        onUploaded(kept);
      }
    },
    [intl, onUploaded],
  );
  return { upload, progress };
}

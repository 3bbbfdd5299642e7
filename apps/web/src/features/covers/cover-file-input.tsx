import { ImageUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Checks the browser can make before sending (the server checks again, from the bytes). */
export function fileProblem(file: File, kind: 'cover' | 'reference'): string | null {
  const max = kind === 'cover' ? 15 : 10;
  if (kind === 'cover' && !['image/png', 'image/jpeg'].includes(file.type)) return 'covers.create.onlyPngJpg';
  if (kind === 'reference' && !file.type.startsWith('image/')) return 'covers.create.notAnImage';
  if (file.size >= max * 1024 * 1024)
    return kind === 'cover' ? 'covers.create.tooLarge' : 'covers.create.referenceTooLarge';
  return null;
}

/** A file field with its preview and the upload progress bar. */
export function CoverFileInput({
  kind,
  file,
  onFile,
  progress,
}: {
  kind: 'cover' | 'reference';
  file: File | null;
  onFile: (f: File | null) => void;
  progress: number | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const preview = file ? URL.createObjectURL(file) : null;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t(kind === 'cover' ? 'covers.create.fileLabel' : 'covers.create.referenceLabel')}
      </label>
      <label
        htmlFor={id}
        className="grid cursor-pointer justify-items-center gap-2 rounded-2xl border-2 border-dashed border-input bg-muted/50 p-4 text-center hover:bg-accent"
      >
        {preview ? (
          <img
            src={preview}
            alt=""
            className="max-h-56 rounded-lg object-contain"
            onLoad={() => URL.revokeObjectURL(preview)}
          />
        ) : (
          <ImageUp className="size-10 text-primary" aria-hidden />
        )}
        <span className="text-sm text-muted-foreground">{file ? file.name : 'PNG · JPG'}</span>
      </label>
      <input
        id={id}
        type="file"
        accept={kind === 'cover' ? 'image/png,image/jpeg' : 'image/*'}
        className="sr-only"
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
      {progress !== null && (
        <div className="grid gap-1" aria-live="polite">
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-label={t('covers.create.uploading', { percent: progress })}
            className="h-2.5 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width]"
              style={{ width: `${progress}%` }}
            />
          </div>
          <span className="text-sm text-muted-foreground">
            {t('covers.create.uploading', { percent: progress })}
          </span>
        </div>
      )}
    </div>
  );
}

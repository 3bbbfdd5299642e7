import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { referenceProblem } from './characters-api';

/** Image → image: one PNG/JPG under 10 MB, previewed locally; refused at once with the spec's message. */
export function ReferencePicker({
  file,
  onChange,
}: {
  file: File | null;
  onChange: (f: File | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <div className="grid gap-2">
      <span className="text-sm font-semibold">{t('characters.reference')}</span>
      <div className="flex flex-wrap items-center gap-3">
        {preview && <img src={preview} alt="" className="size-20 rounded-xl border object-cover" />}
        <label
          htmlFor={id}
          className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-input bg-card px-4 font-semibold hover:bg-accent focus-within:ring-2 focus-within:ring-ring"
        >
          <ImagePlus className="size-4" aria-hidden />
          {t('characters.referenceChoose')}
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            aria-describedby={`${id}-note`}
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              e.target.value = '';
              if (!f) return;
              const problem = referenceProblem(f);
              setError(problem && t(`characters.${problem}`));
              onChange(problem ? null : f);
            }}
          />
        </label>
        {file && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            <X aria-hidden />
            {t('characters.referenceRemove')}
          </Button>
        )}
      </div>
      <p
        id={`${id}-note`}
        className={`text-sm ${error ? 'text-destructive' : 'text-muted-foreground'}`}
        role={error ? 'alert' : undefined}
      >
        {error ?? t('characters.referenceHint')}
      </p>
    </div>
  );
}

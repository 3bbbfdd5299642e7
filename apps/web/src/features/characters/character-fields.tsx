import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field';
import type { CheckState } from '../../lib/use-content-check';
import type { CharacterDetails } from './characters-api';

export const STYLES = ['storybook', 'cartoon', 'watercolor', 'anime', 'pixel', 'realistic'] as const;

function TextArea({
  label,
  hint,
  ...props
}: { label: string; hint?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="min-h-24 w-full resize-y rounded-xl border border-input bg-card px-3 py-2.5 text-base placeholder:text-muted-foreground"
        {...props}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

function CheckNote({ check }: { check: CheckState }) {
  const { t } = useTranslation();
  if (check.state === 'idle') return null;
  const [Icon, text, tone] =
    check.state === 'checking'
      ? [Loader2, t('characters.checkPending'), 'text-muted-foreground']
      : check.state === 'valid'
        ? [CheckCircle2, t('characters.checkValid'), 'text-emerald-700 dark:text-emerald-400']
        : check.state === 'invalid'
          ? [XCircle, `${t('characters.checkInvalid')}: ${check.reason}`, 'text-destructive']
          : [XCircle, t('characters.checkFailed'), 'text-destructive'];
  return (
    <p className={`flex items-center gap-1.5 text-sm ${tone}`} role="status">
      <Icon className={`size-4 shrink-0 ${check.state === 'checking' ? 'animate-spin' : ''}`} aria-hidden />
      {text}
    </p>
  );
}

/** Name, description (with its live content check), appearance, personality and style. */
export function CharacterFields(props: {
  value: CharacterDetails;
  onChange: (patch: Partial<CharacterDetails>) => void;
  check: CheckState;
}) {
  const { t } = useTranslation();
  const { value: v, onChange } = props;
  const styleId = useId();
  return (
    <div className="grid gap-4">
      <Field
        label={t('characters.name')}
        placeholder={t('characters.namePlaceholder')}
        value={v.name}
        maxLength={60}
        required
        onChange={(e) => onChange({ name: e.target.value })}
      />
      <div className="grid gap-1.5">
        <TextArea
          label={t('characters.description')}
          placeholder={t('characters.descriptionPlaceholder')}
          value={v.description}
          maxLength={1000}
          required
          onChange={(e) => onChange({ description: e.target.value })}
        />
        <CheckNote check={props.check} />
      </div>
      <TextArea
        label={t('characters.appearance')}
        placeholder={t('characters.appearancePlaceholder')}
        hint={t('characters.appearanceHint')}
        value={v.appearance}
        maxLength={1000}
        onChange={(e) => onChange({ appearance: e.target.value })}
      />
      <TextArea
        label={t('characters.personality')}
        placeholder={t('characters.personalityPlaceholder')}
        hint={t('characters.personalityHint')}
        value={v.personality}
        maxLength={1000}
        onChange={(e) => onChange({ personality: e.target.value })}
      />
      <div className="grid gap-1.5">
        <label htmlFor={styleId} className="text-sm font-semibold">
          {t('characters.style')}
        </label>
        <select
          id={styleId}
          value={v.style}
          onChange={(e) => onChange({ style: e.target.value })}
          className="h-11 w-full rounded-xl border border-input bg-card px-3 text-base"
        >
          {STYLES.map((s) => (
            <option key={s} value={s}>
              {t(`characters.styles.${s}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

import { PAGE_LAYOUTS, type PageLayout } from '@bookloom/core';
import { ArrowLeft, ArrowRight, ImagePlus, Plus, RefreshCw, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { CheckNote } from './check-flag';
import type { EditorPage, EditorState } from './editor-api';

/** Long labels wrap on a narrow screen instead of widening the page. */
const WRAP = 'h-auto min-h-9 whitespace-normal py-1.5 text-left';

type Actions = {
  onText: (text: string) => void;
  onLayout: (layout: PageLayout) => void;
  onMove: (to: number) => void;
  onAdd: (withPicture: boolean) => void;
  onDelete: () => void;
  onRegenerate: (what: 'image' | 'text', instruction: string) => void;
  onUpload: (file: File) => void;
  onRestore: (version: number) => void;
};

/** The selected page's text and actions. */
export function PagePanel({
  state,
  page,
  index,
  draft,
  overflow,
  busy,
  history,
  ...a
}: Actions & {
  state: EditorState;
  page: EditorPage;
  index: number;
  draft: string;
  overflow: boolean;
  busy: boolean;
  history: React.ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [instruction, setInstruction] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const count = state.pages.length;
  const cost = state.costs.regenerate;
  const regenerating = page.regenerating;
  return (
    <div className="grid gap-4" data-testid="page-panel">
      <div className="grid gap-1">
        <label htmlFor={`${id}-text`} className="font-semibold">
          {t('bookEditor.text')} · {t('bookEditor.pageN', { n: index + 1 })}
        </label>
        <textarea
          id={`${id}-text`}
          value={draft}
          maxLength={state.limits.maxText}
          onChange={(e) => a.onText(e.target.value)}
          rows={6}
          aria-invalid={overflow || undefined}
          aria-describedby={overflow ? `${id}-over` : undefined}
          className="min-h-32 w-full rounded-xl border border-input bg-card p-3 text-base"
          data-testid="page-text"
        />
        {overflow && (
          <p
            id={`${id}-over`}
            role="alert"
            className="text-sm font-semibold text-destructive"
            data-testid="overflow"
          >
            {t('bookEditor.overflow')}
          </p>
        )}
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-layout`} className="font-semibold">
          {t('bookEditor.layout')}
        </label>
        <select
          id={`${id}-layout`}
          value={page.page.layout}
          onChange={(e) => a.onLayout(e.target.value as PageLayout)}
          className="h-11 rounded-xl border border-input bg-card px-3"
          data-testid="page-layout"
        >
          {PAGE_LAYOUTS.map((l) => (
            <option key={l} value={l}>
              {t(`bookEditor.layouts.${l}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={busy || index === 0}
          onClick={() => a.onMove(index - 1)}
        >
          <ArrowLeft aria-hidden />
          {t('bookEditor.moveLeft')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || index === count - 1}
          onClick={() => a.onMove(index + 1)}
        >
          <ArrowRight aria-hidden />
          {t('bookEditor.moveRight')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className={WRAP}
          disabled={busy || count >= state.limits.maxPages}
          onClick={() => a.onAdd(false)}
        >
          <Plus aria-hidden />
          {t('bookEditor.addPage')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className={WRAP}
          disabled={busy || count >= state.limits.maxPages}
          onClick={() => a.onAdd(true)}
        >
          <ImagePlus aria-hidden />
          {t('bookEditor.addPicturePage', { credits: cost })}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || count <= state.limits.minPages}
          onClick={() => window.confirm(t('bookEditor.confirmDelete', { n: index + 1 })) && a.onDelete()}
        >
          <Trash2 aria-hidden />
          {t('bookEditor.deletePage')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        {t('bookEditor.limits', { min: state.limits.minPages, max: state.limits.maxPages })}
      </p>
      <CheckNote page={page} />
      <fieldset className="grid gap-2 rounded-xl border p-3">
        <legend className="px-1 font-semibold">{t('bookEditor.regenerate')}</legend>
        <label htmlFor={`${id}-instr`} className="text-sm">
          {t('bookEditor.instruction')}
        </label>
        <input
          id={`${id}-instr`}
          value={instruction}
          maxLength={300}
          onChange={(e) => setInstruction(e.target.value)}
          placeholder={t('bookEditor.instructionPlaceholder')}
          className="h-10 rounded-lg border border-input bg-card px-3"
          data-testid="instruction"
        />
        <p className="text-xs text-muted-foreground">{t('bookEditor.cost', { credits: cost })}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={busy || regenerating}
            onClick={() => a.onRegenerate('image', instruction)}
          >
            <RefreshCw className={regenerating ? 'animate-spin' : undefined} aria-hidden />
            {regenerating ? t('bookEditor.regenerating') : t('bookEditor.regenerateImage')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy || regenerating}
            onClick={() => a.onRegenerate('text', instruction)}
          >
            <RefreshCw aria-hidden />
            {t('bookEditor.regenerateText')}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => file.current?.click()}>
            <Upload aria-hidden />
            {t('bookEditor.upload')}
          </Button>
          <input
            ref={file}
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = '';
              if (f) a.onUpload(f);
            }}
          />
        </div>
      </fieldset>
      {history}
    </div>
  );
}

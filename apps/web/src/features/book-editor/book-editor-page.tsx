import type { PageLayout } from '@bookloom/core';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ChevronLeft, ChevronRight, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClass } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DetailsForm } from './details-form';
import { type EditorState, editorKey, isStale, useEditorActions, useEditorState } from './editor-api';
import { ExportNote } from './export-note';
import { PageHistory } from './page-history';
import { PagePanel } from './page-panel';
import { PageStrip } from './page-strip';
import { SpreadView } from './spread-view';
import { pageOverflows } from './text-fit';

const SAVE_DELAY_MS = 400;

/** /books/:id/edit — the book as printed, page by page, saved on the server as you go. */
export default function BookEditorPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const query = useEditorState(id);
  useDocumentTitle(
    query.data ? t('bookEditor.title', { title: query.data.book.title }) : t('bookEditor.loading'),
  );
  if (query.isPending)
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-20">
        <Loader2 className="size-5 animate-spin text-primary" aria-hidden />
        {t('bookEditor.loading')}
      </p>
    );
  if (query.isError || !query.data)
    return (
      <div role="alert" className="mx-auto grid max-w-md gap-4 py-20 text-center">
        <p className="flex items-center justify-center gap-2 text-destructive">
          <AlertTriangle className="size-5" aria-hidden />
          {query.error?.message ?? t('bookEditor.loadFailed')}
        </p>
        <Link to="/my-books" className={buttonClass({ variant: 'outline' })}>
          {t('bookEditor.back')}
        </Link>
      </div>
    );
  return <Editor state={query.data} />;
}

function Editor({ state }: { state: EditorState }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const id = state.book.id;
  const actions = useEditorActions(id);
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<{ id: number; text: string } | null>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'stale'>('idle');
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<(() => void) | null>(null);
  const chain = useRef(Promise.resolve());
  const count = state.pages.length;
  const at = Math.min(index, count - 1);
  const page = state.pages[at];
  const draftText = draft && draft.id === page.id ? draft.text : (page.page.text ?? '');

  const fail = useCallback((e: unknown) => {
    // A stale version is explained by the banner (in the app's language); other errors by the server's message.
    if (isStale(e)) return setStatus('stale');
    setStatus('idle');
    toast.error((e as Error).message);
  }, []);

  /** Saves go one at a time, each with the page's latest version. */
  const saveText = useCallback(
    (pageId: number, text: string) => {
      chain.current = chain.current.then(async () => {
        const cur = qc.getQueryData<EditorState>(editorKey(id))?.pages.find((p) => p.id === pageId);
        if (!cur || (cur.page.text ?? '') === text) return;
        setStatus('saving');
        try {
          await actions.patchPage(cur, { text });
          setStatus('saved');
        } catch (e) {
          fail(e);
        }
      });
    },
    [qc, id, actions, fail],
  );
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    pending.current?.();
    pending.current = null;
  }, []);
  useEffect(() => flush, [flush]);

  const onText = (text: string) => {
    if (status === 'stale') return setDraft({ id: page.id, text });
    setDraft({ id: page.id, text });
    clearTimeout(timer.current);
    pending.current = () => saveText(page.id, text);
    timer.current = setTimeout(flush, SAVE_DELAY_MS);
  };
  const select = useCallback(
    (i: number) => {
      flush();
      setIndex(Math.max(0, Math.min(count - 1, i)));
    },
    [flush, count],
  );
  const run = async (f: () => Promise<EditorState | undefined>, after?: (s: EditorState) => void) => {
    flush();
    setBusy(true);
    try {
      const s = await f();
      if (s) after?.(s);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const reload = async () => {
    await actions.reload();
    setDraft(null);
    setStatus('idle');
  };

  const overflow = pageOverflows(page, draftText, state.book.trim, state.book.bleed, at, count);
  return (
    <div className="grid min-w-0 gap-4" data-testid="book-editor">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Link to="/my-books" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            <ChevronLeft aria-hidden />
            {t('bookEditor.back')}
          </Link>
          <h1 className="font-display text-xl font-semibold [overflow-wrap:anywhere]">
            {t('bookEditor.title', { title: state.book.title })}
          </h1>
        </div>
        <p
          role="status"
          aria-live="polite"
          className="text-sm text-muted-foreground"
          data-testid="save-status"
        >
          {status === 'saving' ? t('bookEditor.saving') : status === 'saved' ? t('bookEditor.saved') : ''}
        </p>
      </header>
      {status === 'stale' && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-destructive p-3"
        >
          <p className="grid gap-1 text-sm" data-testid="stale-banner">
            <span className="font-semibold text-destructive">{t('bookEditor.staleTitle')}</span>
            <span>{t('bookEditor.staleHint')}</span>
          </p>
          <Button size="sm" variant="outline" onClick={reload}>
            {t('bookEditor.reload')}
          </Button>
        </div>
      )}
      <PageStrip state={state} selected={at} onSelect={select} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          className="grid min-w-0 content-start gap-3"
          aria-label={t('bookEditor.pageN', { n: at + 1 })}
        >
          <SpreadView state={state} index={at} draftText={draftText} onSelect={select} />
          <div className="flex items-center justify-between gap-2">
            <Button variant="outline" size="sm" onClick={() => select(at - 1)} disabled={at === 0}>
              <ChevronLeft aria-hidden />
              {t('books.previous')}
            </Button>
            <span className="text-sm font-semibold" data-testid="page-label">
              {t('books.pageOf', { current: at + 1, total: count })}
            </span>
            <Button variant="outline" size="sm" onClick={() => select(at + 1)} disabled={at === count - 1}>
              {t('books.next')}
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </section>
        <aside className="grid min-w-0 content-start gap-4">
          <PagePanel
            key={page.id}
            state={state}
            page={page}
            index={at}
            draft={draftText}
            overflow={overflow}
            busy={busy}
            onText={onText}
            onLayout={(layout: PageLayout) => run(() => actions.patchPage(page, { layout }))}
            onMove={(to) =>
              run(
                () => actions.move(page, to),
                () => setIndex(to),
              )
            }
            onAdd={(withPicture) =>
              run(
                () => actions.add(at + 1, withPicture),
                () => setIndex(at + 1),
              )
            }
            onDelete={() =>
              run(
                () => actions.remove(page),
                () => setIndex(Math.max(0, at - 1)),
              )
            }
            onRegenerate={(what, instruction) =>
              run(
                () => actions.regenerate(page, what, instruction),
                (s) => {
                  if (what === 'text') setDraft(null);
                  const r = s.regenerated;
                  if (r?.followed.length)
                    toast.success(t('bookEditor.followed', { what: r.followed.join(', ') }));
                  if (r?.notFollowed.length)
                    toast.warning(t('bookEditor.notFollowed', { what: r.notFollowed.join(', ') }));
                },
              )
            }
            onUpload={(file) => run(() => actions.upload(page, file))}
            onRestore={(version) =>
              run(
                () => actions.restore(page, version),
                () => setDraft(null),
              )
            }
            history={
              <PageHistory
                bookId={id}
                page={page}
                busy={busy}
                onRestore={(version) =>
                  run(
                    () => actions.restore(page, version),
                    () => setDraft(null),
                  )
                }
              />
            }
          />
          <DetailsForm
            key={state.book.updatedAt}
            book={state.book}
            busy={busy}
            onSave={(d) => run(() => actions.details(d))}
          />
          <ExportNote bookId={id} overPages={state.pages.flatMap((p, i) => (p.overflow ? [i + 1] : []))} />
        </aside>
      </div>
    </div>
  );
}

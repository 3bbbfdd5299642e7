import { COSTS } from '@bookloom/core';
import { Palette } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { Tabs, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApiError } from '../../lib/api';
import { useMe, useRefreshMe } from '../../lib/session';
import { useContentCheck } from '../../lib/use-content-check';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CoverDetailsFields, type CoverForm, EMPTY_FORM } from './cover-details-fields';
import { CoverFileInput, fileProblem } from './cover-file-input';
import { CoverHistoryDialog } from './cover-history-dialog';
import { CoverResultCard } from './cover-result-card';
import { errorTitle, type Method, submitCover } from './submit-cover';

/** /create-cover: upload, text → image or image → image, the details form, then the result card. */
export default function CreateCoverPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('covers.create.title'));
  const refreshMe = useRefreshMe();
  const me = useMe().data;
  const [method, setMethod] = useState<Method>('text');
  const [form, setForm] = useState<CoverForm>(EMPTY_FORM);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [coverId, setCoverId] = useState<string | null>(null);
  const key = useRef(crypto.randomUUID());
  const check = useContentCheck(method === 'upload' ? '' : form.description, 'cover');
  const upload = method === 'upload';

  const reset = () => {
    setForm(EMPTY_FORM);
    setFile(null);
    setProgress(null);
    setCoverId(null);
    key.current = crypto.randomUUID();
  };
  const pickFile = (f: File | null) => {
    const problem = f && fileProblem(f, upload ? 'cover' : 'reference');
    if (problem) {
      toast.error(t('covers.create.invalidFile'), { description: t(problem) });
      return;
    }
    setFile(f);
  };
  const submit = async () => {
    const missing = upload
      ? !file || !form.category
        ? 'covers.create.missingUpload'
        : null
      : !form.title.trim() || !form.category || !form.description.trim()
        ? 'covers.create.missingCover'
        : method === 'image' && !file
          ? 'covers.create.missingReference'
          : null;
    if (missing) return void toast.error(t('covers.create.missingInfo'), { description: t(missing) });
    if (check.state === 'invalid')
      return void toast.error(t('covers.create.notApproved'), { description: check.reason });
    setBusy(true);
    setProgress(method === 'text' ? null : 0);
    try {
      setCoverId(await submitCover(method, form, file, key.current, setProgress));
      void refreshMe();
    } catch (e) {
      setProgress(null);
      const description =
        e instanceof ApiError && e.code === 'insufficient_credits'
          ? t('covers.create.insufficientText', { needed: COSTS.cover, balance: me?.credits ?? 0 })
          : e instanceof ApiError && e.message
            ? e.message
            : t('covers.create.uploadFailedText');
      toast.error(t(errorTitle(e, method)), { description });
      if (!(e instanceof ApiError) || e.status >= 500) return; // same key next time: a lost answer charges once
      key.current = crypto.randomUUID();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="flex items-center gap-2 text-3xl sm:text-4xl">
            <Palette className="size-8 text-primary" aria-hidden />
            {t('covers.create.title')}
          </h1>
          <p className="text-muted-foreground">{t('covers.create.sub')}</p>
        </div>
        {!coverId && <CoverHistoryDialog onUse={(f) => setForm({ ...form, ...f, layout: form.layout })} />}
      </header>
      {coverId ? (
        <CoverResultCard coverId={coverId} onAnother={reset} />
      ) : (
        <Card>
          <CardBody className="grid gap-5">
            <Tabs
              value={method}
              onValueChange={(v) => {
                setMethod(v as Method);
                setFile(null);
              }}
            >
              <TabsList aria-label={t('covers.create.details')} className="grid w-full grid-cols-3">
                <TabsTrigger value="upload" className="px-2">
                  {t('covers.create.methodUpload')}
                </TabsTrigger>
                <TabsTrigger value="text" className="px-2">
                  {t('covers.create.methodText')}
                </TabsTrigger>
                <TabsTrigger value="image" className="px-2">
                  {t('covers.create.methodImage')}
                </TabsTrigger>
              </TabsList>
            </Tabs>
            {method !== 'text' && (
              <CoverFileInput
                kind={upload ? 'cover' : 'reference'}
                file={file}
                onFile={pickFile}
                progress={progress}
              />
            )}
            <h2 className="text-xl">{t('covers.create.details')}</h2>
            <CoverDetailsFields form={form} onChange={setForm} check={check} upload={upload} />
            <Button
              onClick={() => void submit()}
              disabled={busy || check.state === 'invalid'}
              className="justify-self-end"
            >
              {upload ? t('covers.create.addToGallery') : t('covers.create.generate')}
              {!upload && (
                <span className="opacity-80">· {t('covers.create.cost', { count: COSTS.cover })}</span>
              )}
            </Button>
          </CardBody>
        </Card>
      )}
    </div>
  );
}

import { useMutation } from '@tanstack/react-query';
import { Activity, BookOpen, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { api } from '../../lib/api';
import { useMe } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDebugLog } from './debug-log';
import { exchange, exportTestToken, failureMessage } from './export-api-client';
import { ExportFailureDialog, type Failure } from './export-failure-dialog';

type Book = { id: string; title: string; createdAt: string };
type Format = 'pdf' | 'epub';
export const EXPORT_TEST_BOOKS = 10;

/** /admin/export-test: the real export API (/export-api) with a bearer token, logged line by line. */
export default function ExportTestPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminDashboard.exportTest.title'));
  const me = useMe().data;
  const [base, setBase] = useState(`${window.location.origin}/export-api`);
  const [books, setBooks] = useState<Book[]>();
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [manualId, setManualId] = useState('');
  const [manualFormat, setManualFormat] = useState<Format>('pdf');
  const [failure, setFailure] = useState<Failure>();
  const { lines, log } = useDebugLog();
  const root = base.replace(/\/+$/, '');

  const health = useMutation({
    mutationFn: async () => {
      for (const [method, path] of [
        ['GET', '/'],
        ['GET', '/health'],
        ['OPTIONS', '/export'],
      ] as const) {
        log(`→ ${method} ${root}${path}`);
        const x = await exchange(`${root}${path}`, {
          method,
          headers: method === 'OPTIONS' ? { 'access-control-request-method': 'POST' } : undefined,
        }).catch((e: Error) => ({ status: 0, statusText: e.message, body: '' }));
        log(`← ${x.status} ${x.statusText} ${x.body.slice(0, 120)}`);
      }
    },
  });
  const load = useMutation({
    mutationFn: () => api<{ books: Book[] }>('/api/books'),
    onSuccess: (r) => {
      setBooks(r.books.slice(0, EXPORT_TEST_BOOKS));
      log(`Loaded ${Math.min(r.books.length, EXPORT_TEST_BOOKS)} books`);
    },
    onError: (e) => log(`✗ books: ${(e as Error).message}`),
  });

  async function runExport(bookId: string, format: Format) {
    const id = bookId.trim();
    if (!id) return log(t('adminDashboard.exportTest.skipped'));
    if (!me)
      return setFailure({
        title: t('adminDashboard.exportTest.errorTitle'),
        message: t('adminDashboard.exportTest.pleaseLogIn'),
      });
    setBusy((b) => ({ ...b, [id]: true }));
    try {
      const send = async (fresh: boolean) => {
        const token = await exportTestToken(me.id, fresh);
        log(`→ POST ${root}/export ${JSON.stringify({ bookId: id, format })}`);
        return exchange(`${root}/export`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ bookId: id, format }),
        });
      };
      let x = await send(false);
      if (x.status === 401) x = await send(true); // the saved token was revoked in /account
      log(`← ${x.status} ${x.statusText} ${x.body.slice(0, 200)}`);
      if (!x.ok) {
        const headers = Object.entries(x.headers)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\n');
        return setFailure({
          title: t('adminDashboard.exportTest.failedTitle', { status: x.status }),
          message: x.status === 401 ? t('adminDashboard.exportTest.invalidSession') : failureMessage(x),
          details: `Status: ${x.status} ${x.statusText}\n\nHeaders:\n${headers}\n\nBody:\n${x.body}`,
        });
      }
      toast.success(t('adminDashboard.exportTest.success'), {
        description: t('adminDashboard.exportTest.successText'),
      });
      const url = x.json?.downloadUrl;
      if (typeof url === 'string') window.open(url, '_blank', 'noopener');
    } catch (e) {
      log(`✗ ${(e as Error).message}`);
      setFailure({
        title: t('adminDashboard.exportTest.errorTitle'),
        message: (e as Error).message || t('adminDashboard.exportTest.unexpected'),
      });
    } finally {
      setBusy((b) => ({ ...b, [id]: false }));
    }
  }

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
      <h1 className="text-3xl">{t('adminDashboard.exportTest.title')}</h1>
      <Card>
        <CardBody className="grid gap-3">
          <h2 className="text-xl">{t('adminDashboard.exportTest.apiConfig')}</h2>
          <Field
            label={t('adminDashboard.exportTest.baseUrl')}
            value={base}
            onChange={(e) => setBase(e.target.value)}
          />
          <p className="text-sm text-muted-foreground">
            {t('adminDashboard.exportTest.signedInAs', { email: me?.email ?? '' })} ·{' '}
            {t('adminDashboard.exportTest.tokenNote')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => health.mutate()} disabled={health.isPending}>
              <Activity aria-hidden />
              {t('adminDashboard.exportTest.health')}
            </Button>
            <Button variant="outline" onClick={() => load.mutate()} disabled={load.isPending}>
              <BookOpen aria-hidden />
              {t('adminDashboard.exportTest.loadBooks')}
            </Button>
          </div>
        </CardBody>
      </Card>
      <Card>
        <CardBody className="grid gap-3">
          <h2 className="text-xl">{t('adminDashboard.exportTest.books')}</h2>
          {!books?.length ? (
            <p className="text-muted-foreground">{t('adminDashboard.exportTest.noBooks')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <thead>
                  <tr className="border-b">
                    <th className="py-2 pr-3">{t('adminDashboard.exportTest.colTitle')}</th>
                    <th className="py-2 pr-3">{t('adminDashboard.exportTest.colCreated')}</th>
                    <th className="py-2 pr-3">{t('adminDashboard.exportTest.colId')}</th>
                    <th className="py-2">{t('adminDashboard.exportTest.colExport')}</th>
                  </tr>
                </thead>
                <tbody>
                  {books.map((b) => (
                    <tr key={b.id} className="border-b last:border-0">
                      <td className="py-2 pr-3 break-words">
                        {b.title || t('adminDashboard.exportTest.untitled')}
                      </td>
                      <td className="py-2 pr-3 whitespace-nowrap">
                        {new Date(b.createdAt).toLocaleDateString(i18n.language)}
                      </td>
                      <td className="py-2 pr-3 font-mono text-xs break-all">{b.id}</td>
                      <td className="flex gap-1 py-2">
                        {(['pdf', 'epub'] as const).map((f) => (
                          <Button
                            key={f}
                            size="sm"
                            variant="outline"
                            disabled={busy[b.id]}
                            onClick={() => runExport(b.id, f)}
                          >
                            <Download aria-hidden />
                            {f.toUpperCase()}
                          </Button>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardBody>
      </Card>
      <Card>
        <CardBody>
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              void runExport(manualId, manualFormat);
            }}
          >
            <h2 className="w-full text-xl">{t('adminDashboard.exportTest.manual')}</h2>
            <Field
              label={t('adminDashboard.exportTest.bookId')}
              value={manualId}
              onChange={(e) => setManualId(e.target.value)}
              className="min-w-0 flex-1"
            />
            <label className="grid gap-1.5 text-sm font-semibold">
              {t('adminDashboard.exportTest.format')}
              <select
                value={manualFormat}
                onChange={(e) => setManualFormat(e.target.value as Format)}
                className="h-11 rounded-xl border border-input bg-card px-3 text-base font-normal"
              >
                <option value="pdf">PDF</option>
                <option value="epub">EPUB</option>
              </select>
            </label>
            <Button type="submit" disabled={!manualId || busy[manualId.trim()]}>
              {t('adminDashboard.exportTest.export')}
            </Button>
          </form>
        </CardBody>
      </Card>
      <Card>
        <CardBody className="grid gap-2">
          <h2 className="text-xl">{t('adminDashboard.exportTest.log')}</h2>
          {lines.length === 0 ? (
            <p className="text-muted-foreground">{t('adminDashboard.exportTest.logEmpty')}</p>
          ) : (
            <pre
              className="overflow-x-auto rounded-xl bg-muted p-3 text-xs whitespace-pre-wrap break-all"
              data-testid="request-log"
            >
              {lines.join('\n')}
            </pre>
          )}
        </CardBody>
      </Card>
      <ExportFailureDialog failure={failure} onClose={() => setFailure(undefined)} />
    </div>
  );
}

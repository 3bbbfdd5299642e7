import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { api } from '../../lib/api';
import { ME_KEY, type Me } from '../../lib/session';

export function ProfileTab({ me }: { me: Me }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [name, setName] = useState(me.name);
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: (n: string) => api<Me>('/api/me', { method: 'PATCH', body: { name: n } }),
    onSuccess: (updated) => {
      qc.setQueryData(ME_KEY, updated);
      toast.success(t('account.profileUpdated'), { description: t('account.profileUpdatedText') });
    },
    onError: () => toast.error(t('common.error'), { description: t('account.profileFailed') }),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = name.trim();
    setError(trimmed ? undefined : t('account.nameRequired'));
    if (trimmed) save.mutate(trimmed);
  }

  return (
    <Card>
      <CardBody>
        <form noValidate onSubmit={submit} className="grid max-w-md gap-4">
          <Field label={t('account.email')} value={me.email} readOnly hint={t('account.emailHelp')} />
          <Field
            label={t('account.displayName')}
            name="name"
            maxLength={100}
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={error}
          />
          <Button type="submit" className="w-fit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { LogOut, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ME_KEY, type Me } from '../../lib/session';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('') || '?';

const item =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground';

export function UserMenu({ me }: { me: Me }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();

  async function signOut() {
    try {
      const { authClient, unwrap } = await import('../../lib/auth-client');
      await unwrap(authClient.signOut());
      navigate('/', { replace: true });
      qc.removeQueries();
      qc.setQueryData(ME_KEY, null);
    } catch (e) {
      toast.error(t('auth.signOutFailed'), { description: (e as Error).message });
    }
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('common.userMenu')}
        data-testid="user-menu"
        className="grid size-10 place-items-center rounded-full bg-primary font-display font-semibold text-primary-foreground"
      >
        {initials(me.name)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border bg-card p-1.5 text-card-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <div className="truncate font-semibold">{me.name}</div>
            <div className="truncate text-sm text-muted-foreground">{me.email}</div>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={item} onSelect={() => navigate('/account')}>
            <User className="size-4" aria-hidden />
            {t('common.profile')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => void signOut()}>
            <LogOut className="size-4" aria-hidden />
            {t('common.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

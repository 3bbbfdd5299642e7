import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../lib/i18n';
import { Button } from '../ui/button';

/** Two languages only, so the switch is one button that flips to the other one. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'fr' ? 'en' : 'fr';
  return (
    <Button
      variant="ghost"
      size="sm"
      className="px-2.5"
      aria-label={t('common.switchLanguage')}
      title={t('common.switchLanguage')}
      lang={next}
      onClick={() => void setLanguage(next)}
      data-testid="language-switch"
    >
      <Languages aria-hidden />
      <span aria-hidden className="max-[400px]:hidden">
        {t('common.switchLanguageShort')}
      </span>
    </Button>
  );
}

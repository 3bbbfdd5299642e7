import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentTheme, setTheme } from '../../lib/theme';
import { Button } from '../ui/button';

export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setState] = useState(currentTheme);
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'common.themeToDark' : 'common.themeToLight');
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      onClick={() => {
        setTheme(next);
        setState(next);
      }}
    >
      {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}

import type { Translation } from '../en';

export default {
  rateLimited:
    'Vous avez fait beaucoup d’exports en peu de temps. Veuillez patienter quelques minutes avant d’exporter à nouveau.',
  quotaExceeded:
    'Vos exports occupent tout votre espace de stockage : celui-ci ne peut pas être conservé. Supprimez les livres dont vous n’avez plus besoin, puis exportez à nouveau.',
} satisfies Translation['exportLimits'];

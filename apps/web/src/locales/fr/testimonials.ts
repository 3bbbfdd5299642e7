import type { Translation } from '../en';

const testimonials: Translation['testimonials'] = {
  title: 'Ce qu’un livre créé ici peut faire ressentir',
  note: 'Citations d’exemple : elles décrivent l’expérience que nous visons ; elles ne viennent pas encore de vrais clients.',
  q1: 'En une soirée, l’idée de ma fille pour le coucher est devenue un livre imprimé avec son nom sur la couverture.',
  r1: 'Citation d’exemple · un parent',
  q2: 'Le PDF a passé les contrôles d’Amazon KDP dès le premier envoi, fond perdu compris.',
  r2: 'Citation d’exemple · une autrice autoéditée',
  q3: 'Je crée un livre à compter pour chaque nouvelle classe ; les enfants colorient eux-mêmes les pages.',
  r3: 'Citation d’exemple · une enseignante',
};
export default testimonials;

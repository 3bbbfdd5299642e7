import type { Translation } from '../en';

const testimonials: Translation['testimonials'] = {
  title: 'Ce qu’un livre créé ici peut faire ressentir',
  note: 'Citations d’exemple : elles décrivent l’expérience que nous visons ; elles ne viennent pas encore de vrais clients.',
  q1: 'En une soirée, l’idée de ma fille pour le coucher est devenue un livre imprimé avec son nom sur la couverture.',
  r1: 'Citation d’exemple · un parent',
  q2: 'Le PDF a passé les contrôles d’Amazon KDP dès le premier envoi, fond perdu compris.',
  r2: 'Citation d’exemple · une autrice autoéditée',
  q3: 'Je crée un livre à compter pour chaque nouvelle classe ; les enfants colorient eux-mêmes les pages.',
  r3: 'Citation d’exemple · une enseignante',
  admin: {
    title: 'Témoignages de l’accueil',
    lead: 'De vraies citations, avec l’accord de la personne. Tant qu’une langue n’en a aucune, la page d’accueil montre les trois citations d’exemple.',
    quote: 'Citation',
    name: 'Nom',
    role: 'Rôle (facultatif)',
    language: 'Langue',
    add: 'Ajouter le témoignage',
    added: 'Témoignage ajouté',
    deleted: 'Témoignage supprimé',
    delete: 'Supprimer',
    failed: 'Témoignage non enregistré',
    empty: 'Pas encore de vrais témoignages : la page d’accueil montre les citations d’exemple.',
  },
};
export default testimonials;

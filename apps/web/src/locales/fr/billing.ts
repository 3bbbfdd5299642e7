import type { Translation } from '../en';

const billing: Translation['billing'] = {
  purchasesTitle: 'Achats',
  purchasesEmpty: 'Aucun achat pour l’instant. Les packs de crédits achetés apparaissent ici.',
  date: 'Date',
  pack: 'Pack',
  credits: 'Crédits',
  amount: 'Montant',
  status: 'Statut',
  paid: 'Payé',
  refunded: 'Remboursé',
  loadFailed: 'Impossible de charger vos achats',
};
export default billing;

export default {
  purchasesTitle: 'Purchases',
  purchasesEmpty: 'No purchases yet. Credit packs you buy appear here.',
  date: 'Date',
  pack: 'Pack',
  credits: 'Credits',
  amount: 'Amount',
  status: 'Status',
  paid: 'Paid',
  refunded: 'Refunded',
  loadFailed: 'Failed to load your purchases',
};

import type { Translation } from '../en';

const verifyEmail: Translation['verifyEmail'] = {
  title: 'Confirmation de l’adresse e-mail',
  verified: 'Adresse e-mail confirmée',
  verifiedText: 'Merci ! Votre compte Bookloom est confirmé et vous êtes connecté.',
  toDashboard: 'Aller à mon tableau de bord',
  failed: 'Ce lien de confirmation ne fonctionne pas',
  failedText: 'Il est invalide ou a expiré. Saisissez votre adresse e-mail pour en recevoir un nouveau.',
  toSignIn: 'Retour à la connexion',
  resend: 'M’envoyer un nouveau lien',
  resent: 'Si cette adresse a un compte en attente de confirmation, un nouveau lien est en route.',
  resendFailed: 'Le lien n’a pas pu être envoyé',
  checkInbox: 'Consultez votre boîte de réception',
  checkInboxText:
    'Nous avons envoyé un lien de confirmation à {{email}}. Ouvrez-le pour confirmer votre adresse et vous connecter.',
  creditsAfterVerify:
    'Les nouveaux comptes reçoivent {{count}} crédits offerts une fois leur adresse e-mail confirmée.',
};
export default verifyEmail;

import type { LegalDoc } from './legal-types';

export const privacyEn: LegalDoc = {
  title: 'Privacy Policy',
  effective: 'Effective date: 1 July 2025',
  intro:
    'This policy explains what personal data Bookloom collects when you use the service, why, how long we keep it and the choices you have.',
  sections: [
    {
      heading: '1. Data we store',
      paragraphs: [
        'Account data: your name, e-mail address, a hash of your password (never the password itself) or the identifier given by Google or GitHub if you sign in with them, your role and your credit balance.',
        'Content: the prompts, descriptions, characters, covers, uploaded images and books you create, and the files you export.',
        'Usage and billing: your credit transactions and creation history, purchase records (handled by our payment provider; we do not store card numbers), and technical logs such as IP address, browser type and error reports kept for security.',
        'In your browser we store your theme, language (also as a cookie, so our server answers in it) and sidebar preference, and a session cookie that keeps you signed in.',
      ],
    },
    {
      heading: '2. Why we use it',
      paragraphs: [
        'To run your account and sign you in, to generate and store your books, to count and charge credits, to answer support requests, to prevent abuse (for example rate limits on sign-in), and to keep the service secure and working.',
        'We do not sell your personal data and do not use it for advertising.',
      ],
    },
    {
      heading: '3. AI processing',
      paragraphs: [
        'To create text and pictures, your prompts and descriptions may be sent to AI providers that process them on our behalf. We ask them not to use your content to train their models where that option exists. Do not put sensitive personal information, such as a child’s full name, address or health details, in prompts.',
      ],
    },
    {
      heading: '4. Sharing',
      paragraphs: [
        'We share data only with service providers who help us run Bookloom (hosting, e-mail, payments, AI generation), under contracts that limit their use of it, or when the law requires it.',
      ],
    },
    {
      heading: '5. How long we keep it',
      paragraphs: [
        'Account data and content are kept while your account is open. When you delete your account we erase them within 30 days, except purchase records that we must keep for accounting and tax rules.',
      ],
    },
    {
      heading: '6. Your rights',
      paragraphs: [
        'You can see and change your display name in your account settings, and ask us for a copy of your data, its correction or deletion, or object to its use, through the contact page. You may also complain to your data protection authority.',
      ],
    },
    {
      heading: '7. Children',
      paragraphs: [
        'Bookloom makes books for children but accounts are for adults aged 18 or over. We do not knowingly collect data from children.',
      ],
    },
    {
      heading: '8. Changes',
      paragraphs: [
        'If we change this policy we will update the effective date above and tell you of important changes.',
      ],
    },
  ],
};

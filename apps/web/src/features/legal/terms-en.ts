import type { LegalDoc } from './legal-types';

export const termsEn: LegalDoc = {
  title: 'Terms of Service',
  effective: 'Effective date: 1 July 2025',
  intro:
    'These terms govern your use of Bookloom, a service that uses artificial intelligence to help you write, illustrate and export books. By creating an account or using the service you accept them.',
  sections: [
    {
      heading: '1. Who may use Bookloom',
      paragraphs: [
        'You must be at least 18 years old to create an account. Books made with Bookloom are often meant for children; an adult account holder remains responsible for how they are made and shared.',
        'You are responsible for keeping your password safe and for all activity on your account.',
      ],
    },
    {
      heading: '2. AI-generated content',
      paragraphs: [
        'Texts, illustrations and covers are produced by AI models from your instructions. They can contain mistakes, inaccuracies, unexpected images or resemblances to existing works. Read and check every book before you print, publish or share it, especially before showing it to children.',
        'We filter requests and results for harmful content, but no filter is perfect. Do not ask for content that is illegal, hateful, sexual, violent towards real people or that infringes the rights of others. We may refuse a request or suspend an account that breaks these rules.',
      ],
    },
    {
      heading: '3. Your content and rights',
      paragraphs: [
        'You keep the rights you have in your ideas, texts and uploaded images. Subject to these terms and the law, you may use, sell and publish the books you create, including on Amazon KDP and other platforms.',
        'Because AI output may not be protected by copyright everywhere and may resemble other works, we do not guarantee that you hold exclusive rights in it. You are responsible for checking that your publication complies with the rules of the platforms you use.',
        'You give us the limited permission needed to store, process and display your content to provide the service to you.',
      ],
    },
    {
      heading: '4. Credits, payments and refunds',
      paragraphs: [
        'Paid features are used with credits, bought in one-time packs. Credits do not expire and have no cash value. The cost of each action is shown before you confirm it.',
        'If a generation fails because of our service, the credits it used are returned to your balance. You may ask for a refund of a pack within 30 days of purchase if its credits are unused.',
      ],
    },
    {
      heading: '5. Availability and changes',
      paragraphs: [
        'We work to keep Bookloom available but do not promise uninterrupted service. We may change or stop features; we will tell you in advance of changes that significantly affect paid credits.',
        'We may update these terms. The effective date above shows the latest version; continuing to use the service after a change means you accept it.',
      ],
    },
    {
      heading: '6. Limitation of liability',
      paragraphs: [
        'The service is provided "as is". To the extent the law allows, we are not liable for indirect or consequential losses, lost profits or lost data, and our total liability for any claim is limited to the amounts you paid us in the 12 months before the event giving rise to the claim.',
        'Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: '7. Ending your account',
      paragraphs: [
        'You may stop using Bookloom at any time and ask us to delete your account. We may suspend or close accounts that break these terms. Sections 3, 4 and 6 continue to apply after your account ends.',
      ],
    },
    {
      heading: '8. Contact',
      paragraphs: ['Questions about these terms can be sent through the contact page of the service.'],
    },
  ],
};

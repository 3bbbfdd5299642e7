/** The e-mail verification flow: the page the link lands on, and what sign-up says about it. */
export default {
  title: 'E-mail confirmation',
  verified: 'E-mail address confirmed',
  verifiedText: 'Thank you! Your Bookloom account is confirmed and you are signed in.',
  toDashboard: 'Go to my dashboard',
  failed: 'This confirmation link does not work',
  failedText: 'It is invalid or has expired. Enter your e-mail address to get a new one.',
  toSignIn: 'Back to sign in',
  resend: 'Send me a new link',
  resent: 'If this address has an account waiting for confirmation, a new link is on its way.',
  resendFailed: 'The link could not be sent',
  checkInbox: 'Check your inbox',
  checkInboxText: 'We sent a confirmation link to {{email}}. Open it to confirm your address and sign in.',
  creditsAfterVerify: 'New accounts get {{count}} free credits once their e-mail address is confirmed.',
};

export default {
  open: 'Open support chat',
  close: 'Close support chat',
  title: 'Support assistant',
  welcome:
    "Hi! I'm the Bookloom assistant. Ask me about credits, book types, trim sizes, exports or publishing on KDP.",
  placeholder: 'Type your question…',
  send: 'Send',
  you: 'You',
  assistant: 'Assistant',
  typing: 'The assistant is writing…',
  readMore: 'Read more: {{title}}',
  rateLimitBadge: 'Rate limit',
  rateLimitTitle: 'Rate limit reached',
  rateLimitText: 'Please wait a moment before sending another message.',
  errorTitle: 'Error',
  errorText: 'Failed to send message. Please try again or email our support team.',
  apology: "Sorry, I couldn't answer just now. Please try again, or write to {{email}}.",
};

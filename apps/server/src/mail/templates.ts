const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** The password-reset e-mail. The user's name is escaped: it is typed by the user. */
export function resetPasswordMail(to: string, name: string, url: string) {
  const safeName = escapeHtml(name || 'there');
  return {
    to,
    subject: 'Reset your Bookloom password',
    text: `Hello ${name || 'there'},\n\nSomeone asked to reset the password of your Bookloom account. To choose a new one, open:\n\n${url}\n\nThe link works for one hour. If it was not you, ignore this e-mail: your password stays the same.\n\n— Bookloom`,
    html: `<p>Hello ${safeName},</p><p>Someone asked to reset the password of your Bookloom account.</p><p><a href="${escapeHtml(url)}">Choose a new password</a></p><p>The link works for one hour. If it was not you, ignore this e-mail: your password stays the same.</p><p>— Bookloom</p>`,
  };
}

export { escapeHtml };

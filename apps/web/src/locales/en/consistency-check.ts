/** The book editor's consistency check of each page's main character (issue 16, req. 9). */
export default {
  ok: 'Main character matches page 1',
  differs: 'Main character differs from page 1',
  differsShort: 'Differs',
  checking: 'Checking the main character…',
  not_checked: 'Not checked',
  none: 'No picture',
  reason: 'Why: {{reason}}',
  notCheckedHint:
    'This picture could not be compared with page 1 (no picture-reading model is set up, or the check failed).',
  differsHint: 'Regenerate the picture or upload another one to keep the character the same.',
};

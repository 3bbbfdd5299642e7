import { expect, test } from '@playwright/test';

test('contact: required fields, then a ticket and a cleared form', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Email Us Directly' })).toHaveAttribute('href', /^mailto:/);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Validation Error')).toBeVisible();
  await expect(page.getByText('Email and message are required fields')).toBeVisible();

  await page.getByLabel('Email').fill('reader@bookloom.test');
  await page.getByLabel('Subject').fill('<b>Hello</b>');
  await page.getByLabel('Message').fill('<img src=x onerror=alert(1)> Where is my PDF?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent!')).toBeVisible();
  await expect(page.getByText(/Ticket #[0-9a-f-]{36}/)).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');
  await expect(page.getByLabel('Email')).toHaveValue('');
});

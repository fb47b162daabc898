import type { APIRequestContext, Browser } from '@playwright/test'
import { adminHeaders } from './election-setup'
import { expect, skipCookieBanner, type Page } from './fixtures'
import { PHONE } from './sizes'

// Shared by the survey journeys that build a survey in the builder and answer it as a respondent.

/** A respondent's phone, in a browser of its own (with or without JavaScript), the cookie choice made. */
export async function phonePage(browser: Browser, { javaScript = true } = {}) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: PHONE })
  const page = await context.newPage()
  await skipCookieBanner(page)
  return page
}

/** Publishes the draft the builder has just saved (its page is open) through the API; answers its id. */
export async function publishSavedDraft(page: Page, request: APIRequestContext) {
  const surveyId = /\/staff\/surveys\/([0-9a-f-]{36})$/.exec(page.url())![1]!
  const headers = await adminHeaders(request)
  expect((await request.post(`/api/surveys/${surveyId}/publish`, { headers })).status()).toBe(200)
  return surveyId
}

export const sendButton = (page: Page) => page.getByRole('button', { name: 'Send my answers' })

/** Adds a question in the builder: its kind, its wording typed where the keyboard lands, its choices. */
export async function addQuestion(page: Page, kind: string, prompt: string, choices: string[] = []) {
  const questions = page.getByRole('group', { name: /^Question \d+\b/ })
  const count = await questions.count()
  await page.getByLabel('Kind of question to add').selectOption({ label: kind })
  await page.getByRole('button', { name: 'Add question' }).click()
  // Pinned by position once drawn (`.last()` would follow later additions), the keyboard in its wording.
  const question = questions.nth(count)
  await expect(question.getByRole('textbox', { name: 'Question', exact: true })).toBeFocused()
  await page.keyboard.type(prompt)
  for (const [i, label] of choices.entries())
    await question.getByRole('textbox', { name: `Choice ${i + 1}`, exact: true }).fill(label)
  return question
}

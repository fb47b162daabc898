import { expect, test } from 'vitest'
import { catalogueOf } from '~/i18n/catalogues.server'
import { company } from './company'

test('the footer says in English what the company data says of the firm, and has its own Spanish', () => {
  expect(catalogueOf('en', 'shell')['footer.description']).toBe(company.description)
  expect(catalogueOf('es', 'shell')['footer.description']).toMatch(/^Wasatch Crest administra /)
})

import { sql } from 'drizzle-orm'
import { pino } from 'pino'
import type { AppLoadContext } from 'react-router'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { startMailDelivery, type MailDelivery } from '~/features/mail/mail-delivery.server'
import { callRoute, queryRows, routeContext } from '../../../tests/setup/route-context'
import { setupTestDatabase } from '../../../tests/setup/test-database'
import { startTestSmtpServer, type TestSmtpServer } from '../../../tests/setup/test-smtp-server'
import { action as contact } from './contact'
import { action as feedback } from './feedback'
import { action as landlordTenant } from './landlord-tenant'

// A form sent from a Spanish page says so in Content-Language: its sentences come back in Spanish, the
// submission keeps its language for staff, and the sender's confirmation is written in Spanish.

const t = setupTestDatabase()
let smtp: TestSmtpServer
let delivery: MailDelivery

beforeEach(async () => {
  smtp = await startTestSmtpServer()
  delivery = startMailDelivery({
    db: t.db,
    logger: pino({ level: 'silent' }),
    smtpUrl: smtp.url,
    from: 'Forms <no-reply@example.com>',
    pollIntervalMs: 3_600_000,
    recheckAfterWakeMs: 3_600_000,
  })
})

afterEach(async () => {
  await delivery.stop()
  await smtp.close()
})

function post<A extends { request: Request; context: AppLoadContext }>(
  action: (args: A) => Response | Promise<Response>,
  path: string,
  body: unknown,
  language?: string,
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (language) headers['Content-Language'] = language
  const request = new Request(`http://127.0.0.1${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  return callRoute(action, request, routeContext(t.db))
}

const rental = (ownerEmail: string) => ({
  community: 'Oak Hollow HOA',
  unitAddress: '12 Elm St, Unit 4',
  ownerName: 'Ana López',
  ownerEmail,
  ownerPhone: '801-555-0142',
  ownerMailingAddress: 'PO Box 88, Provo, UT',
  tenants: [{ name: 'Bo Kim', email: '', phone: '' }],
  leaseStart: '2026-01-01',
  leaseEnd: '',
  occupantCount: 2,
  vehicles: [],
  emergencyContact: { name: 'Rita Bell', phone: '801-555-0199' },
  acknowledgeRules: true,
})

async function delivered(to: string) {
  await delivery.runOnce()
  return smtp.received.filter((mail) => mail.envelope.to.includes(to))
}

const languageOf = async (table: string, reference: string) =>
  (
    await queryRows<{ language: string }>(
      t.db,
      sql`select language from ${sql.raw(table)} where reference = ${reference}`,
    )
  )[0]?.language

describe('the rental registration from the Spanish page', () => {
  test('is stored as Spanish, and its confirmation arrives in Spanish through SMTP', async () => {
    const response = await post(landlordTenant, '/api/landlord-tenant', rental('ana@example.com'), 'es')
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    expect(await languageOf('rental_registrations', reference)).toBe('es')

    const [mail] = await delivered('ana@example.com')
    expect(mail?.parsed.subject).toBe(`Registro de alquiler recibido: ${reference}`)
    expect(mail?.parsed.text).toContain('Recibimos su registro de alquiler')
    expect(mail?.parsed.text).toContain(`Su número de referencia es ${reference}`)
    expect(mail?.parsed.text).toContain('Respondemos correos y mensajes de texto en un plazo de 24 horas')
    expect(mail?.parsed.html).toContain('<html lang="es">')
    expect(mail?.parsed.text).not.toMatch(/Thank you|reference number/)

    // The office reads English, told which language to answer in.
    const office = smtp.received.find((m) => !m.envelope.to.includes('ana@example.com'))
    expect(office?.parsed.text).toContain('Language: Spanish (please reply in it)')
  })

  test('its mistakes are named in Spanish', async () => {
    const response = await post(
      landlordTenant,
      '/api/landlord-tenant',
      {
        ...rental('ana@example.com'),
        tenants: [{ name: '' }],
        leaseEnd: '2025-01-01',
        acknowledgeRules: false,
      },
      'es',
    )
    expect(response.status).toBe(422)
    const body = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> }
    expect(body.message).toBe('Algunos campos necesitan su atención. Revíselos e inténtelo de nuevo.')
    expect(body.fieldErrors['tenants.0.name']).toEqual(['Escriba el nombre completo del inquilino.'])
    expect(body.fieldErrors.acknowledgeRules).toEqual([
      'Confirme que los inquilinos recibieron las reglas de la asociación.',
    ])
  })

  test('without the header it stays English, as before', async () => {
    const response = await post(landlordTenant, '/api/landlord-tenant', rental('bo@example.com'))
    const { reference } = (await response.json()) as { reference: string }
    expect(await languageOf('rental_registrations', reference)).toBe('en')
    const [mail] = await delivered('bo@example.com')
    expect(mail?.parsed.subject).toBe(`Rental registration received: ${reference}`)
    expect(mail?.parsed.html).toContain('<html lang="en-US">')
  })
})

describe('the contact form and feedback from a Spanish page', () => {
  test('a contact message is stored as Spanish and confirmed in Spanish', async () => {
    const body = { name: 'Ana', email: 'ana@example.com', phone: '', community: '', message: 'Hola' }
    const response = await post(contact, '/api/contact', body, 'es-US')
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    expect(await languageOf('contact_messages', reference)).toBe('es')
    const [mail] = await delivered('ana@example.com')
    expect(mail?.parsed.subject).toBe(`Recibimos su mensaje (${reference})`)
    expect(mail?.parsed.text).toContain('Gracias por escribirnos')
  })

  test('a contact message with mistakes is answered in Spanish', async () => {
    const response = await post(contact, '/api/contact', { name: '', email: 'nope', message: '' }, 'es')
    const body = (await response.json()) as { fieldErrors: Record<string, string[]> }
    expect(body.fieldErrors.name).toEqual(['Escriba su nombre.'])
    expect(body.fieldErrors.email).toEqual(['Escriba un correo electrónico válido, como nombre@ejemplo.com.'])
    expect(body.fieldErrors.message).toEqual(['Escriba un mensaje.'])
  })

  test('feedback keeps its language and speaks it', async () => {
    const bad = await post(feedback, '/api/feedback', { rating: 0 }, 'es')
    expect(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.rating).toEqual([
      'Elija una calificación de 1 a 5 estrellas.',
    ])
    const good = await post(feedback, '/api/feedback', { rating: 3, email: 'cy@example.com' }, 'es')
    expect(good.status).toBe(201)
    const [row] = await queryRows<{ language: string }>(t.db, sql`select language from feedback_submissions`)
    expect(row?.language).toBe('es')
    const [mail] = await delivered('cy@example.com')
    expect(mail?.parsed.subject).toBe('Gracias por sus comentarios')
  })
})

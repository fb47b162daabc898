import type { Translation } from '../areas'
import type { api as english } from './api.en'

export const api = {
  tooLarge: 'La solicitud es demasiado grande (el límite es {limit}).',
  jsonOnly: 'Envíe el cuerpo de la solicitud como JSON (Content-Type: application/json).',
  notObject: 'El cuerpo de la solicitud debe ser un objeto JSON, como {"name": "Ana"}.',
  badJson: 'El cuerpo de la solicitud no es JSON válido.',
  tooDeep: 'El cuerpo de la solicitud tiene demasiados niveles (el límite es {limit}).',
  badCharacter: 'La solicitud contiene un carácter que no se permite (U+0000).',
  formOnly: 'Envíe el formulario como multipart/form-data.',
  badForm: 'No pudimos leer los datos del formulario. Por favor, inténtelo de nuevo.',
  tooManyParts: 'El formulario tiene demasiadas partes (el límite es {limit}).',
  invalidInput: 'Algunos campos necesitan su atención. Por favor, revíselos e inténtelo de nuevo.',
  postOnly: 'Envíe este formulario con una solicitud POST.',
  keyReused:
    'Esta Idempotency-Key ya se usó para otra solicitud. Envíe el formulario modificado con una clave nueva.',
  busy: 'En este momento nos están enviando muchos archivos. Por favor, inténtelo de nuevo en unos segundos.',
  unavailable:
    'El sitio no está disponible por un momento mientras nos reconectamos a nuestra base de datos. Por favor, inténtelo de nuevo en unos segundos.',
  rateLimitedSeconds: {
    one: 'Demasiadas solicitudes. Por favor, espere {count} segundo e inténtelo de nuevo.',
    other: 'Demasiadas solicitudes. Por favor, espere {count} segundos e inténtelo de nuevo.',
  },
  rateLimitedMinutes: {
    one: 'Demasiadas solicitudes. Por favor, espere {count} minuto e inténtelo de nuevo.',
    other: 'Demasiadas solicitudes. Por favor, espere {count} minutos e inténtelo de nuevo.',
  },
} as const satisfies Translation<typeof english>

import type { Translation } from '../areas'
import type { contact as english } from './contact.en'

/** The contact page and the Contact dialog in Spanish: formal "usted"; office names and numbers stay as written. */
export const contact: Translation<typeof english> = {
  'meta.title': 'Comuníquese con la oficina de su zona',
  'meta.description':
    'Comuníquese con {company}: las oficinas de Salt Lake City y St. George, atención por teléfono, correo electrónico y mensaje de texto, el horario de atención y la línea de emergencias 24/7.',
  'crumb.home': 'Inicio',
  'crumb.contact': 'Contacto',

  'page.eyebrow': 'Contacto',
  'page.title': 'Comuníquese con la oficina de su zona',
  'page.lead':
    'Propietarios, miembros de la junta directiva y proveedores hablan con el mismo equipo local: llame a la oficina que atiende su comunidad, escriba un correo electrónico o un mensaje de texto a nuestra línea de atención, o use la línea de emergencias a cualquier hora.',
  'page.call': 'Llamar al {phone}',
  'page.email': 'Escribir a atención al cliente',

  'message.eyebrow': 'Escríbanos',
  'message.title': 'Envíenos un mensaje',
  'message.lead':
    'Sus preguntas sobre su cuenta, su comunidad o nuestros servicios llegan aquí a nuestro equipo de atención. Recibirá al instante un número de referencia y una copia por correo electrónico.',

  'shortcuts.eyebrow': 'Por su cuenta',
  'shortcuts.title': 'Más rápido en línea',
  'shortcuts.lead': 'Para los saldos, los pagos y los documentos de cierre no hace falta llamar.',
  'shortcuts.portalTitle': 'Portal del propietario',
  'shortcuts.portalText': 'Su saldo, su historial de pagos, sus documentos y sus solicitudes.',
  'shortcuts.portalLink': 'Ayuda para entrar al portal',
  'shortcuts.payTitle': 'Pague sus cuotas',
  'shortcuts.payText': 'Pague a su asociación en línea, cualquier día de la semana.',
  'shortcuts.payLink': 'Portal de pagos',
  'shortcuts.documentsTitle': '¿Compra o vende?',
  'shortcuts.documentsText':
    'Las compañías de títulos y de depósito en garantía (escrow) piden aquí los documentos de reventa y de liquidación.',
  'shortcuts.documentsLink': 'Solicitud de documentos',

  responsePromise: 'Respondemos correos y mensajes de texto en un plazo de 24 horas en días hábiles.',
  emailSupport: 'Atención por correo electrónico',
  textSupport: 'Atención por mensaje de texto',
  parkCityLine: 'Línea de Park City',

  'channels.eyebrow': 'Hable con nosotros',
  'channels.title': 'Llame, escriba o envíe un mensaje de texto',
  'channels.callTitle': 'Llame a su oficina',
  'channels.callText': 'Hable con el equipo que administra su comunidad durante el horario de atención.',
  'channels.emailText':
    'Preguntas sobre su cuenta, el acceso al portal, solicitudes y todo lo que quiera tener por escrito.',
  'channels.textTitle': 'Envíenos un mensaje de texto',
  'channels.textText':
    'Escriba a nuestro asistente de chat, de día o de noche. Nuestro equipo se ocupa de lo que el asistente no pueda responder.',

  'emergency.heading': 'Línea de emergencias, {availability}',
  'emergency.text':
    'Ante una emergencia en las áreas comunes de su comunidad, como una tubería rota, una inundación, un incendio, daños por una tormenta o un portón o una puerta que no cierra con llave, llame al <phone>{phone}</phone> y marque la <option>opción {option!}</option>, a cualquier hora y cualquier día.',
  'emergency.danger': 'Si alguien corre peligro, llame primero al 911.',
  'emergency.call': 'Llame y marque el {option!}',

  'hours.businessHours': 'Horario de atención',
  'hours.officeHours': 'Horario de la oficina',
  'hours.timeZone': '(hora de la montaña)',
  'hours.days': 'Días',
  'hours.hours': 'Horario',
  'hours.today': 'Hoy',
  'hours.closed': 'Cerrado',

  'locations.eyebrow': 'Oficinas',
  'locations.title': 'Dos oficinas, un solo equipo en todo el estado',
  'locations.lead':
    'Llame a la oficina que atiende su comunidad. Cualquier administrador puede consultar sus registros, sea cual sea la oficina que conteste.',
  'locations.mapTitle': 'Mapa de Utah con nuestras oficinas de {offices}',
  'locations.mapCaption': 'Nuestras oficinas de {offices}',
  'locations.moreNumbers': 'Más números',
  'locations.parkCityText': 'Un número local para nuestras comunidades de Park City.',
  'locations.textSupportText':
    'Nuestro asistente de chat responde mensajes de texto 24/7 y pasa a nuestro equipo lo que no pueda resolver.',

  'office.viewOnMap': 'Ver en el mapa',
  'office.serves': 'Zonas que atiende',
  'office.byAppointment': 'Visitas solo con cita previa',
  'office.byAppointmentText':
    'Llame antes y le daremos una hora que le convenga. La atención por teléfono y por correo electrónico sigue el mismo horario que la oficina del norte.',

  'dialog.title': 'Comuníquese con {company}',
  'dialog.officePhone': 'Oficina de {office}',
  'dialog.byAppointment': 'Las visitas a nuestra oficina de {offices} son solo con cita previa.',
  'dialog.fullPage': 'Direcciones de las oficinas, mapas y zonas que atendemos',

  'portal.title': 'Acceso al portal de propietarios',
  'portal.description': 'Su cuenta, pagos, calendario, documentos y solicitudes, en línea a cualquier hora.',
  'portal.go': 'Ir al portal de la comunidad',
  'portal.issuedBy':
    'Las credenciales de acceso las emite {company}. <link>Cómo obtener o restablecer las suyas</link>',
  'portal.canUse': 'En el portal usted puede usar',
  'portal.list': 'Lo que puede hacer en el portal',
  'portal.account': 'Información de la cuenta',
  'portal.accountText':
    'Vea su saldo actual y todo su historial de pagos, y mantenga al día su dirección postal, teléfono y correo electrónico.',
  'portal.payments': 'Hacer pagos',
  'portal.paymentsText': 'Pague cuotas y otros cargos en línea a cualquier hora, con un recibo de cada pago.',
  'portal.calendar': 'Calendario de la comunidad',
  'portal.calendarText':
    'Reuniones de la junta directiva, la asamblea anual, eventos de la comunidad y el mantenimiento programado en un solo lugar.',
  'portal.documents': 'Documentos y formularios',
  'portal.documentsText':
    'CC&R, estatutos, reglas, presupuestos y actas de reuniones, además de los formularios que usa su comunidad, como las solicitudes arquitectónicas.',
  'portal.requests': 'Enviar solicitudes',
  'portal.requestsText':
    'Informe un problema de mantenimiento en las áreas comunes, pida una aprobación arquitectónica o envíe una pregunta a su administrador, y siga su trámite hasta el final.',
  'help.title': '¿Necesita ayuda?',
  'help.text':
    '¿Todavía no tiene credenciales, olvidó su contraseña o ve un saldo que no parece correcto? El servicio al cliente emite y restablece las credenciales del portal. Escriba a <email>{email}</email> o comuníquese con nosotros por teléfono o mensaje de texto.',
  'help.button': 'Comunicarse con el servicio al cliente',
}

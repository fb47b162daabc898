import { company } from '~/content/company'
import type { QuestionTranslation } from './localize'
import type { Question } from './types'

// The company's 2025 community survey (issue 13), written for this site. Anonymous: satisfaction answers
// are franker when nobody's name is attached; contact details are kept only if the resident gives them.

export const SURVEY_2025_SLUG = 'survey-2025'

// Fixed ids, so every installation's survey has the same question ids (links, tests, the demo data).
const id = (n: number) => `2025a000-0000-4000-8000-${String(n).padStart(12, '0')}`
export const SURVEY_2025_IDS = {
  community: id(1),
  role: id(2),
  responsiveness: id(3),
  communication: id(4),
  maintenance: id(5),
  finances: id(6),
  value: id(7),
  recommend: id(8),
  start: id(9),
  stop: id(10),
  contact: id(11),
  name: id(12),
  email: id(13),
  phone: id(14),
} as const
const Q = SURVEY_2025_IDS

const skip = 'Skip it if you have not needed this from us this year.'
const rating = (qid: string, prompt: string, help: string | null = null): Question => ({
  id: qid,
  type: 'rating',
  prompt,
  help,
  required: false,
  page: 1,
  showIf: null,
  ...es(qid),
})

/** Each question's text in Spanish (localize.ts), written beside the English below. */
const SPANISH: Record<string, QuestionTranslation> = {
  [Q.community]: {
    prompt: '¿En qué comunidad vive?',
    help: 'Si la suya no aparece, elija “Otra” y escriba su nombre.',
  },
  [Q.role]: {
    prompt: '¿Es dueño de su vivienda o la alquila?',
    options: { owner: 'Soy propietario', renter: 'La alquilo' },
  },
  [Q.responsiveness]: {
    prompt: '¿Qué tan satisfecho está con la rapidez con que respondemos cuando se comunica con nosotros?',
    help: 'Omítala si este año no ha necesitado esto de nosotros.',
  },
  [Q.communication]: {
    prompt: '¿Qué tan satisfecho está con la forma en que lo informamos sobre reuniones, proyectos y avisos?',
  },
  [Q.maintenance]: {
    prompt:
      '¿Qué tan satisfecho está con el mantenimiento de las áreas comunes y con los proveedores que contratamos?',
  },
  [Q.finances]: {
    prompt:
      '¿Qué tan satisfecho está con la claridad con que informamos sobre las finanzas de su asociación?',
  },
  [Q.value]: {
    prompt: '¿Qué tan satisfecho está con lo que recibe a cambio de lo que su asociación nos paga?',
  },
  [Q.recommend]: {
    prompt: `¿Qué tan probable es que recomiende a ${company.name} a un vecino o a otra comunidad?`,
    help: '0 significa nada probable; 10, muy probable.',
  },
  [Q.start]: { prompt: '¿Qué deberíamos empezar a hacer, o hacer más?' },
  [Q.stop]: { prompt: '¿Qué deberíamos dejar de hacer, o hacer de otra manera?' },
  [Q.contact]: {
    prompt: '¿Podemos comunicarnos con usted sobre sus respuestas?',
    help: 'Solo si desea que le demos seguimiento. En ese caso, sus datos de contacto se guardarán con sus respuestas.',
  },
  [Q.name]: { prompt: 'Su nombre' },
  [Q.email]: {
    prompt: 'Su correo electrónico',
    help: 'Indique un correo electrónico o un número de teléfono para que podamos comunicarnos con usted.',
  },
  [Q.phone]: { prompt: 'Su número de teléfono' },
}
const es = (qid: string) => ({ translations: { es: SPANISH[qid]! } })
const ifContact = { questionId: Q.contact, operator: 'equals' as const, value: true }

export const SURVEY_2025 = {
  slug: SURVEY_2025_SLUG,
  title: '2025 Community Survey',
  description: [
    `Tell us how ${company.name} is doing for your community this year. It takes about five minutes.`,
    'This survey is anonymous: we keep your answers without your name, email, address or the time you answered, only the day. If you would like us to follow up, you can leave contact details at the end; they are kept with your answers only if you give them.',
    'Your community manager and our leadership team read every answer. We use them to decide what to improve in 2026 and share a summary with each board; results are never shown for a group of fewer than 3 residents.',
  ].join('\n\n'),
  thankYou:
    'Thank you for taking the time. Your answers have been received and will be read by our team. If you asked us to contact you, we will be in touch within two weeks.',
  translations: {
    es: {
      title: 'Encuesta comunitaria 2025',
      description: [
        `Díganos cómo lo está haciendo ${company.name} para su comunidad este año. Le tomará unos cinco minutos.`,
        'Esta encuesta es anónima: guardamos sus respuestas sin su nombre, correo electrónico, dirección ni la hora en que respondió; solo el día. Si desea que le demos seguimiento, puede dejar sus datos de contacto al final; se guardan con sus respuestas solo si usted los da.',
        'El administrador de su comunidad y nuestro equipo directivo leen cada respuesta. Las usamos para decidir qué mejorar en 2026 y compartimos un resumen con cada junta directiva; nunca se muestran resultados de un grupo de menos de 3 residentes.',
      ].join('\n\n'),
      thankYou:
        'Gracias por su tiempo. Recibimos sus respuestas y nuestro equipo las leerá. Si nos pidió que nos comuniquemos con usted, lo haremos en un plazo de dos semanas.',
    },
  },
  anonymous: true,
  communityQuestionId: Q.community,
  roleQuestionId: Q.role,
  questions: [
    {
      id: Q.community,
      ...es(Q.community),
      type: 'single',
      prompt: 'Which community do you live in?',
      help: 'If yours is not listed, choose “Other” and write its name.',
      required: true,
      page: 0,
      options: [],
      allowOther: true,
      dynamicOptions: 'communities',
      showIf: null,
    },
    {
      id: Q.role,
      ...es(Q.role),
      type: 'single',
      prompt: 'Do you own or rent your home?',
      help: null,
      required: true,
      page: 0,
      options: [
        { id: 'owner', label: 'I own it' },
        { id: 'renter', label: 'I rent it' },
      ],
      allowOther: false,
      showIf: null,
    },
    rating(Q.responsiveness, 'How satisfied are you with how quickly we respond when you contact us?', skip),
    rating(
      Q.communication,
      'How satisfied are you with how we keep you informed about meetings, projects and notices?',
    ),
    rating(
      Q.maintenance,
      'How satisfied are you with the upkeep of the common areas and the vendors we hire?',
    ),
    rating(Q.finances, 'How satisfied are you with how clearly we report your association’s finances?'),
    rating(Q.value, 'How satisfied are you with the value you get for what your association pays us?'),
    {
      id: Q.recommend,
      ...es(Q.recommend),
      type: 'nps',
      prompt: `How likely are you to recommend ${company.name} to a neighbor or another community?`,
      help: '0 means not at all likely, 10 means extremely likely.',
      required: true,
      page: 2,
      showIf: null,
    },
    {
      id: Q.start,
      ...es(Q.start),
      type: 'long_text',
      prompt: 'What should we start doing, or do more of?',
      help: null,
      required: false,
      page: 2,
      max: 2000,
      showIf: null,
    },
    {
      id: Q.stop,
      ...es(Q.stop),
      type: 'long_text',
      prompt: 'What should we stop doing, or do differently?',
      help: null,
      required: false,
      page: 2,
      max: 2000,
      showIf: null,
    },
    {
      id: Q.contact,
      ...es(Q.contact),
      type: 'yes_no',
      prompt: 'May we contact you about your answers?',
      help: 'Only if you would like a follow-up. Your contact details will then be kept with your answers.',
      required: true,
      page: 3,
      showIf: null,
    },
    {
      id: Q.name,
      ...es(Q.name),
      type: 'short_text',
      prompt: 'Your name',
      help: null,
      required: true,
      page: 3,
      max: 200,
      showIf: ifContact,
      confidential: true,
    },
    {
      id: Q.email,
      ...es(Q.email),
      type: 'short_text',
      prompt: 'Your email address',
      help: 'Give an email address or a phone number so we can reach you.',
      required: false,
      page: 3,
      max: 254,
      showIf: ifContact,
      confidential: true,
    },
    {
      id: Q.phone,
      ...es(Q.phone),
      type: 'short_text',
      prompt: 'Your phone number',
      help: null,
      required: false,
      page: 3,
      max: 40,
      showIf: ifContact,
      confidential: true,
    },
  ] satisfies Question[],
}

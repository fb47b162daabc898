import type { Translation } from '../areas'
import type { voteMail as english } from './vote-mail.en'

export const voteMail = {
  'field.community': 'Comunidad',
  'field.unit': 'Unidad',
  'field.closes': 'La votación se cierra',
  'field.link': 'Su enlace de votación',
  'field.election': 'Elección',
  'field.votedOn': 'Fecha del voto',
  'field.changedOn': 'Fecha del cambio de voto',
  'field.how': 'Cómo',
  keepPrivate:
    'Este enlace es la boleta de su unidad: cualquiera que lo tenga puede votar por la unidad, así que le pedimos que no reenvíe este correo electrónico.',
  'invitation.subject': 'Su boleta: {title}',
  'invitation.intro':
    'La votación de {title} está abierta. Cada unidad tiene un voto; el primer propietario que use el enlace lo emite.',
  'invitation.proxy':
    '{grantor} lo nombró apoderado de {unit} en esta votación. Use el enlace de abajo para votar por la unidad.',
  'invitation.proxyGrantor': 'El propietario de {unit}',
  'invitation.receipt':
    'Después de votar verá un código de recibo: guárdelo para encontrar su boleta en los resultados publicados.',
  'reminder.subject': 'Recordatorio: vote antes del {closes}',
  'reminder.heading': '{unit} todavía no ha votado',
  'reminder.intro':
    'La votación de {title} se cierra pronto. Este enlace nuevo sirve igual que el que usted tenía.',
  'reissued.subject': 'Su nuevo enlace de votación: {title}',
  'reissued.intro':
    'Alguien pidió el enlace de votación para su correo electrónico. Aquí tiene uno nuevo. Un enlace anterior de esta unidad también sigue sirviendo, hasta que se use uno de ellos para votar.',
  'reissued.ignore':
    'Si usted no lo pidió, puede ignorar este correo electrónico: solo quien lee este buzón puede usar el enlace.',
  'confirm.how.online': 'en línea, con el enlace de votación de la unidad',
  'confirm.how.paper': 'con una boleta de papel, registrada por la administradora',
  'confirm.how.proxy': 'por poder',
  'confirm.subjectVoted': '{unit} votó en {title}',
  'confirm.subjectChanged': '{unit} cambió su voto en {title}',
  'confirm.headingVoted': '{unit} votó',
  'confirm.headingChanged': '{unit} cambió su voto',
  'confirm.introVoted': '{unit} votó en {title} el {day}, {how}.',
  'confirm.introChanged': '{unit} cambió su voto en {title} el {day}, {how}.',
  'confirm.everyOwner':
    'Enviamos este mensaje a cada propietario de la unidad que figura en el padrón de la elección, para que todos sepan que el voto de la unidad quedó registrado.',
  'confirm.secret':
    'Este correo electrónico nunca incluye las elecciones de la unidad. Esta es una boleta secreta: las elecciones se guardan separadas de la unidad.',
  'confirm.notSecret': 'Este correo electrónico nunca incluye las elecciones de la unidad.',
  'confirm.contact':
    'Si nadie que usted conozca votó por {unit}, comuníquese de inmediato con {company} al {phone} o a {email}, antes de que se cierre la votación.',

  'notice.heading': 'Aviso de votación: {title}',
  'notice.deadline': 'La votación se cierra el {closes}.',
  'notice.codeHeading': 'El código de votación de su unidad',
  'notice.step1':
    'Vaya a {address} y escriba el código (no importan las mayúsculas ni los guiones), o escanee el código QR con la cámara de su teléfono.',
  'notice.step2': 'Marque sus elecciones, revíselas y confirme.',
  'notice.step3':
    'Guarde el código de recibo que se muestra al final: le permite encontrar su boleta en los resultados publicados.',
  'notice.qr': 'Código QR que abre la boleta de {unit}',
  'notice.private':
    'Este código es la boleta de su unidad: cualquiera que lo tenga puede votar por la unidad, así que guarde esta carta en privado. La unidad tiene un voto; si tiene varios propietarios, el primero que use el código lo emite. Cualquier código o enlace impreso para su unidad antes de esta carta ya no sirve.',
  'notice.paper':
    '¿Prefiere el papel? La boleta por correo que viene con esta carta lleva el mismo código: márquela, fírmela y envíela de vuelta por correo. Vote de una sola forma: una vez que la unidad votó, la otra boleta no se cuenta.',
  'notice.help':
    'Si no puede votar en línea, o tiene una pregunta, llame al {phone} o escriba a {email} antes de que se cierre la votación.',

  'ballot.kicker': 'Boleta oficial por correo',
  'ballot.deadline': 'Debe llegar antes del {closes}',
  'ballot.attn': 'Atención: Boletas de la elección',
  'ballot.codeLabel': 'Código de votación de la unidad',
  'ballot.qr': 'Código QR del código de votación de {unit}',
  'ballot.instruction1':
    'Marque una casilla por cada elección con un bolígrafo oscuro: rellene la casilla o márquela con una X.',
  'ballot.instruction2':
    'No marque más opciones de las que permite una contienda: una contienda con demasiadas marcas no se puede contar.',
  'ballot.instruction3':
    'Para votar por alguien que no aparece, escriba el nombre en una línea para candidato por escrito y marque su casilla.',
  'ballot.instruction4':
    'Firme al final, doble la boleta con el código a la vista y envíela a la dirección de arriba antes de que se cierre la votación.',
  'ballot.instruction5':
    'El código de esta boleta también abre en línea la boleta de su unidad. La unidad tiene un voto: cuenta la primera boleta recibida, y cualquier otra no se cuenta.',
  'ballot.voteFor1': 'Vote por 1',
  'ballot.any': 'Elija las que quiera',
  'ballot.cumulative': {
    one: 'Usted tiene {count} voto: escriba cuántos da a cada candidato ({count} en total)',
    other: 'Usted tiene {count} votos: escriba cuántos da a cada candidato ({count} en total)',
  },
  'ballot.upTo': 'Vote hasta por {count}',
  'ballot.writeIn': 'Candidato por escrito',
  'ballot.signatureHeading': 'Firma del propietario',
  'ballot.signatureStatement':
    'Soy propietario de la unidad indicada arriba, o tengo su poder, y emito esta boleta por la unidad.',
  'ballot.signature': 'Firma',
  'ballot.printedName': 'Nombre en letra de molde',
  'ballot.date': 'Fecha',
  'ballot.yes': 'Sí',
  'ballot.no': 'No',
  'ballot.abstain': 'Abstención',
} as const satisfies Translation<typeof english>

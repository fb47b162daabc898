import type { Translation } from '../areas'
import type { vote as english } from './vote.en'

export const vote = {
  'crumbs.home': 'Inicio',
  'crumbs.electionSystem': 'Sistema de elecciones',
  'crumbs.hoaElectionSystem': 'Sistema de elecciones de la asociación',
  'crumbs.ballot': 'Su boleta',
  'crumbs.code': 'Votar con su código',
  inEnglishOnly: '(solo en inglés)',
  'option.yes': 'Sí',
  'option.no': 'No',
  'option.abstain': 'Abstención',

  'code.metaTitle': 'Votar con su código | Sistema de elecciones de la asociación',
  'code.metaDescription':
    'Escriba el código de votación de su aviso impreso o de su boleta por correo, o pegue el enlace de su invitación, para abrir la boleta de su unidad.',
  'code.eyebrow': 'Sistema de elecciones de la asociación',
  'code.title': 'Votar con su código',
  'code.lead':
    'El código de su aviso impreso o de su boleta por correo abre la boleta de su unidad, la misma que abre el enlace de su invitación. Escríbalo abajo; no importan las mayúsculas, los guiones ni los espacios.',
  'code.sectionLabel': 'Su código de votación',
  'code.boxTitle': '¿Tiene un código de votación?',
  'code.boxIntro':
    'Su aviso impreso o su boleta por correo muestra un código de votación; su correo electrónico de invitación contiene un enlace personal para votar. Cualquiera de los dos abre la boleta de su unidad.',
  'code.field': 'Código o enlace de votación',
  'code.help':
    'Escriba el código de 16 caracteres de su aviso impreso o de su boleta por correo (no importan los guiones ni los espacios), o pegue el enlace completo de su correo electrónico de invitación.',
  'code.bad':
    'Esto no es un código ni un enlace de votación. Un código de votación tiene 16 letras y números, por ejemplo 7KQ2-M9XD-4TRB-P3WA; un enlace contiene “/vote/”.',
  'code.empty': 'Escriba su código de votación o pegue su enlace de votación.',
  'code.notFound':
    'No encontramos una boleta para ese código de votación. Compárelo con su aviso impreso o su boleta por correo (16 letras y números, por ejemplo 7KQ2-M9XD-4TRB-P3WA), o pida un enlace nuevo en la página de elecciones.',
  'code.finding': 'Buscando su boleta…',
  'code.go': 'Ir a mi boleta',

  'lost.title': '¿Perdió su enlace?',
  'lost.intro':
    'Escriba el correo electrónico que la asociación tiene de usted. Si figura en el padrón de una elección abierta ahora, le enviamos un enlace nuevo; el que ya tenía sigue sirviendo hasta que usted vote.',
  'lost.field': 'Su correo electrónico',
  'lost.sending': 'Enviando…',
  'lost.send': 'Enviarme un enlace nuevo',
  'lost.noEmail':
    '¿No tenemos su correo electrónico? Los propietarios sin correo reciben por correo postal un aviso impreso con el enlace. Si el suyo no ha llegado, llámenos al <phone>{phone}</phone> o escriba a <email>{email}</email>.',
  'lost.answer':
    'Si ese correo electrónico figura en el padrón de una elección abierta, le enviamos un enlace de votación nuevo. El enlace que ya tenía también sigue sirviendo, hasta que se use uno de ellos para votar.',
  'lost.busy':
    'En este momento no podemos atender más solicitudes de enlaces. Vuelva a intentarlo en unos minutos.',
  'lost.emailMissing': 'Escriba su correo electrónico.',
  'lost.emailInvalid': 'Escriba un correo electrónico válido.',
  'state.network': 'Hubo un error de red. Inténtelo de nuevo.',

  'ballot.metaTitle': 'Su boleta: {title}',
  'ballot.metaInvalid': 'Enlace de votación no válido',
  'ballot.leadClosed': 'La votación se cerró el {closed}.',
  'ballot.leadCloses': 'La votación se cierra el {closes}.',
  'ballot.canChange':
    'Esta unidad ya votó, pero esta elección le permite cambiar su voto hasta el {closes}: si vota de nuevo, su nueva boleta reemplaza a la anterior.',
  'link.notValid':
    'Este enlace de votación no es válido: revise que lo copió completo, o pida uno nuevo en la página de elecciones.',
  'link.replaced':
    'Este enlace de votación fue reemplazado por uno más reciente, enviado a los propietarios de la unidad por correo electrónico o en un aviso impreso. Use el enlace más reciente que recibió; si no lo encuentra, pida uno nuevo en la página de elecciones.',
  'link.replacedTitle': 'Este enlace de votación fue reemplazado',
  'link.notValidTitle': 'Este enlace de votación no funciona',
  'link.toElectionPage': 'Ir a la página de elecciones',
  'state.alreadyVoted': 'Esta unidad ya votó; cada unidad tiene un voto.',
  'state.busy':
    'Hay tantos propietarios votando ahora que su boleta no pudo registrarse en 30 segundos. No se registró nada: vuelva a intentarlo en un minuto.',
  'state.tooMany': 'Demasiados intentos desde esta conexión. Espere un rato y vuelva a intentarlo.',
  'state.closedMessage': 'La votación de esta elección está cerrada.',
  'state.notOpenMessage': 'La votación todavía no ha abierto; vuelva cuando abra.',
  'state.voted': 'Esta unidad ya votó; cada unidad tiene un voto, y la votación se cierra el {closes}.',
  'state.notOpen': 'La votación abre el {opens}; vuelva entonces con este mismo enlace.',
  'state.closedAt': 'La votación de esta elección se cerró el {closed}.',
  'state.votedTitle': 'Ya votó',
  'state.notOpenTitle': 'La votación no ha abierto',
  'state.closedTitle': 'La votación está cerrada',
  'state.seeResults': 'Ver los resultados y buscar su recibo',
  'outline.title': 'Qué hay en la boleta',

  'intro.title': 'Sobre esta votación',
  'intro.community': 'Comunidad',
  'intro.closed': 'La votación se cerró',
  'intro.closes': 'La votación se cierra',
  'intro.unit': 'Su unidad',
  'intro.weight': 'Peso del voto',
  'intro.proxy':
    'Usted vota como apoderado: {holder} tiene el poder de {unit}, y esta boleta cuenta como el voto de esa unidad.',
  'intro.secret':
    'Esta es una boleta secreta: sus elecciones se guardan sin su unidad, solo con un código de recibo, así que nadie puede ver cómo votó su unidad, solo que votó.',
  'intro.secretRevote':
    ' Como usted puede cambiar su voto, la boleta también guarda un código hecho con su unidad y un secreto del servidor, para que una boleta nueva pueda reemplazarla; alguien que tuviera a la vez la base de datos y ese secreto podría relacionar las dos.',
  'intro.notSecret':
    'Esta no es una boleta secreta: sus elecciones se registran con su unidad, y la asociación puede ver cómo votó su unidad.',
  'intro.description': 'Descripción',
  'intro.notice': 'Aviso de la votación',

  'choices.title': 'Su boleta',
  'choices.intro':
    'Haga sus elecciones y revíselas antes de emitir el voto. Puede dejar una contienda en blanco; su unidad igual cuenta como participante.',
  'choices.attention': {
    one: 'Una contienda necesita atención: vea el mensaje en la contienda.',
    other: '{count} contiendas necesitan atención: vea el mensaje en cada contienda.',
  },
  'choices.review': 'Revisar mis elecciones',
  'contest.noChoice': 'Ninguna elección en esta contienda',
  'contest.votes': { one: '{count} voto', other: '{count} votos' },
  'contest.writeIn': 'Candidato por escrito (opcional)',
  'contest.writeInCumulative': 'Un nombre que usted escriba usa uno de sus votos.',
  'contest.writeInHint': 'Un nombre que usted escriba cuenta como una de sus elecciones.',
  'limit.one': 'Elija una opción',
  'limit.any': 'Elija las que quiera',
  'limit.oneVote': 'Usted tiene 1 voto',
  'limit.votes': 'Usted tiene {count} votos: déselos a un candidato o repártalos',
  'limit.upTo': 'Elija hasta {count}',
  'count.chosen': '{count} elegidos',
  'count.overVotes': 'Usted dio {given} pero tiene {have}: quite {back}.',
  'count.votesLeft': 'Votos que le quedan: {left} de {seats}',
  'count.over': '{count} elegidos, pero solo se permiten {seats}: desmarque {back}.',
  'count.of': '{count} de {seats} elegidos',
  'problem.measure': 'Elija una sola respuesta para “{title}”.',
  'problem.cumulative': 'Usted tiene {have} en “{title}” y dio {given}: quite {back}.',
  'problem.upTo': 'Elija hasta {seats} en “{title}” (eligió {count}).',
  'problem.other': 'No pudimos leer algo en “{title}”: revise allí sus elecciones.',
  'problem.votes': 'Dé a cada candidato un número de votos de la lista.',
  'submit.contest': 'Cada elección debe indicar su contienda.',
  'submit.tooMany': 'Como máximo {count} elecciones en una contienda.',
  'submit.writeInLong': 'El nombre del candidato por escrito tiene como máximo {count} caracteres.',
  'submit.writeInCharacter': 'El nombre del candidato por escrito contiene un carácter que no se permite.',
  'submit.choices': 'Envíe sus elecciones.',
  'words.withVotes': '{name} — {votes}',
  'words.writeIn': '{name} (por escrito)',

  'review.title': 'Revise sus elecciones',
  'review.introLost':
    'Estas son las elecciones que usted confirmó para emitir la boleta de {unit} (peso del voto {weight}).',
  'review.intro':
    'Todavía no se ha emitido nada. Revise cada contienda y luego confirme para emitir la boleta de {unit} (peso del voto {weight}).',
  'review.blank': 'Ninguna elección: esta contienda queda en blanco.',
  'review.revote':
    'Esta elección le permite cambiar su voto hasta que se cierre la votación: una boleta nueva reemplazaría a esta.',
  'review.final': 'Una vez emitida, la boleta no se puede cambiar.',
  'review.slow':
    'Muchos propietarios están votando ahora: su boleta está en fila para registrarse. Por favor, no cierre esta página.',
  'review.recording': 'Registrando su voto…',
  'review.casting': 'Emitiendo su boleta…',
  'review.confirm': 'Confirmar y emitir mi boleta',
  'review.edit': 'Cambiar mis elecciones',
  'review.lostAnswer':
    'No llegó respuesta de nuestro servidor, así que su boleta pudo haberse registrado o no. Revise su conexión y confirme otra vez: si se registró, verá su recibo, y no se contará dos veces.',

  'receipt.newCast': 'Su nueva boleta está emitida',
  'receipt.cast': 'Su boleta está emitida',
  'receipt.replaced': 'Reemplazó la boleta que su unidad emitió antes; el recibo de esa boleta ya no cuenta.',
  'receipt.code': 'Su código de recibo',
  'receipt.keep':
    'Guarde este código: imprima esta página o anote el código. Cuando se publiquen los resultados, el código aparecerá en su lista de recibos, lo que muestra que su boleta se contó.',
  'receipt.keepSecret':
    ' La boleta no se guarda con su unidad, así que nadie podrá buscarle el código más adelante; este navegador guarda una copia, que su enlace de votación le mostrará de nuevo aquí.',
  'receipt.later':
    'Cuando los resultados se certifiquen y publiquen, su enlace de votación lo llevará a ellos.',
  'receipt.copied': 'El código de recibo está copiado.',
  'receipt.selected': 'El código está seleccionado: cópielo con su teclado o su menú.',
  'receipt.copy': 'Copiar el código',
  'receipt.print': 'Imprimir esta página',

  'voted.you': 'Usted votó el {day}.',
  'voted.paper': 'Esta unidad votó el {day}, con una boleta de papel.',
  'voted.proxy': 'Esta unidad votó el {day}, por poder.',
  'voted.owner': 'El propietario de esta unidad votó el {day}.',
  'voted.hide': 'Ocultar mi recibo',
  'voted.show': 'Mostrar mi recibo',
  'voted.kept':
    'Este navegador guardó el código cuando usted votó. Búsquelo en los resultados publicados para comprobar que su boleta se contó.',
  'voted.notKept':
    'El código de recibo se muestra una sola vez, en el dispositivo usado para votar, y este navegador no lo tiene. Si lo anotó o lo imprimió, use esa copia para buscar su boleta en los resultados.',
  'candidate.photo': 'Foto de {name}',
  'candidate.statement': 'Leer la declaración de {name}',

  'results.votersOnly':
    'Estos resultados se muestran a los votantes de esta elección. Ábralos desde su enlace de votación.',
} as const satisfies Translation<typeof english>

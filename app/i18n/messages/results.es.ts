import type { Translation } from '../areas'
import type { results as english } from './results.en'

export const results = {
  'crumbs.home': 'Inicio',
  'crumbs.electionSystem': 'Sistema de elecciones',
  'crumbs.results': 'Resultados',

  'meta.title': 'Resultados: {title}',
  'meta.description':
    'Resultados de {title} ({community}): totales ponderados, quórum y la lista de recibos.',
  'meta.hidden': 'Resultados de la elección',
  'meta.hiddenDescription': 'Los resultados de esta elección no están publicados.',

  'hidden.title': 'Resultados no disponibles',
  'hidden.notPublished': 'Los resultados de esta elección no están publicados.',
  'hidden.votersOnly':
    'Estos resultados se muestran a los votantes de esta elección. Ábralos desde su enlace de votación.',
  'hidden.failedVerification':
    'Estos resultados no pasaron la verificación: el registro guardado ya no coincide con lo que se selló al cerrar la votación, así que no se muestran. Avise a la compañía administradora.',
  'hidden.toElectionPage': 'Ir a la página de elecciones',

  'lead.eyebrow': 'Resultados · {community}',
  'lead.ballots': { one: 'Se contó {count} boleta, ', other: 'Se contaron {count} boletas, ' },
  'lead.weight': 'con un peso de voto total de {weight}.',
  'lead.weightShare': 'el {share} del peso de voto de la asociación.',
  'lead.tooFew': 'muy pocas para mostrar su parte del peso de voto.',
  'lead.closed': ' La votación se cerró el {closed}.',
  certified: 'Certificados el {certified}.',
  preliminary: 'Preliminares: todavía no certificados.',
  preliminaryMore:
    'Estos son los conteos hechos al cerrar la votación; serán oficiales cuando se certifique la elección.',
  contests: 'Contiendas',
  rounded:
    'Esta fue una votación secreta. Para que nadie pueda deducir de los totales cómo votó una unidad, cada porcentaje se redondea a una décima, no se muestran conteos por opción, los candidatos por escrito con menos de 3 boletas se agrupan, y una opción elegida en solo 1 o 2 boletas no muestra porcentaje. El conteo exacto está en el informe certificado que la asociación guarda en sus archivos.',
  digest: 'Huella de las boletas (SHA-256)',
  digestHelp:
    'Una huella de todas las boletas contadas, sellada en el registro de auditoría de la elección al cerrar la votación: si después se cambiara alguna boleta, ya no coincidiría.',

  'quorum.met': 'Se alcanzó el quórum',
  'quorum.notMet': 'No se alcanzó el quórum',
  'quorum.units': 'Unidades que participaron',
  'quorum.ofTotal': '{part} de {whole}',
  'quorum.weight': 'Peso de voto que participó',
  'quorum.shareOfTotal': '{share} del total',
  'quorum.required': 'Quórum requerido',
  'quorum.requiredUnits': {
    one: '{percent} de las unidades: {count} unidad',
    other: '{percent} de las unidades: {count} unidades',
  },
  'quorum.requiredWeight': '{percent} del peso de voto: peso de voto {required}',

  'option.yes': 'Sí',
  'option.no': 'No',
  'option.abstain': 'Abstención',
  'contest.fewerThan3': 'menos de 3 boletas',
  'contest.otherWriteIns': 'Otros candidatos por escrito',
  'contest.ofVotes': 'del peso de todos los votos en esta contienda',
  'contest.ofCast': 'del peso emitido',
  'contest.blankShare': 'En blanco: {share}.',
  'contest.blankShareOf': '{share} del peso emitido',
  'contest.blankBallots': {
    one: 'En blanco: {count} boleta (peso de voto {weight}).',
    other: 'En blanco: {count} boletas (peso de voto {weight}).',
  },
  'contest.passed': 'Aprobada',
  'contest.failed': 'Rechazada',
  'contest.rule': 'Regla:',
  'contest.yesShare': 'Sí: {share}.',
  'contest.yesShareOf': '{share} de ese peso',
  'contest.yesExact':
    'Sí: peso de voto {yes} de una base de {base}; se necesitaba al menos {required} para aprobarse.',
  'contest.noQuorum': 'El voto por el sí alcanzó el umbral, pero no se alcanzó el quórum.',
  'contest.howVoted': 'Cómo votaron los propietarios:',
  'contest.seats': { one: '{count} puesto por cubrir.', other: '{count} puestos por cubrir.' },
  'contest.elected': 'Elegidos:',
  'contest.writeInMark': ' (por escrito)',
  'contest.electedTag': 'Elegido',
  'contest.tieResolved': 'Empate resuelto',
  'contest.tied': 'Empatado',
  'contest.voteWeight': 'Peso de voto',
  'contest.ballotCount': { one: '{count} boleta', other: '{count} boletas' },
  inEnglishOnly: '(solo en inglés)',

  'rule.cumulative':
    'Voto acumulativo: cada unidad tenía {votes} para dar, varios a un mismo candidato si así lo quería, cada uno con el peso completo de la unidad; {elected}',
  'rule.approval':
    'Voto por aprobación: cada unidad eligió a todos los candidatos que aprobaba, cada uno con el peso completo de la unidad; {elected}',
  'rule.plurality': {
    one: 'Mayoría simple: cada unidad eligió hasta {count} candidato con su peso completo; {elected}',
    other: 'Mayoría simple: cada unidad eligió hasta {count} candidatos con su peso completo; {elected}',
  },
  'rule.votes': { one: '{count} voto', other: '{count} votos' },
  'rule.electedMost': {
    one: 'resulta elegido el candidato con más peso de voto',
    other: 'resultan elegidos los {count} candidatos con más peso de voto',
  },
  'rule.electedApproved': {
    one: 'resulta elegido el candidato aprobado por más peso',
    other: 'resultan elegidos los {count} candidatos aprobados por más peso',
  },
  'rule.measure': '{comparison} {share} {base} debe votar sí',
  'rule.percent': 'el {percent}',
  'rule.moreThan': 'Más de',
  'rule.atLeast': 'Al menos',
  'rule.half': 'la mitad',
  'rule.twoThirds': 'dos tercios',
  'rule.base.yes_no': 'del peso que vota sí o no',
  'rule.base.ballots_cast': 'del peso de todas las boletas emitidas',
  'rule.base.all_weight': 'de todo el peso de voto del padrón',

  'tie.label': 'Empate:',
  'tie.measure': 'el mismo peso de voto votó no y sí, justo en el umbral, así que el conteo no lo decide',
  'tie.race': {
    one: '{names} tienen el mismo peso de voto para el último puesto, así que el conteo no lo decide',
    other: '{names} tienen el mismo peso de voto para los últimos puestos, así que el conteo no lo decide',
  },
  'tie.rules': '; las reglas de la asociación dicen cómo se resuelve un empate.',
  'tie.note': ' Nota: {note}',
  'tie.onMeasure': 'Empate en esta medida',
  'tie.atLastSeat': 'Empate en el último puesto',
  'tie.runoff': '{what}, que se decidirá en una segunda vuelta (registrado el {on}).',
  'tie.resolved': '{what}, resuelto {how} el {on}: {outcome}.',
  'tie.how.lot': 'por sorteo',
  'tie.how.coin': 'lanzando una moneda',
  'tie.how.board': 'por votación de la junta directiva',
  'tie.passes': 'la medida se aprueba',
  'tie.fails': 'la medida se rechaza',
  'tie.seated': 'puesto asignado a {names}',

  'receipts.title': 'Busque su recibo',
  'receipts.intro':
    'Cada boleta contada tiene un código de recibo, que se mostró una vez al votante cuando votó. Si su código está en esta lista, su boleta se contó.',
  'receipts.field': 'Código de recibo',
  'receipts.hint': 'Escriba el código completo o sus primeros caracteres.',
  'receipts.find': 'Buscar',
  'receipts.list': 'Códigos de recibo',
  'receipts.none': 'No se emitieron boletas en esta elección.',
  'receipts.first':
    'Se muestran los primeros {shown} de {total} recibos: escriba su código para encontrar el suyo.',
  'receipts.all': 'Los {total} recibos, en orden.',
  'receipts.found': 'Encontrado: el recibo {q} está contado en estos resultados.',
  'receipts.noMatch': 'Ningún recibo empieza con {q}. Revise el código tal como se le mostró cuando votó.',
  'receipts.matches': {
    one: '{count} recibo empieza con {q}.',
    other: '{count} recibos empiezan con {q}.',
  },
  'receipts.failed': 'No se pudieron buscar los recibos en este momento. Vuelva a intentarlo.',
  'receipts.network': 'Ocurrió un error de red. Vuelva a intentarlo.',
} as const satisfies Translation<typeof english>

import type { Translation } from '../areas'
import type { electionSystem as english } from './election-system.en'

export const electionSystem = {
  'meta.title': 'Sistema de elecciones: voto ponderado para asociaciones de Utah',
  'meta.description':
    'Votación en línea segura para asociaciones de propietarios y condominios de Utah: una boleta por unidad, ponderada según el padrón, votación secreta, boletas de papel y poderes, recibos y resultados certificados. Vote con su código o pida un enlace nuevo.',
  'crumbs.home': 'Inicio',
  'crumbs.page': 'Sistema de elecciones de la asociación',
  eyebrow: 'Voto ponderado para asociaciones de Utah',
  title: 'Sistema de elecciones de la asociación',
  lead: 'Vote en la elección de su asociación desde cualquier teléfono o computadora. Cada unidad emite una boleta, con el peso que le da el padrón de su comunidad, y una votación secreta sigue siendo secreta.',
  voteWithCode: 'Votar con su código',
  seeResults: 'Ver resultados certificados',
  boxesLabel: 'Votar o pedir un enlace nuevo',

  'platform.eyebrow': 'La plataforma',
  'platform.title': 'Votación hecha para las asociaciones de propietarios de Utah',
  'platform.lead':
    'Nuestros administradores organizan elecciones y votaciones para las asociaciones que administramos: elecciones de la junta directiva, enmiendas, presupuestos y cuotas especiales, con las reglas que fijan los documentos de cada comunidad.',
  'feature.weighted.title': 'Una boleta por unidad, ponderada',
  'feature.weighted.text':
    'Cada unidad vota una vez, con el peso que le da su declaración: un voto por unidad, un porcentaje de participación o los pesos que fijan sus estatutos. Los totales son exactos hasta el último decimal.',
  'feature.paper.title': 'Las boletas de papel y los poderes también cuentan',
  'feature.paper.text':
    'Los propietarios sin correo electrónico reciben un aviso impreso por correo postal. El administrador registra las boletas de papel y los poderes escritos (Utah Code 16-6a-712), así que cada unidad cuenta una sola vez, vote como vote.',
  'feature.record.title': 'Un registro que cualquiera puede comprobar',
  'feature.record.text':
    'El padrón se congela al abrirse la votación, cada paso queda en un registro a prueba de alteraciones y cada votante recibe un código de recibo para buscarlo en los resultados publicados.',

  'how.eyebrow': 'Para los propietarios',
  'how.title': 'Cómo votar',
  'step.invitation.title': 'Le llega su invitación',
  'step.invitation.text':
    'Al abrirse la votación, cada propietario del padrón recibe un correo electrónico con el enlace de votación de su unidad. Los propietarios sin dirección de correo electrónico reciben por correo postal un aviso impreso con un código de votación de 16 caracteres, un código QR y una boleta por correo.',
  'step.open.title': 'Abra su enlace o escriba su código',
  'step.open.text':
    'El enlace de su correo electrónico abre la boleta de su unidad. Si recibió papel, vaya a {path!} en este sitio y escriba su código (por ejemplo 7KQ2-M9XD-4TRB-P3WA; las mayúsculas y los guiones no importan), o escanee el código QR con su teléfono. No necesita cuenta ni contraseña. El enlace y el código son dos formas de la misma llave: quien tenga cualquiera de los dos puede votar por la unidad, así que guárdelos en privado.',
  'step.choose.title': 'Elija y revise sus opciones',
  'step.choose.text':
    'Cada contienda dice cuántas opciones puede elegir. Antes de enviar nada, verá sus opciones en una sola página y podrá volver atrás para cambiarlas. ¿Prefiere el papel? Marque la boleta por correo, fírmela y envíela antes de que cierre la votación; el administrador la registra por su código, y una unidad que ya votó no se cuenta dos veces.',
  'step.confirm.title': 'Confirme',
  'step.confirm.text':
    'Su boleta queda emitida cuando usted confirma. Salvo que su asociación permita cambios, una boleta emitida no se puede cambiar (Utah Code 16-6a-709(5)). Los copropietarios comparten una boleta: la emite el primero que confirma.',
  'step.receipt.title': 'Guarde su recibo',
  'step.receipt.text':
    'Verá un código de recibo, por ejemplo 7KQ2-M9XD-4TRB. Cuando se publiquen los resultados, la lista de recibos mostrará que su boleta se contó, sin mostrar cómo votó.',

  'secret.eyebrow': 'Votación secreta',
  'secret.title': 'Qué significa aquí una votación secreta',
  'secret.lead':
    'Cuando una elección es secreta, nadie puede relacionar sus opciones con usted: ni la junta directiva ni nuestro personal.',
  'secret.stored':
    'Su boleta se guarda sin su unidad, su nombre ni su enlace: solo sus opciones, el peso de voto de la unidad, el día en que se emitió (sin la hora) y un código de recibo al azar.',
  'secret.staff':
    'Nuestro personal puede ver qué unidades han votado, y si lo hicieron en línea, en papel o por poder, para enviar recordatorios y comprobar el quórum. En una votación secreta, la junta directiva solo ve cuántas han votado. Nadie puede ver por quién votó una unidad.',
  'secret.counted':
    'No se cuenta nada mientras la votación está abierta. Los resultados se cuentan una sola vez, al cerrar la votación; los propietarios los ven cuando la asociación los certifica y los publica.',
  'secret.changes':
    'Donde los estatutos permiten a los propietarios cambiar su boleta, una marca codificada permite que la boleta nueva reemplace a la anterior. Eso debilita un poco el secreto, así que los cambios están desactivados salvo que su asociación los permita.',
  'secret.recorded':
    'Algunas votaciones no son secretas, cuando los estatutos piden un voto registrado. La boleta dice de qué tipo es antes de que usted vote.',

  'public.eyebrow': 'Resultados',
  'public.title': 'Resultados certificados',
  'public.lead': 'Resultados que una asociación ha certificado y decidido publicar para todos.',
  'public.certified': 'Certificados el {certified}',
  'public.see': 'Ver los resultados<hidden> de {title}</hidden>',
  'public.noneTitle': 'Todavía no hay resultados públicos',
  'public.noneText':
    'Ninguna asociación ha publicado todavía resultados para todos. Muchas los comparten solo con sus votantes: si usted votó, abra el enlace de su invitación después del cierre de la votación para ver los resultados de su comunidad.',

  'staff.inEnglish': 'Las herramientas del personal están en inglés.',
} as const satisfies Translation<typeof english>

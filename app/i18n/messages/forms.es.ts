import type { Translation } from '../areas'
import type { forms as english } from './forms.en'

/** The public forms in Spanish: formal "usted"; statute citations stay as written. */
export const forms: Translation<typeof english> = {
  'v.enter': 'Escriba {label}.',
  'v.tooLong': 'Escriba {label} en menos de {max!} caracteres.',
  'v.mustBeText': 'Escriba {label} como texto.',
  'v.enterDate': 'Escriba {label} como una fecha.',
  'v.realDate': 'Escriba {label} como una fecha que exista.',
  'v.dateYear': 'Revise el año de {label}.',
  'v.email': 'Escriba su correo electrónico.',
  'v.ownerEmail': 'Escriba el correo electrónico del propietario.',
  'v.emailText': 'Escriba el correo electrónico como texto.',
  'v.emailTooLong': 'Ese correo electrónico es demasiado largo.',
  'v.emailInvalid': 'Escriba un correo electrónico válido, como nombre@ejemplo.com.',
  'v.phoneText': 'Escriba el teléfono como texto.',
  'v.phoneTooLong': 'Escriba el teléfono en menos de 30 caracteres.',
  'v.phoneInvalid': 'Escriba un teléfono de 7 a 15 dígitos, como 801-555-0100.',
  'v.rating': 'Elija una calificación de 1 a 5 estrellas.',
  'v.tenantShape': 'Cada inquilino debe tener un nombre, con correo electrónico y teléfono opcionales.',
  'v.vehicleShape': 'Cada vehículo debe tener marca, color y placa.',
  'v.occupantsMissing': 'Escriba cuántas personas vivirán en la unidad.',
  'v.occupantsWhole': 'El número de ocupantes debe ser un número entero.',
  'v.occupantsMax': 'Si serán más de {max!} ocupantes, llámenos.',
  'v.tenantsList': 'Indique los inquilinos.',
  'v.tenantsMin': 'Indique al menos un inquilino.',
  'v.tenantsMax': 'Indique como máximo {max!} inquilinos.',
  'v.vehiclesList': 'Los vehículos deben ser una lista.',
  'v.vehiclesMax': 'Indique como máximo {max!} vehículos.',
  'v.emergencyShape': 'Escriba un contacto de emergencia con nombre y teléfono.',
  'v.rules': 'Confirme que los inquilinos recibieron las reglas de la asociación.',
  'v.rentalShape': 'Envíe el registro de alquiler como un objeto con sus campos.',
  'v.leaseOrder': 'La fecha de fin del contrato no puede ser anterior a la fecha de inicio.',
  'v.invalidInput': 'Algunos campos necesitan su atención. Revíselos e inténtelo de nuevo.',
  'v.leaseMissingFields':
    'Al formulario le faltan sus campos. Vuelva a cargar la página e inténtelo de nuevo.',
  'v.leaseUnreadable': 'No pudimos leer los campos del formulario. Inténtelo de nuevo.',
  'v.leaseAsFile': 'Adjunte el contrato como archivo.',
  'v.leaseOneFile': 'Adjunte un solo archivo del contrato.',
  'v.leaseKind': 'El archivo del contrato debe ser PDF, DOC, DOCX, JPG o PNG.',
  'v.leaseEmpty': 'El archivo del contrato está vacío. Elija el archivo de nuevo.',
  'v.leaseLarge': 'El archivo del contrato pesa más de 10 MB. Envíe un archivo más pequeño.',
  'v.leaseTooLarge':
    'El archivo del contrato es demasiado grande para enviarlo. Adjunte un archivo de 10 MB o menos.',
  'v.network': 'Hubo un error de red. Inténtelo de nuevo.',

  'label.name': 'su nombre',
  'label.message': 'un mensaje',
  'label.comments': 'sus comentarios',
  'label.communityName': 'el nombre de la comunidad',
  'label.community': 'el nombre de la comunidad (asociación)',
  'label.unitAddress': 'la dirección de la unidad en alquiler',
  'label.ownerName': 'el nombre del propietario',
  'label.ownerPhone': 'el teléfono del propietario',
  'label.ownerMailingAddress': 'la dirección postal del propietario',
  'label.tenantName': 'el nombre completo del inquilino',
  'label.vehicleDescription': 'la marca y el color del vehículo',
  'label.plate': 'la placa',
  'label.leaseStart': 'la fecha de inicio del contrato',
  'label.leaseEnd': 'la fecha de fin del contrato',
  'label.emergencyName': 'el nombre del contacto de emergencia',
  'label.emergencyPhone': 'el teléfono del contacto de emergencia',

  'rental.metaTitle': 'Información para propietarios e inquilinos: registre un alquiler',
  'rental.metaDescription':
    'Propietarios que alquilan una vivienda en una asociación de propietarios o condominio de Utah: envíe ' +
    'los datos del contrato y de los inquilinos para los registros de la asociación. Solo pedimos lo que ' +
    'permite el Código de Utah 57-8a-209, y lo guardamos en privado.',
  'rental.ldName': 'Registre un alquiler',
  'rental.crumbHome': 'Inicio',
  'rental.crumb': 'Información para propietarios e inquilinos',
  'rental.eyebrow': 'Información para propietarios e inquilinos',
  'rental.title': 'Registre un alquiler',
  'rental.lead':
    '¿Alquila su casa o condominio? Informe a su asociación quién vive allí. Toma unos cinco minutos, y ' +
    'puede adjuntar una copia del contrato de arrendamiento.',
  'rental.whyHeading': 'Por qué lo pide su asociación',
  'rental.lawTitle': 'La ley y los registros',
  'rental.why':
    'El Código de Utah 57-8a-209 permite que una asociación fije reglas de alquiler en sus documentos ' +
    'rectores, como las condiciones del contrato y límites al número de alquileres. Para aplicarlas con ' +
    'justicia, y para comunicarse con quienes viven en una vivienda cuando ocurre algo, la asociación ' +
    'lleva un registro de cada unidad alquilada.',
  'rental.askedTitle': 'Qué pedimos',
  'rental.asked1': 'El nombre y los datos de contacto del propietario',
  'rental.asked2': 'La unidad y la comunidad a la que pertenece',
  'rental.asked3': 'El nombre de cada inquilino, con su correo electrónico o teléfono si los tiene',
  'rental.asked4': 'Las fechas de inicio y fin del contrato',
  'rental.asked5': 'Cuántas personas viven allí',
  'rental.asked6': 'Los vehículos que se guardan en la comunidad',
  'rental.asked7': 'Un contacto de emergencia',
  'rental.asked8': 'Que los inquilinos recibieron las reglas de la asociación',
  'rental.neverTitle': 'Qué nunca pedimos',
  'rental.neverAsked': 'Números de Seguro Social, ingresos, informes de crédito ni antecedentes penales.',
  'rental.privacyTitle': 'Se guarda en privado',
  'rental.privacy':
    'Solo lo ven el administrador de su comunidad y la junta directiva de la asociación. Se usa para los ' +
    'registros de alquiler de la asociación y para comunicarse con los residentes cuando haga falta; nunca ' +
    'se vende ni se comparte con fines comerciales.',
  'rental.nextTitle': 'Qué sigue',
  'rental.promise':
    'Recibe un número de referencia al instante y un correo electrónico de confirmación. Respondemos ' +
    'correos y mensajes de texto en un plazo de 24 horas en días hábiles.',

  'form.title': 'Registro de alquiler',
  'form.required': 'Los campos marcados con <star>*</star> son obligatorios.',
  'form.s1': 'La comunidad y la unidad',
  'form.community': 'Nombre de la comunidad (asociación)',
  'form.communityHint':
    'Tal como aparece en su estado de cuenta de cuotas, por ejemplo Oak Hollow Homeowners Association.',
  'form.unitAddress': 'Dirección de la unidad en alquiler',
  'form.unitAddressHint': 'Calle y número, con el número de unidad o lote.',
  'form.s2': 'El propietario',
  'form.s2Note': 'Enviamos la confirmación a este correo electrónico.',
  'form.ownerName': 'Nombre completo del propietario',
  'form.email': 'Correo electrónico',
  'form.phone': 'Teléfono',
  'form.mailingAddress': 'Dirección postal',
  'form.mailingAddressHint': 'Donde la asociación le envía avisos a usted, el propietario.',
  'form.s3': 'Inquilinos',
  'form.s3Note':
    'Cada adulto que figura en el contrato. Un correo electrónico o teléfono ayuda a la asociación a ' +
    'comunicarse con ellos.',
  'form.s4': 'Contrato y ocupantes',
  'form.leaseStart': 'Fecha de inicio del contrato',
  'form.leaseEnd': 'Fecha de fin del contrato',
  'form.leaseEndHint': 'Déjela en blanco si el contrato es de mes a mes.',
  'form.occupants': 'Número de ocupantes',
  'form.occupantsHint': 'Todas las personas que vivirán allí, incluidos los niños.',
  'form.s5': 'Vehículos',
  'form.s5Note':
    'Los vehículos que los residentes guardarán en la comunidad, para que no se confundan con los de ' +
    'visitantes. Deje esta parte vacía si no hay ninguno.',
  'form.s6': 'Contacto de emergencia',
  'form.s6Note':
    'Alguien a quien la asociación pueda llamar si no logra comunicarse con los residentes, como un ' +
    'familiar o su administrador de propiedades.',
  'form.name': 'Nombre',
  'form.s7': 'Copia del contrato',
  'form.s8': 'Reglas de la asociación',
  'form.rules':
    'Confirmo que los inquilinos recibieron una copia de las reglas de la asociación: la declaración ' +
    '(CC&Rs), los estatutos y el reglamento.',
  'form.submit': 'Enviar registro',
  'form.submitting': 'Enviando el registro…',
  'form.secure':
    'Se envía de forma segura y solo lo ven el administrador de su comunidad y la junta directiva.',
  'form.tenant': 'Inquilino {n!}',
  'form.removeTenant': 'Quitar el inquilino {n!}',
  'form.fullName': 'Nombre completo',
  'form.addTenant': 'Agregar otro inquilino',
  'form.tenantLimit': 'Hasta {max!} inquilinos.',
  'form.vehicle': 'Vehículo {n!}',
  'form.removeVehicle': 'Quitar el vehículo {n!}',
  'form.makeColor': 'Marca y color',
  'form.makeColorHint': 'Por ejemplo, Subaru Outback azul.',
  'form.plate': 'Placa',
  'form.plateHint': 'Con el estado, si no es de Utah.',
  'form.addVehicle': 'Agregar un vehículo',
  'form.addAnotherVehicle': 'Agregar otro vehículo',
  'form.vehicleLimit': 'Hasta {max!} vehículos.',
  'form.remove': 'Quitar',
  'form.leaseFile': 'Archivo del contrato',
  'form.leaseFileHint': 'Opcional. PDF, Word (DOC o DOCX), JPG o PNG, de hasta 10 MB.',
  'form.removeFile': 'Quitar {name}',

  'done.metaTitle': 'Registro recibido',
  'done.crumb': 'Registro recibido',
  'done.title': 'Registro recibido',
  'done.lead': 'Gracias. Su registro de alquiler ya está con el administrador de su comunidad.',
  'done.referenceHeading': 'Su número de referencia',
  'done.received':
    'Recibido el {when} (hora de Utah). Indique este número si se comunica con nosotros sobre este alquiler.',
  'done.nextTitle': 'Qué sigue',
  'done.step1':
    'Un correo electrónico de confirmación con una copia de los datos va en camino al correo del propietario.',
  'done.step2':
    'El administrador de su comunidad agrega a los inquilinos a los registros de alquiler de la asociación. ' +
    'Si falta algo, nos comunicamos con el propietario. Respondemos correos y mensajes de texto en un plazo ' +
    'de 24 horas en días hábiles.',
  'done.step3': 'Cuando el contrato se renueve o cambien los inquilinos, envíe un nuevo registro.',
  'done.print': 'Imprimir esta página',
  'done.another': 'Registrar otro alquiler',
  'done.home': 'Volver a la página principal',

  'mail.rentalSubject': 'Registro de alquiler recibido: {reference}',
  'mail.rentalHeading': 'Recibimos su registro de alquiler',
  'mail.rentalIntro1':
    'Gracias. Su número de referencia es {reference}; indíquelo si se comunica con nosotros sobre este ' +
    'alquiler.',
  'mail.rentalIntro2':
    'El administrador de su comunidad agregará a los inquilinos a los registros de alquiler de la ' +
    'asociación y se comunicará con usted si falta algo. Si algún dato que envió no es correcto, responda ' +
    'a este correo con la corrección.',
  'mail.contactSubject': 'Recibimos su mensaje ({reference})',
  'mail.contactHeading': 'Gracias por escribirnos',
  'mail.contactIntro':
    'Su mensaje llegó a nuestro equipo. Su número de referencia es {reference}; indíquelo si nos escribe o ' +
    'llama sobre este mensaje.',
  'mail.feedbackSubject': 'Gracias por sus comentarios',
  'mail.feedbackIntro1':
    'Sus comentarios llegaron a nuestro equipo. Los usaremos para mejorar nuestros servicios.',
  'mail.feedbackIntro2': 'Su número de referencia es {reference}.',
  'mail.responsePromise': 'Respondemos correos y mensajes de texto en un plazo de 24 horas en días hábiles.',

  'contact.name': 'Su nombre',
  'contact.email': 'Correo electrónico',
  'contact.phone': 'Teléfono (opcional)',
  'contact.community': 'Comunidad (opcional)',
  'contact.message': 'Mensaje',
  'contact.send': 'Enviar mensaje',
  'contact.sending': 'Enviando...',
  'contact.sent': 'Mensaje enviado',
  'contact.thanks':
    'Gracias, {name}. Su número de referencia es <ref>{reference}</ref>. Indíquelo si nos escribe o llama sobre este mensaje.',
  'contact.another': 'Enviar otro mensaje',
  'feedback.titleRating': '¿Cómo lo estamos haciendo?',
  'feedback.titleDetails': 'Cuéntenos más',
  'feedback.titleSuccess': 'Gracias por sus comentarios',
  'feedback.prompt':
    'Califique su experiencia con nuestro equipo de administración. Leemos cada calificación.',
  'feedback.errorTitle': 'Error',
  'feedback.error': 'No pudimos enviar sus comentarios. Inténtelo de nuevo.',
  'feedback.pending': 'Enviando...',
  'feedback.yourRating': 'Su calificación',
  'feedback.star': { one: '{count} estrella', other: '{count} estrellas' },
  'feedback.rated': 'Calificación: {value} de {scale} estrellas',
  'feedback.chose': 'Eligió {stars} de 5.',
  'feedback.choose': 'Elija de 1 a 5 estrellas.',
  'feedback.submitRating': 'Enviar calificación',
  'feedback.sorry': 'Lamentamos no haber estado a la altura. ¿Qué podríamos mejorar?',
  'feedback.comments': 'Comentarios',
  'feedback.email': 'Correo electrónico (opcional)',
  'feedback.emailHint': 'Solo si desea que le respondamos.',
  'feedback.back': 'Volver a la calificación',
  'feedback.submit': 'Enviar comentarios',
  'feedback.fiveStars':
    '¡Gracias por la calificación de cinco estrellas! Abrimos nuestra página pública de reseñas en una pestaña nueva para que pueda compartir su experiencia.',
  'feedback.sent': 'Sus comentarios llegaron a nuestro equipo. Los usaremos para mejorar nuestros servicios.',
  'feedback.tabMissing': '¿No se abrió la pestaña?',
  'feedback.openReview': 'Abrir la página de reseñas',
  'feedback.newTab': ' (se abre en una pestaña nueva)',
  'feedback.close': 'Cerrar',
}

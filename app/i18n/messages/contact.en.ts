/**
 * The contact page (/contact) around its form, and the Contact dialog any page can open: the ways to reach the
 * office, the emergency line, the business hours and the two offices. The form's own words are in `forms`.
 * Office names, addresses and phone numbers are not messages: they stay as app/content/company.ts writes them.
 */
export const contact = {
  'meta.title': 'Contact Us for Your Area',
  'meta.description':
    'Reach {company}: the Salt Lake City and St. George offices, phone, email and text support, business hours and the 24/7 emergency line.',
  'crumb.home': 'Home',
  'crumb.contact': 'Contact',

  'page.eyebrow': 'Contact',
  'page.title': 'Contact us for your area',
  'page.lead':
    'Homeowners, board members and vendors reach the same local team: call the office that serves your community, email or text our support line, or use the emergency line at any hour.',
  'page.call': 'Call {phone}',
  'page.email': 'Email support',

  'message.eyebrow': 'Write to us',
  'message.title': 'Send us a message',
  'message.lead':
    'Questions about your account, your community or our services reach our support team here. You get a reference number at once and a copy by email.',

  'shortcuts.eyebrow': 'Self-service',
  'shortcuts.title': 'Faster online',
  'shortcuts.lead': 'Balances, payments and closing documents do not need a phone call.',
  'shortcuts.portalTitle': 'Homeowner portal',
  'shortcuts.portalText': 'Your balance, payment history, documents and requests.',
  'shortcuts.portalLink': 'Owner login help',
  'shortcuts.payTitle': 'Pay assessments',
  'shortcuts.payText': 'Pay your association online, any day of the week.',
  'shortcuts.payLink': 'Payment portal',
  'shortcuts.documentsTitle': 'Buying or selling?',
  'shortcuts.documentsText': 'Title and escrow companies order resale and payoff documents here.',
  'shortcuts.documentsLink': 'Document requests',

  responsePromise: 'We answer emails and texts within 24 hours on business days.',
  emailSupport: 'Email support',
  textSupport: 'Text support',
  parkCityLine: 'Park City line',

  'channels.eyebrow': 'Reach us',
  'channels.title': 'Call, email or text',
  'channels.callTitle': 'Call your office',
  'channels.callText': 'Speak with the team that manages your community during business hours.',
  'channels.emailText': 'Account questions, portal logins, requests and anything you want in writing.',
  'channels.textTitle': 'Text us',
  'channels.textText':
    'Text our chat assistant, day or night. Our team follows up on anything it cannot answer.',

  'emergency.heading': 'Emergency line, {availability}',
  'emergency.text':
    'For an emergency in your community’s common areas, such as a burst pipe, flooding, fire or storm damage, or a gate or door that will not lock, call <phone>{phone}</phone> and choose <option>Option {option!}</option>, any hour of any day.',
  'emergency.danger': 'If anyone is in danger, call 911 first.',
  'emergency.call': 'Call, then press {option!}',

  'hours.businessHours': 'Business hours',
  'hours.officeHours': 'Office hours',
  'hours.timeZone': '(Mountain Time)',
  'hours.days': 'Days',
  'hours.hours': 'Hours',
  'hours.today': 'Today',
  'hours.closed': 'Closed',

  'locations.eyebrow': 'Locations',
  'locations.title': 'Two offices, one statewide team',
  'locations.lead':
    'Call the office that serves your community. Every manager can reach your records, whichever office answers.',
  'locations.mapTitle': 'Map of Utah with our offices in {offices}',
  'locations.mapCaption': 'Our {offices} offices',
  'locations.moreNumbers': 'More numbers',
  'locations.parkCityText': 'A local number for our Park City communities.',
  'locations.textSupportText':
    'Our chat assistant answers texts 24/7 and passes anything it cannot settle to our team.',

  'office.viewOnMap': 'View on map',
  'office.serves': 'Serves',
  'office.byAppointment': 'Visits by Appointment Only',
  'office.byAppointmentText':
    'Call ahead and we will set a time that suits you. Phone and email support follow the same business hours as the northern office.',

  'dialog.title': 'Contact {company}',
  'dialog.officePhone': '{office} office',
  'dialog.byAppointment': 'Visits to our {offices} office are by appointment only.',
  'dialog.fullPage': 'Office addresses, maps and areas served',

  'portal.title': 'Homeowner Portal Access',
  'portal.description': 'Your account, payments, calendar, documents and requests, online at any hour.',
  'portal.go': 'Go to the Community Portal',
  'portal.issuedBy': 'Logins are issued by {company}. <link>How to get or reset yours</link>',
  'portal.canUse': 'In the portal you can use',
  'portal.list': 'What you can do in the portal',
  'portal.account': 'Account Information',
  'portal.accountText':
    'See your current balance and your full payment history, and keep your mailing address, phone and email up to date.',
  'portal.payments': 'Make Payments',
  'portal.paymentsText':
    'Pay assessments and other charges online at any hour, with a receipt for every payment.',
  'portal.calendar': 'Community Calendar',
  'portal.calendarText':
    'Board meetings, the annual meeting, community events and scheduled maintenance in one place.',
  'portal.documents': 'Documents & Forms',
  'portal.documentsText':
    'CC&Rs, bylaws, rules, budgets and meeting minutes, plus the forms your community uses, such as architectural requests.',
  'portal.requests': 'Submit Requests',
  'portal.requestsText':
    'Report a common-area maintenance issue, ask for architectural approval or send your manager a question, and follow it to the end.',
  'help.title': 'Need Help?',
  'help.text':
    'No login yet, a forgotten password or a balance that looks wrong? Customer service issues and resets portal logins. Email <email>{email}</email> or reach us by phone or text.',
  'help.button': 'Contact Customer Service',
} as const

import { ContactDialog } from '~/components/contact/contact-dialog'
import type { DialogProps } from '~/components/dialog-host'
import { ContactForm } from './contact-form'

/** The Contact dialog of spec section 2 with the message form below the phones and hours. */
export default function ContactDialogWithForm(props: DialogProps) {
  return <ContactDialog {...props} form={<ContactForm />} />
}

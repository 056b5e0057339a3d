/**
 * The contact form: errors appear under a field once it has been left and
 * follow every change after; submitting shows every field's error. The same schema checks the
 * message again on the server.
 */
import { CONTACT_MESSAGES } from '../../../domain/contact.ts';
import type { ContactMessageFields, ContactMessageInput } from '../../../domain/schemas/contact';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { PhotoField } from './photo-field';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { useUploadForm } from './use-upload-form';

const contactResolver = lazyZodResolver(() => import('./form-schemas').then((schemas) => schemas.ContactMessageInput));

const EMPTY: ContactMessageFields = { name: '', email: '', subject: '', mobile: '', message: '', link: '', photo: undefined };

export function ContactForm() {
  const {
    register,
    watch,
    setValue,
    trigger,
    hydrated,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useUploadForm<ContactMessageFields, ContactMessageInput>({
    resolver: contactResolver,
    empty: EMPTY,
    endpoint: 'POST /api/contact',
    messages: { success: CONTACT_MESSAGES.sent, failed: CONTACT_MESSAGES.failed },
  });

  return (
    <form
      method="post"
      action="/api/contact"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      onFocus={contactResolver.preload}
      noValidate
      aria-label="Contact form"
      className="space-y-6"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Name" registration={register('name')} error={errors.name?.message} autoComplete="name" />
        <TextField label="Email" registration={register('email')} error={errors.email?.message} type="email" autoComplete="email" />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label="Subject" registration={register('subject')} error={errors.subject?.message} />
        <TextField
          label="Mobile"
          registration={register('mobile')}
          error={errors.mobile?.message}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10 digits, e.g. 5035550142"
        />
      </div>
      <TextareaField label="Message" registration={register('message')} error={errors.message?.message} rows={4} />
      <div className="grid gap-6 sm:grid-cols-2">
        <PhotoField
          label="Photo"
          registration={register('photo', { onChange: () => void trigger('photo') })}
          value={watch('photo')}
          error={errors.photo?.message}
          onClear={() => setValue('photo', undefined, { shouldValidate: true })}
        />
        <TextField
          label="Link"
          optional
          registration={register('link')}
          error={errors.link?.message}
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="A design you love, a Pinterest board or a photo online."
        />
      </div>
      <Button type="submit" block disabled={!hydrated || isSubmitting} className="sm:w-auto">
        {isSubmitting ? 'SENDING…' : 'SEND MESSAGE'}
      </Button>
    </form>
  );
}

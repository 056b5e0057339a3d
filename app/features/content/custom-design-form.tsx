/** The design request form: the idea first, then inspiration, then how to reach the shopper. */
import { DESCRIPTION_MIN_LENGTH, CUSTOM_DESIGN_MESSAGES } from '../../../domain/custom-design.ts';
import type { CustomDesignFields, CustomDesignInput } from '../../../domain/schemas/custom-design';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { PhotoField } from './photo-field';
import { lazyZodResolver } from '../../lib/lazy-resolver';
import { useUploadForm } from './use-upload-form';

const designResolver = lazyZodResolver(() => import('./form-schemas').then((schemas) => schemas.CustomDesignInput));

const EMPTY: CustomDesignFields = { description: '', name: '', email: '', phone: '', link: '', photo: undefined };

function FormStep({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-6 border-t border-line pt-8 first:border-t-0 first:pt-0">
      <legend className="flex items-baseline gap-3">
        <span className="font-display text-2xl text-gold-dark">{String(number).padStart(2, '0')}</span>
        <span className="font-display text-2xl">{title}</span>
      </legend>
      {children}
    </fieldset>
  );
}

export function CustomDesignForm() {
  const {
    register,
    watch,
    setValue,
    trigger,
    hydrated,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useUploadForm<CustomDesignFields, CustomDesignInput>({
    resolver: designResolver,
    empty: EMPTY,
    endpoint: 'POST /api/custom-design',
    messages: { success: CUSTOM_DESIGN_MESSAGES.received, failed: CUSTOM_DESIGN_MESSAGES.failed },
  });

  return (
    <form
      method="post"
      action="/api/custom-design"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      onFocus={designResolver.preload}
      noValidate
      aria-label="Custom design request"
      className="space-y-10"
    >
      <FormStep number={1} title="Your idea">
        <TextareaField
          label="Description"
          registration={register('description')}
          error={errors.description?.message}
          rows={6}
          hint={`At least ${DESCRIPTION_MIN_LENGTH} characters: the piece, the metal, any stones, the size, and who it is for.`}
          placeholder="A slim rose gold band with three small sapphires set flush, size 6, for our tenth anniversary…"
        />
      </FormStep>
      <FormStep number={2} title="Inspiration">
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
            hint="A Pinterest board, a sketch online or a piece you admire."
          />
        </div>
      </FormStep>
      <FormStep number={3} title="About you">
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField label="Name" registration={register('name')} error={errors.name?.message} autoComplete="name" />
          <TextField label="Email" registration={register('email')} error={errors.email?.message} type="email" autoComplete="email" />
        </div>
        <TextField
          label="Phone"
          optional
          registration={register('phone')}
          error={errors.phone?.message}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10 digits, e.g. 5035550142"
          className="sm:max-w-xs"
        />
      </FormStep>
      <Button type="submit" block disabled={!hydrated || isSubmitting} className="sm:w-auto">
        {isSubmitting ? 'SENDING…' : 'SUBMIT YOUR DESIGN'}
      </Button>
    </form>
  );
}

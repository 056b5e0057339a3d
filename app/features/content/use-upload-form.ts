/**
 * A form with an optional photo that posts as multipart to one of our endpoints (contact, custom
 * design): errors appear once a field is left and follow every change after; the same schema checks
 * it again on the server (the form posts its own fields, so its resolver may be a lazy one,
 * lib/lazy-resolver.ts). On success the form is cleared; on failure the values stay.
 */
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { sendForm } from './send-form';

export function useUploadForm<Fields extends FieldValues, Output extends FieldValues>(options: {
  resolver: Resolver<Fields, unknown, Output>;
  empty: Fields;
  endpoint: 'POST /api/contact' | 'POST /api/custom-design';
  messages: { success: string; failed: string };
}) {
  const hydrated = useHydrated();
  const form = useForm<Fields, unknown, Output>({
    resolver: options.resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: options.empty as DefaultValues<Fields>,
  });

  const onSubmit = form.handleSubmit(async (_values, event) => {
    // The form element itself: its file input carries the photo as chosen.
    const element = event?.target as HTMLFormElement;
    const result = await sendForm(options.endpoint, new FormData(element), options.messages.failed);
    if (result.ok) {
      toast.success(options.messages.success);
      form.reset(options.empty);
      element.reset();
    } else {
      toast.error(result.message);
    }
  });

  return { ...form, hydrated, onSubmit };
}

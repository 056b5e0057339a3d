/**
 * The product's words for search engines (decision 053): the page's <title> and meta description
 * when staff want other words than the piece's own. Empty fields leave the page's own.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { SEO_LIMITS } from '../../../../domain/schemas/product';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { ProductForm } from './form-values';

/** "12 of 70 characters", or what the page shows when the field is empty. */
const hintOf = (typed: string, limit: number, empty: string) => (typed.trim() ? `${typed.trim().length} of ${limit} characters.` : empty);

export function SeoFields() {
  const { register, control, formState } = useFormContext<ProductForm>();
  const [title = '', description = ''] = useWatch({ control, name: ['seoTitle', 'seoDescription'] });
  return (
    <section aria-labelledby="product-seo" className="grid grid-cols-1 gap-6">
      <div>
        <h2 id="product-seo" className="text-3xl">
          Search engines
        </h2>
        <p className="mt-1 text-sm text-muted">The product page’s title and description in search results.</p>
      </div>
      <TextField
        label="SEO title"
        optional
        autoComplete="off"
        registration={register('seoTitle')}
        hint={hintOf(title, SEO_LIMITS.title, `Empty: the title (and gemstone), at most ${SEO_LIMITS.title} characters.`)}
        error={formState.errors.seoTitle?.message}
      />
      <TextareaField
        label="SEO description"
        optional
        rows={3}
        registration={register('seoDescription')}
        hint={hintOf(description, SEO_LIMITS.description, `Empty: the start of the description, at most ${SEO_LIMITS.description} characters.`)}
        error={formState.errors.seoDescription?.message}
      />
    </section>
  );
}

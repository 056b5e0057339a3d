/**
 * A checkout section with an EDIT/SAVE toggle: contact information or
 * the shipping address, validated with the checkout schemas (messages once a field is left, and
 * every one on SAVE). A saved section reads as a summary. The page's continue button asks each
 * section to `confirm()`: an open form is checked and saved, a closed one is kept as it is.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useImperativeHandle, useMemo, useState, type ReactNode, type Ref } from 'react';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { ContactInfoInput, ShippingAddressForm } from '../../../domain/schemas/checkout.ts';
import { TextField } from '../../components/ui/text-field';
import { AddressFields, AddressSummary, formAddress } from '../../components/address-fields';

export interface SectionHandle {
  /** True when the section holds valid, saved details (an open form is checked and saved first). */
  confirm(): Promise<boolean>;
  /** Opens the form (another address, when the shop does not ship to this one) and moves to it. */
  edit(): void;
}

interface FieldSpec<T> {
  name: Path<T> & keyof T & string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  optional?: boolean;
  /** Takes the whole row on wider screens. */
  wide?: boolean;
}

interface DetailsSectionProps<T extends FieldValues> {
  title: string;
  /** The saved details, or null when none are valid yet. */
  value: T | null;
  /** What the form starts from when there is no saved value. */
  defaults: Partial<T>;
  onSave: (value: T) => void;
  ref?: Ref<SectionHandle>;
}

interface SectionSpec<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Plain text fields, or a component drawing its own (the address's depend on its country). */
  fields: FieldSpec<T>[] | ((form: UseFormReturn<T>) => ReactNode);
  summary: (value: T) => ReactNode;
  /** What the form starts from, read from what was saved or prefilled. */
  start?: (value: Partial<T>) => Partial<T>;
}

function DetailsSection<T extends FieldValues>({ title, value, defaults, onSave, ref, spec }: DetailsSectionProps<T> & { spec: SectionSpec<T> }) {
  const formId = useId();
  // null: open exactly when nothing valid is saved; the shopper's EDIT or SAVE decides after that.
  const [chosenEditing, setChosenEditing] = useState<boolean | null>(null);
  const editing = chosenEditing ?? value === null;
  const starting = () => (spec.start ? spec.start({ ...defaults, ...value }) : { ...defaults, ...value });
  const form = useForm<T>({ resolver: spec.resolver, mode: 'onTouched', defaultValues: starting() as never });
  const sectionId = useId();

  const save = (details: T) => {
    onSave(details);
    setChosenEditing(false);
  };

  const edit = () => {
    form.reset(starting() as never);
    setChosenEditing(true);
  };

  useImperativeHandle(ref, () => ({
    async confirm() {
      if (!editing) {
        if (value) onSave(value);
        return value !== null;
      }
      let saved = false;
      await form.handleSubmit((details) => {
        save(details);
        saved = true;
      })();
      return saved;
    },
    edit() {
      if (!editing) edit();
      document.getElementById(sectionId)?.scrollIntoView({ block: 'start' });
      // The first field, once the form is drawn.
      requestAnimationFrame(() => document.getElementById(sectionId)?.querySelector<HTMLElement>('input, select')?.focus());
    },
  }));

  return (
    <section id={sectionId} aria-label={title} className="scroll-mt-32 border border-line bg-white/70 p-5 sm:p-7">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-2xl">{title}</h2>
        <SectionToggle editing={editing} formId={formId} title={title} onEdit={edit} />
      </div>
      {editing ? (
        <form id={formId} noValidate onSubmit={form.handleSubmit(save)} className="mt-5 grid gap-5 sm:grid-cols-2">
          {typeof spec.fields === 'function'
            ? spec.fields(form)
            : spec.fields.map((field) => (
                <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
                  <TextField
                    label={field.label}
                    type={field.type ?? 'text'}
                    autoComplete={field.autoComplete}
                    optional={field.optional}
                    inputMode={field.type === 'tel' ? 'tel' : undefined}
                    registration={form.register(field.name)}
                    error={form.formState.errors[field.name]?.message as string | undefined}
                  />
                </div>
              ))}
        </form>
      ) : value ? (
        <div className="mt-3 text-sm leading-relaxed">{spec.summary(value)}</div>
      ) : null}
    </section>
  );
}

const contactSpec: SectionSpec<ContactInfoInput> = {
  resolver: zodResolver(ContactInfoInput) as Resolver<ContactInfoInput>,
  fields: [
    { name: 'name', label: 'Name', autoComplete: 'name', wide: true },
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
    { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  ],
  summary: (contact) => (
    <>
      <p className="font-medium">{contact.name}</p>
      <p className="text-muted">{contact.email}</p>
      <p className="text-muted">{contact.phone}</p>
    </>
  ),
};

const TOGGLE_CLASS = 'text-xs font-semibold tracking-[0.2em] text-gold-dark underline-offset-4 hover:underline';

/** SAVE while the form is open (it submits it), EDIT while the details read as a summary. */
function SectionToggle({ editing, formId, title, onEdit }: { editing: boolean; formId: string; title: string; onEdit: () => void }) {
  return (
    <>
      {/* Keys keep the two buttons apart: React reusing EDIT's element as SAVE (type="submit") while the click is
        dispatched would let the browser submit the form that click opened, closing it again at once. */}
      {editing ? (
        <button key="save" type="submit" form={formId} className={TOGGLE_CLASS} aria-label={`Save ${title.toLowerCase()}`}>
          SAVE
        </button>
      ) : (
        <button key="edit" type="button" onClick={onEdit} className={TOGGLE_CLASS} aria-label={`Edit ${title.toLowerCase()}`}>
          EDIT
        </button>
      )}
    </>
  );
}

/** The address's form and summary, its country chosen from `countries` (the shop's). */
const addressSpec = (countries: readonly string[]): SectionSpec<ShippingAddressForm> => ({
  resolver: zodResolver(ShippingAddressForm) as Resolver<ShippingAddressForm>,
  fields: (form) => <AddressFields form={form} countries={countries} />,
  summary: (address) => <AddressSummary address={address} />,
  start: formAddress,
});

type SectionProps<T extends FieldValues> = Omit<DetailsSectionProps<T>, 'title'>;

export const ContactSection = (props: SectionProps<ContactInfoInput>) => <DetailsSection title="Contact information" spec={contactSpec} {...props} />;
export function AddressSection({ countries, ...props }: SectionProps<ShippingAddressForm> & { countries: readonly string[] }) {
  const spec = useMemo(() => addressSpec(countries), [countries]);
  return <DetailsSection title="Shipping address" spec={spec} {...props} />;
}

/** A zone's name and countries, as the forms that add and change a zone ask them. */
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';

interface ZoneFieldsProps {
  /** The zone's fields as saved; none: a new zone. */
  zone?: { name: string; regions: string };
  errors: Record<string, string>;
}

export function ZoneFields({ zone, errors }: ZoneFieldsProps) {
  return (
    <div className="grid gap-4">
      <TextField label="Zone name" name="name" defaultValue={zone?.name ?? ''} maxLength={80} error={errors.name} required />
      <TextareaField
        label="Countries"
        name="regions"
        rows={4}
        defaultValue={zone?.regions ?? ''}
        hint="One country a line, by its English name or code. Only some states: “United States: Alaska, Hawaii”."
        error={errors.regions}
        required
      />
    </div>
  );
}

/** The owner's switch: require two-factor of everyone in the back office, or leave it to each person. */
import { Form } from 'react-router';
import { Button } from '../../../components/ui/button';

export function RequirementForm({ required, busy }: { required: boolean; busy: boolean }) {
  return (
    <Form method="post" className="grid content-start gap-4 border border-line bg-white/70 p-6">
      <h2 className="font-display text-2xl">Everyone in the back office</h2>
      <p className="text-sm text-muted">
        {required
          ? 'Two-factor sign-in is required: a member without it can do nothing but set it up.'
          : 'Two-factor sign-in is each person’s choice. Require it, and a member without it is asked to set it up before anything else.'}
      </p>
      <input type="hidden" name="requireTwoFactor" value={required ? 'off' : 'on'} />
      <Button type="submit" name="intent" value="require" variant={required ? 'secondary' : undefined} disabled={busy}>
        {required ? 'STOP REQUIRING TWO-FACTOR' : 'REQUIRE TWO-FACTOR FOR EVERYONE'}
      </Button>
    </Form>
  );
}

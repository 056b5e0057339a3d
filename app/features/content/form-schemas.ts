/**
 * The contact and custom-design schemas as their forms load them: when a form is first checked,
 * never with the page (lib/lazy-resolver.ts). A module of its own so that only it is imported
 * dynamically; the API imports the schemas as usual.
 */
export { ContactMessageInput } from '../../../domain/schemas/contact.ts';
export { CustomDesignInput } from '../../../domain/schemas/custom-design.ts';
